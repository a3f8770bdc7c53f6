import { eq, sql } from 'drizzle-orm';
import type { Me, PartnerSummary, Role } from '../../src/contract/auth';
import type { Db } from '../db/database';
import { shippers, truckers, users, type User } from '../db/schema';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Photos are served by content hash: the hash is the capability (decision 001). */
export const photoUrl = (hash: string | null) => (hash ? `/api/Photos/${hash}` : '');

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

export const rolesOf = (user: Pick<User, 'roles'>) => user.roles as Role[];

async function partnerOf(db: Db, user: User): Promise<PartnerSummary | null> {
  const [shipper] = await db.select().from(shippers).where(eq(shippers.userId, user.id));
  if (shipper) {
    return {
      Kind: 'Shipper',
      Id: shipper.id,
      Name: shipper.companyName,
      PaymentStatus: shipper.paymentStatus,
      Approved: shipper.approved,
      Islocked: user.lockedOut,
    };
  }
  const [trucker] = await db.select().from(truckers).where(eq(truckers.userId, user.id));
  if (trucker) {
    return {
      Kind: 'Trucker',
      Id: trucker.id,
      Name: trucker.name,
      PaymentStatus: trucker.paymentStatus,
      Approved: trucker.approved,
      Islocked: user.lockedOut,
    };
  }
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
