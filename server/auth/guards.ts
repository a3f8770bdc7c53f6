import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../src/contract/auth';
import type { AppEnv } from '../http/env';
import { ApiError, FORBIDDEN, NOT_FOUND, UNAUTHORIZED, messageBody, messageError } from '../services/errors';
import { uncachedMe } from '../services/me-cache';
import { ACCOUNT_SUSPENDED } from '../services/sign-in';
import { type AuthUser, verifyAccessToken } from '../services/tokens';
import { standingOf } from '../services/users';

/**
 * Route guards. Every route file declares one of them for each handler:
 * `publicRoute`, `requireSignedIn`, `requireRole(...)`, or `requireSignedIn` + an ownership check.
 * 401 without a valid token, 403 when the role or ownership does not allow (decision 001 bodies).
 */

const unauthorized = () => new ApiError(401, messageBody(UNAUTHORIZED), { 'WWW-Authenticate': 'Bearer' });

/** Marks a route as deliberately open (no token needed). Does nothing; it makes the choice visible. */
export const publicRoute: MiddlewareHandler<AppEnv> = async (_c, next) => next();

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A valid, unexpired access token in `Authorization: Bearer …`; sets `c.var.user`. A write also needs the user as
 * it is now (issue 36): suspended or locked out → 403, deleted → 401, from the per-process memory that the
 * database's change notices keep current (decision 130), so a suspension stops writes on every node within a second.
 */
export const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const { config, db, meCache = uncachedMe } = c.var.deps;
  const user = await verifyAccessToken(match[1], config.jwtSecret);
  if (!user) throw unauthorized();
  if (!READS.has(c.req.method)) {
    const standing = await meCache.standing(user.id, () => standingOf(db, user.id));
    if (standing === 'gone') throw unauthorized();
    if (standing === 'suspended') throw messageError(403, ACCOUNT_SUSPENDED);
  }
  c.set('user', user);
  await next();
};

export const hasRole = (user: AuthUser, role: Role) => user.roles.includes(role);
export const isBackOffice = (user: AuthUser) => hasRole(user, 'BackOffice');

/** Signed in with at least one of the roles (BackOffice passes only when listed). */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireSignedIn(c, async () => {
      if (!roles.some((role) => hasRole(c.var.user, role))) throw messageError(403, FORBIDDEN);
      await next();
    });
}

/**
 * Ownership: BackOffice may act on everything; anyone else only on what belongs to their user id.
 * A null/undefined owner means the thing does not exist (404). With `hideForeign`, someone else's thing
 * answers 404 too, so its existence is not revealed.
 */
export function assertOwner(user: AuthUser, ownerUserId: number | null | undefined, options: { hideForeign?: boolean } = {}): void {
  if (ownerUserId === undefined || ownerUserId === null) throw messageError(404, NOT_FOUND);
  if (isBackOffice(user) || ownerUserId === user.id) return;
  if (options.hideForeign) throw messageError(404, NOT_FOUND);
  throw messageError(403, FORBIDDEN);
}

/**
 * Middleware form: `requireOwner((c) => ownerOfLoad(c.var.deps.db, Number(c.req.param('id'))))`.
 * Runs requireSignedIn first, then resolves the owning user id of the addressed thing.
 */
export function requireOwner(
  resolveOwner: (c: Context<AppEnv>) => Promise<number | null | undefined>,
  options: { hideForeign?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireSignedIn(c, async () => {
      assertOwner(c.var.user, await resolveOwner(c), options);
      await next();
    });
}
