import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { addressBook, billingAccounts, subscriptions, users } from '../../server/db/schema';
import { addCalendarDays } from '../../src/contract/calendar';
import { todayOf } from '../../server/services/subscription-state';
import { shipperIdOf } from './support/detail-loads';

/** Helpers of the shipments-*.test.ts files (decision 047). */

export { sendJson as send } from './support/http';
export { itemBody, NO_DROP_FIELDS, PICKUP_FIELDS, shipmentBody, stopBody } from './support/load-bodies';

export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** Gives the user a RegularShipper billing account with the billing `method` (1: free, 3: subscription); returns the user's id. */
async function setBillingMethod(db: Db, email: string, method: 1 | 3): Promise<number> {
  const userId = await userIdByEmail(db, email);
  await db
    .insert(billingAccounts)
    .values({ userId, type: 'RegularShipper', method })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { method } });
  return userId;
}

/** Makes the shipper's latest subscription started with a paid period around today (the fixture's dates are in 2025). */
export async function activateSubscription(db: Db, email: string): Promise<void> {
  const userId = await setBillingMethod(db, email, 3);
  const today = todayOf(new Date());
  const [latest] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (latest) {
    await db
      .update(subscriptions)
      .set({ state: 'started', currentPeriodStart: addCalendarDays(today, -2), currentPeriodEnd: addCalendarDays(today, 28) })
      .where(eq(subscriptions.id, latest.id));
    await db.execute(
      sql`update subscription_periods set paid = true where id = (select current_period_id from subscriptions where id = ${latest.id})`,
    );
    return;
  }
  const [plan] = await db
    .execute<{ id: number }>(sql`select id from plans where amount > 0 order by id limit 1`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  await db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    managedBy: 'internal',
    state: 'started',
    startedAt: new Date(),
    currentPeriodStart: addCalendarDays(today, -2),
    currentPeriodEnd: addCalendarDays(today, 28),
  });
}

/** Every subscription of the user canceled (a state that may not post). */
export async function cancelSubscription(db: Db, email: string): Promise<void> {
  const userId = await setBillingMethod(db, email, 3);
  await db.update(subscriptions).set({ state: 'canceled', canceledAt: new Date() }).where(eq(subscriptions.userId, userId));
}

export async function setFreeAccount(db: Db, email: string): Promise<void> {
  await setBillingMethod(db, email, 1);
}

/** The shipper's id (support/detail-loads.ts has the one query). */
export const shipperIdByEmail = shipperIdOf;

/** An address book entry inserted directly (with coordinates, so the route is known). */
export async function addEntry(
  db: Db,
  shipperId: number,
  place: { name: string; city: string; state: string; latitude: number | null; longitude: number | null },
): Promise<number> {
  const [row] = await db
    .insert(addressBook)
    .values({
      shipperId,
      name: place.name,
      address1: `1 ${place.city} Way`,
      city: place.city,
      state: place.state,
      zipcode: '00001',
      contactFirstName: 'Pat',
      contactLastName: place.city,
      contactPhone: '2145550100',
      latitude: place.latitude,
      longitude: place.longitude,
    })
    .returning({ id: addressBook.id });
  return row.id;
}

export const DALLAS = { name: 'Dallas Dock', city: 'Dallas', state: 'Texas', latitude: 32.7767, longitude: -96.797 };
export const CHICAGO = { name: 'Chicago Yard', city: 'Chicago', state: 'Illinois', latitude: 41.8781, longitude: -87.6298 };
