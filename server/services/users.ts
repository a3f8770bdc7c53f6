import { eq, sql } from 'drizzle-orm';
import type { Me, PartnerSummary, Role } from '../../src/contract/auth';
import type { Db } from '../db/database';
import { preparedPer } from '../db/prepared';
import { shippers, truckers, users, type User } from '../db/schema';
import type { Standing } from './me-cache';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

const userById = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

/** A suspended or locked-out (or deleted) user: their live streams end (issue 14). */
export async function isLockedOut(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ lockedOut: users.lockedOut }).from(users).where(eq(users.id, userId));
  return !row || row.lockedOut;
}

/** Whether the user may act now: suspended or locked out, deleted, or active (issue 36). */
export async function standingOf(db: Db, userId: number): Promise<Standing> {
  const [row] = await db.select({ lockedOut: users.lockedOut }).from(users).where(eq(users.id, userId));
  return !row ? 'gone' : row.lockedOut ? 'suspended' : 'active';
}

/** Photos are served by content hash: the hash is the capability (decision 001). */
export const photoUrl = (hash: string | null) => (hash ? `/api/Photos/${hash}` : '');

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

export const rolesOf = (user: Pick<User, 'roles'>) => user.roles as Role[];

/** The user's shipper or trucker, in one query (GET /api/me runs on every app start and tab). */
const partnerRow = preparedPer((db) =>
  db
    .select({
      Shipper: { Id: shippers.id, Name: shippers.companyName, PaymentStatus: shippers.paymentStatus, Approved: shippers.approved },
      Trucker: { Id: truckers.id, Name: truckers.name, PaymentStatus: truckers.paymentStatus, Approved: truckers.approved },
    })
    .from(users)
    .leftJoin(shippers, eq(shippers.userId, users.id))
    .leftJoin(truckers, eq(truckers.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('partner_of_user'),
);

async function partnerOf(db: Db, user: User): Promise<PartnerSummary | null> {
  const [row] = await partnerRow(db).execute({ id: user.id });
  // Each is null without its row (left joins); a user with both is shown as its shipper.
  if (row?.Shipper) return { Kind: 'Shipper', ...row.Shipper, Islocked: user.lockedOut };
  if (row?.Trucker) return { Kind: 'Trucker', ...row.Trucker, Islocked: user.lockedOut };
  return null;
}

/** The `Me` answer of GET/PUT /api/me. */
export async function toMe(db: Db, user: User): Promise<Me> {
  return {
    Id: user.id,
    Email: user.email,
    EmailConfirmed: user.emailConfirmed,
    FirstName: user.firstName,
    LastName: user.lastName,
    FullName: fullName(user),
    PhoneNumber: user.phone,
    Roles: rolesOf(user),
    ProfilePicture: photoUrl(user.profilePicture),
    Created: user.created.toISOString(),
    Partner: await partnerOf(db, user),
  };
}
