import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, type CryptoKey } from 'jose';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS, ROLES, type Role } from '../../src/contract/auth';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';

/** What a valid access token says about its bearer. */
export type AuthUser = {
  id: number;
  email: string;
  roles: Role[];
  /** When the access token ends (ms since the epoch): long-lived answers (chat streams) end with it. */
  expiresAt?: number;
};

const ISSUER = 'haulbase';

export async function signAccessToken(user: AuthUser, secret: Uint8Array, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ email: user.email, roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

/**
 * The secret as a WebCrypto key, imported once (issue 19): given the bytes, jose imports a key on every call, a
 * tenth of a signed-in request's CPU.
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key)
    verifyKeys.set(
      secret,
      (key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])),
    );
  return key;
}

/**
 * Tokens that verified, until they expire (decision 130): a tab sends the same token with every request for its 15
 * minutes, and checking its HMAC through WebCrypto cost more than the rest of GET /api/me once that is in memory.
 * The same string under the same secret always verifies the same way; only the clock can change the answer.
 */
const MAX_VERIFIED = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, AuthUser>>();

/** Null for a bad signature, an expired token, a token without `exp` or `iat`, or unexpected claims. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AuthUser | null> {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAt!) return known;
  if (known) verified.delete(token);
  const user = await checkAccessToken(token, secret);
  if (user) {
    Object.freeze(user.roles);
    Object.freeze(user); // shared by every request that sends this token
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, user);
  }
  return user;
}

async function checkAccessToken(token: string, secret: Uint8Array): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat'],
    });
    const id = Number(payload.sub);
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is Role => ROLES.includes(r as Role)) : [];
    if (!Number.isInteger(id) || typeof payload.email !== 'string') return null;
    return { id, email: payload.email, roles, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

/** Opaque random secrets (refresh, reset, confirmation): 32 bytes, base64url; only their sha256 is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const refreshLifetimeMs = REFRESH_TOKEN_DAYS * 24 * 3600 * 1000;

/** Starts a new family (a sign-in) or continues one (a rotation); returns the plaintext token. */
export async function issueRefreshToken(db: Db, userId: number, familyId: string = randomUUID()) {
  const token = newSecret();
  const [row] = await db
    .insert(refreshTokens)
    .values({ tokenHash: hashSecret(token), familyId, userId, expiresAt: new Date(Date.now() + refreshLifetimeMs) })
    .returning({ id: refreshTokens.id });
  return { token, id: row.id, familyId };
}

export type RotationResult =
  { kind: 'rotated'; userId: number; token: string; familyId: string } | { kind: 'invalid' } | { kind: 'reused'; userId: number };

/**
 * Exchanges a refresh token for its successor. The old row is claimed with a conditional update, so of two
 * concurrent presentations only one wins; the loser counts as reuse and the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(token)));
  if (!row) return { kind: 'invalid' };
  if (row.revokedAt) {
    if (row.replacedBy === null) return { kind: 'invalid' }; // signed out or revoked, not a replay
    await revokeFamily(db, row.familyId);
    return { kind: 'reused', userId: row.userId };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'reused', userId: row.userId } as const;
    }
    const next = await issueRefreshToken(tx, row.userId, row.familyId);
    await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, row.id));
    return { kind: 'rotated', userId: row.userId, token: next.token, familyId: row.familyId } as const;
  });
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: revokes the family of the presented token (that sign-in on every tab). Unknown tokens are ignored. */
export async function revokeByToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(token)));
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.userId;
}

/** Password reset, suspension: every session of the user ends at its next refresh. */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
