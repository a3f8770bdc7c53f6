import { ACCESS_TOKEN_SECONDS, type TokenResponse } from '../../src/contract/auth';
import type { Db } from '../db/database';
import type { User } from '../db/schema';
import { audit } from './audit';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { attemptKeys, claimAttempt, uncountSuccess } from './rate-limit';
import { issueRefreshToken, signAccessToken } from './tokens';
import { findUserByEmail, photoUrl, rolesOf } from './users';
import { message } from '../../src/contract/messages';

export const INVALID_LOGIN = 'The login detail is incorrect';
export const SUSPENDED = 'This account has been suspended.';
/** A write or a stream of a user suspended since the token was issued (issue 14, issue 36). */
export const ACCOUNT_SUSPENDED = message('account_suspended', SUSPENDED);
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export type CredentialCheck =
  { kind: 'ok'; user: User } | { kind: 'invalid' } | { kind: 'locked' } | { kind: 'rate_limited'; retryAfter: number };

/**
 * Password check shared by `POST /token` and `POST /api/auth/login`, throttled per account and per address.
 * Suspension is only revealed to someone who knows the password.
 */
export async function checkCredentials(db: Db, email: string, password: string, address: string): Promise<CredentialCheck> {
  const keys = attemptKeys(email, address);
  const retryAfter = await claimAttempt(db, keys); // counted before the password check: parallel guesses queue here
  if (retryAfter > 0) return { kind: 'rate_limited', retryAfter };

  const user = email && password ? await findUserByEmail(db, email) : undefined;
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await audit(db, { userId: user?.id ?? null, action: 'sign_in_failed', entity: 'user', entityId: user?.id, details: { address } });
    return { kind: 'invalid' };
  }
  await uncountSuccess(db, keys);
  if (user.lockedOut) {
    await audit(db, { userId: user.id, action: 'sign_in_refused_suspended', entity: 'user', entityId: user.id, details: { address } });
    return { kind: 'locked' };
  }
  await audit(db, { userId: user.id, action: 'sign_in', entity: 'user', entityId: user.id, details: { address } });
  return { kind: 'ok', user };
}

export type Session = { accessToken: string; refreshToken: string };

/** A new sign-in: an access token and the first refresh token of a new family. */
export async function startSession(db: Db, secret: Uint8Array, user: User): Promise<Session> {
  const { token } = await issueRefreshToken(db, user.id);
  return { accessToken: await accessTokenFor(user, secret), refreshToken: token };
}

export const accessTokenFor = (user: User, secret: Uint8Array) =>
  signAccessToken({ id: user.id, email: user.email, roles: rolesOf(user) }, secret);

/** The `/token` answer body (decision 001). */
export function tokenResponse(user: User, accessToken: string): TokenResponse {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    userName: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: rolesOf(user).join(','),
    profilePicture: photoUrl(user.profilePicture),
  };
}
