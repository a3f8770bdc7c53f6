import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { users } from '../../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from '../../../server/seed/seed';

/** The small fixed data set every server test starts from (changing this file rebuilds the PGlite template). */

export const PASSWORD = DEMO_PASSWORD;
export const ADMIN = DEMO_ACCOUNTS.admin.email;
export const SHIPPER = DEMO_ACCOUNTS.shipper.email;
export const TRUCKER = DEMO_ACCOUNTS.trucker.email;
export const SUSPENDED = 'suspended@haulbase.test';
/** Extra accounts that tests may change (reset passwords, lock) without disturbing each other. */
export const SPARE = ['spare1@haulbase.test', 'spare2@haulbase.test', 'spare3@haulbase.test', 'spare4@haulbase.test'];
export const TEST_COUNTRIES = ['US', 'CA', 'MX'];

export async function seedTestData(db: Db): Promise<void> {
  await seedDatabase(db, {
    seed: 7,
    truckers: 3,
    shippers: 3,
    countries: TEST_COUNTRIES,
    now: new Date('2025-03-18T00:00:00Z'),
    passwordCost: 12, // same code path, ~8× cheaper sign-ins: the suite signs in a few hundred times
  });
  const [admin] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, ADMIN));
  const extra = (email: string, lockedOut: boolean, firstName: string) => ({
    email,
    firstName,
    lastName: 'Tester',
    passwordHash: admin.passwordHash,
    roles: ['Shipper'],
    lockedOut,
  });
  await db.insert(users).values([extra(SUSPENDED, true, 'Suspended'), ...SPARE.map((email, i) => extra(email, false, `Spare${i + 1}`))]);
}
