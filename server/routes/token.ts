import { Hono, type Context } from 'hono';
import { publicRoute } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { clientAddress, readForm } from '../http/request';
import { audit } from '../services/audit';
import { METHOD_NOT_ALLOWED, messageError, oauthError } from '../services/errors';
import { rateLimited } from '../services/rate-limit';
import {
  INVALID_LOGIN,
  SESSION_ENDED,
  SUSPENDED,
  accessTokenFor,
  checkCredentials,
  startSession,
  tokenResponse,
} from '../services/sign-in';
import { revokeFamily, rotateRefreshToken } from '../services/tokens';
import { findUserById } from '../services/users';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

/** `POST /token` — OAuth-style token endpoint (form-encoded), guard: public. */
export const tokenRoutes = new Hono<AppEnv>();

async function readTokenForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded/i.test(type)) {
    throw oauthError('invalid_request', 'The request must be form-encoded (application/x-www-form-urlencoded).');
  }
  const body = await readForm(c);
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

async function passwordGrant(c: Context<AppEnv>, form: Record<string, string>) {
  const { db, config } = c.var.deps;
  const result = await checkCredentials(db, form.username ?? '', form.password ?? '', clientAddress(c));
  if (result.kind === 'rate_limited') throw rateLimited(result.retryAfter);
  if (result.kind === 'invalid') throw oauthError('invalid_grant', INVALID_LOGIN);
  if (result.kind === 'locked') throw oauthError('invalid_grant', SUSPENDED);
  const session = await startSession(db, config.jwtSecret, result.user);
  setRefreshCookie(c, session.refreshToken);
  return c.json(tokenResponse(result.user, session.accessToken));
}

async function refreshGrant(c: Context<AppEnv>, form: Record<string, string>) {
  const { db, config } = c.var.deps;
  const presented = readRefreshCookie(c) || form.refresh_token;
  const fail = (description: string) => {
    clearRefreshCookie(c);
    return oauthError('invalid_grant', description);
  };
  if (!presented) throw fail(SESSION_ENDED);
  const rotation = await rotateRefreshToken(db, presented);
  if (rotation.kind === 'reused') {
    await audit(db, { userId: rotation.userId, action: 'refresh_token_reuse', entity: 'user', entityId: rotation.userId });
  }
  if (rotation.kind !== 'rotated') throw fail(SESSION_ENDED);
  const user = await findUserById(db, rotation.userId);
  if (!user || user.lockedOut) {
    await revokeFamily(db, rotation.familyId);
    throw fail(user ? SUSPENDED : SESSION_ENDED);
  }
  setRefreshCookie(c, rotation.token);
  return c.json(tokenResponse(user, await accessTokenFor(user, config.jwtSecret)));
}

tokenRoutes.post(route('/token'), publicRoute, async (c) => {
  const form = await readTokenForm(c);
  if (form.grant_type === 'password') return passwordGrant(c, form);
  if (form.grant_type === 'refresh_token') return refreshGrant(c, form);
  throw oauthError('unsupported_grant_type', 'The grant type is not supported.');
});

/** Anything but POST on /token. */
tokenRoutes.all(route('/token'), publicRoute, () => {
  throw messageError(405, METHOD_NOT_ALLOWED);
});
