import { Hono } from 'hono';
import { legacyForgotPasswordSchema } from '../../src/contract/account';
import { ACCESS_TOKEN_SECONDS, loginSchema, type LoginResponse } from '../../src/contract/auth';
import { publicRoute } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { clientAddress, readValid } from '../http/request';
import { FORGOT_PASSWORD_SENT, acceptPasswordResetRequest } from '../services/account';
import { ApiError, METHOD_NOT_ALLOWED, messageError } from '../services/errors';
import { rateLimited } from '../services/rate-limit';
import { dropPushForSession } from '../services/push';
import { INVALID_LOGIN, SUSPENDED, checkCredentials, startSession } from '../services/sign-in';
import { revokeByToken } from '../services/tokens';
import { toMe } from '../services/users';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

/** JSON sign-in, sign-out and the legacy forgot-password call. Guard: public (all three). */
export const authRoutes = new Hono<AppEnv>();

/** Wrong credentials: the form's message in every field the error catalogue reads. */
const invalidLogin = (description: string) =>
  new ApiError(400, { Message: description, error: 'invalid_grant', error_description: description });

authRoutes.post(route('/api/auth/login'), publicRoute, async (c) => {
  const { db, config } = c.var.deps;
  const input = await readValid(c, loginSchema);
  const result = await checkCredentials(db, input.email, input.password, clientAddress(c));
  if (result.kind === 'rate_limited') throw rateLimited(result.retryAfter);
  if (result.kind === 'invalid') throw invalidLogin(INVALID_LOGIN);
  if (result.kind === 'locked') throw invalidLogin(SUSPENDED);
  const session = await startSession(db, config.jwtSecret, result.user);
  setRefreshCookie(c, session.refreshToken);
  const body: LoginResponse = { accessToken: session.accessToken, expiresIn: ACCESS_TOKEN_SECONDS, user: await toMe(db, result.user) };
  return c.json(body);
});

/** Revokes the sign-in behind the refresh cookie (every rotation of it) and clears the cookie. */
authRoutes.post(route('/api/auth/logout'), publicRoute, async (c) => {
  const token = readRefreshCookie(c);
  if (token) await dropPushForSession(c.var.deps.db, token);
  if (token) await revokeByToken(c.var.deps.db, token);
  clearRefreshCookie(c);
  return c.body(null, 204);
});

/** Legacy twin of /api/Account/ForgetPassword; de-duplicated with it (one e-mail for the pair). */
authRoutes.post(route('/api/auth/forgot-password'), publicRoute, async (c) => {
  const input = await readValid(c, legacyForgotPasswordSchema);
  await acceptPasswordResetRequest(c.var.deps, input.email, 'legacy', clientAddress(c));
  return c.json({ Message: FORGOT_PASSWORD_SENT });
});

authRoutes.all(route('/api/auth/login'), () => {
  throw messageError(405, METHOD_NOT_ALLOWED);
});
