import type { App } from '../../../server/app';
import { PASSWORD } from './fixtures';

/** Small helpers for in-process requests. */

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };
export const JSON_HEADERS = { 'Content-Type': 'application/json' };

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function postForm(app: App, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', headers: { ...FORM_HEADERS, ...headers }, body: form(fields) });
}

export function postJson(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

/** A signed-in JSON request: the bearer token, a JSON body when there is one, and any extra headers. */
export function sendJson(app: App, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : JSON_HEADERS), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function passwordGrant(app: App, username: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return postForm(app, '/token', { grant_type: 'password', username, password }, headers);
}

/** The hb_refresh value from Set-Cookie ('' when the cookie is cleared, undefined when not set). */
export function refreshCookie(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const match = /^hb_refresh=([^;]*)/.exec(line);
    if (match) return decodeURIComponent(match[1]);
  }
  return undefined;
}

export const cookieHeader = (token: string) => ({ Cookie: `hb_refresh=${token}` });

export function refreshGrant(app: App, token: string) {
  return postForm(app, '/token', { grant_type: 'refresh_token' }, cookieHeader(token));
}

/** Signs in with the password grant; returns the access token and the refresh cookie value. */
export async function signIn(app: App, username: string, password = PASSWORD) {
  const res = await passwordGrant(app, username, password);
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string };
  return { accessToken: body.access_token, refreshToken: refreshCookie(res)! };
}

/** A distinct client address per call, so address counters of different tests never meet. */
let nextAddress = 1;
export const freshAddress = () => ({ 'X-Forwarded-For': `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` });

/** A real server at `base` behind the same helpers as the in-process app (child processes, the cluster test). */
export const remoteApp = (base: string) =>
  ({ request: (path: string, init?: RequestInit) => fetch(new URL(path, base), init) }) as unknown as App;
