import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_COOKIE, REFRESH_TOKEN_DAYS } from '../../src/contract/auth';
import type { AppEnv } from '../http/env';

/** The refresh token lives only in this HttpOnly cookie; the web app never sees it (decision 001). */

const secure = (c: Context<AppEnv>) => c.var.deps.config.publicUrl.startsWith('https://');

export function setRefreshCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: REFRESH_TOKEN_DAYS * 24 * 3600,
    secure: secure(c),
  });
}

export function clearRefreshCookie(c: Context<AppEnv>): void {
  deleteCookie(c, REFRESH_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure: secure(c) });
}

export const readRefreshCookie = (c: Context<AppEnv>) => getCookie(c, REFRESH_COOKIE);
