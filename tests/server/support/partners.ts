import { faker } from '@faker-js/faker/locale/en_US';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { users } from '../../../server/db/schema';
import { insertPartners, planShipper, planTrucker, type PartnerContext } from '../../../server/seed/seed-partners';
import { signAccessToken } from '../../../server/services/tokens';
import type { Harness } from './harness';

/** Helpers of the partners tests: tokens without a sign-in, and extra generated partners. */

/** An access token for an existing account (its real id and roles), without paying for a password check. */
export async function tokenFor(h: Harness, email: string): Promise<string> {
  return signedTokenFor(h.db, h.config.jwtSecret, email);
}

/** tokenFor for a server of its own (a child process, the cluster), signed with that server's JWT secret. */
export async function signedTokenFor(db: Db, jwtSecret: Uint8Array, email: string): Promise<string> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) throw new Error(`no account ${email}`);
  return signAccessToken({ id: user.id, email: user.email, roles: user.roles as ('BackOffice' | 'Shipper' | 'Trucker')[] }, jwtSecret);
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Adds generated truckers and shippers (the seed's generator with its own random seed) to a test database. */
export async function addPartners(db: Db, truckers: number, shippers: number, seed = 99): Promise<void> {
  const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).limit(1);
  faker.seed(seed);
  faker.setDefaultRefDate(new Date('2025-03-18T00:00:00Z'));
  const place = { state: 'Texas', stateCode: 'TX', city: 'Austin' };
  const ctx: PartnerContext = { faker, passwordHash, places: () => place, emails: new Set() };
  // A prefix so the e-mails never meet the fixture's.
  const plans = [...Array.from({ length: truckers }, () => planTrucker(ctx)), ...Array.from({ length: shippers }, () => planShipper(ctx))];
  for (const plan of plans) plan.user.email = `t${seed}.${plan.user.email}`;
  await insertPartners(db, faker, plans);
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user.id;
}
