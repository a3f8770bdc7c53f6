import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isEmpty } from '../../server/db/database';
import { addresses, countries, shippers, states, truckers, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, resetDatabase, seedDatabase } from '../../server/seed/seed';
import { verifyPassword } from '../../server/services/passwords';
import { databaseTargets } from './support/databases';
import { useHarness } from './support/harness';

const targets = await databaseTargets();

describe.each(targets)('seed on $name', (target) => {
  const h = useHarness(target);
  const emails = async () => (await h.db.select({ email: users.email }).from(users).orderBy(asc(users.id))).map((r) => r.email);

  it(
    'fills an emptied database with every country, the demo accounts and varied partners, the same way each time',
    { timeout: 120_000 },
    async () => {
      await resetDatabase(h.db);
      expect(await isEmpty(h.db)).toBe(true);
      const summary = await seedDatabase(h.db, { seed: 2025, now: new Date('2025-03-18T00:00:00Z'), passwordCost: 12, loads: 40 }); // loads: decision 043, kept small here
      expect(summary.truckers).toBeGreaterThanOrEqual(60);
      expect(summary.shippers).toBeGreaterThanOrEqual(60);

      const [{ n: countryCount }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(countries);
      const [{ n: stateCount }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(states);
      expect(countryCount).toBeGreaterThan(240);
      expect(stateCount).toBeGreaterThan(4000);

      for (const account of Object.values(DEMO_ACCOUNTS)) {
        const [user] = await h.db.select().from(users).where(eq(users.email, account.email));
        expect(user.roles).toEqual(account.roles);
        expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      }
      const [demo] = await h.db.select().from(shippers).where(eq(shippers.companyName, 'Demo Freight Co'));
      expect(demo).toMatchObject({ approved: true, paymentStatus: 'active' });

      const truckerRows = await h.db.select().from(truckers);
      const shipperRows = await h.db.select().from(shippers);
      const userRows = await h.db.select().from(users);
      // The payment status follows the billing subscriptions (decision 061): every state occurs, and never subscribed.
      const statuses = new Set([...truckerRows, ...shipperRows].map((p) => p.paymentStatus));
      for (const status of ['active', 'canceled', 'past_due', 'paused', 'expired', 'trialing', null])
        expect(statuses.has(status), String(status)).toBe(true);
      expect(new Set(shipperRows.map((s) => s.approved))).toEqual(new Set([true, false]));
      expect(new Set(shipperRows.map((s) => s.quickPaySuspended))).toEqual(new Set([true, false]));
      expect(new Set(userRows.map((u) => u.lockedOut))).toEqual(new Set([true, false]));
      expect(truckerRows.some((t) => t.fpRequestDate && !t.fpSignAgreementDate)).toBe(true);
      expect(truckerRows.some((t) => t.fpSignAgreementDate && t.quickPayAllowed)).toBe(true);
      const addressRows = await h.db.select().from(addresses);
      expect(addressRows).toHaveLength(shipperRows.length * 2 + truckerRows.length);
      expect(addressRows.every((a) => a.country === 'United States' && a.city && a.state && a.zipcode)).toBe(true);

      const first = await emails();
      await resetDatabase(h.db);
      await seedDatabase(h.db, { seed: 2025, now: new Date('2025-03-18T00:00:00Z'), passwordCost: 12, loads: 40 }); // loads: decision 043, kept small here
      expect(await emails()).toEqual(first);
    },
  );
});
