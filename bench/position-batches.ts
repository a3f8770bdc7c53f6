import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/database';
import { truckers, users } from '../server/db/schema';
import type { PositionInput } from '../src/contract/positions';
import { addPartners } from '../tests/server/support/partners';

/** What the position benches share: a truck with a load in transit, its batches of points and how they are posted. */

export type Truck = { loadId: number; token: string; sent: number };

/** A minute of a truck's points: one every 10 s. */
export const POINTS_PER_BATCH = 6;

const start = Date.now() - 3_600_000;

/** A truck's next minute of points: 10 s and 250 m apart, continuing where its last batch stopped. */
function batchOf(truck: Truck): PositionInput[] {
  return Array.from({ length: POINTS_PER_BATCH }, (_, i) => {
    const k = truck.sent + i;
    return {
      Latitude: 30 + k * 0.00225,
      Longitude: -97,
      Accuracy: 10,
      Speed: 25,
      Heading: 0,
      RecordedAt: new Date(start + k * 10_000).toISOString(),
    };
  });
}

/** Posts the truck's next batch as the app does; the milliseconds its answer took. Throws unless every point is taken. */
export async function postBatch(base: string, truck: Truck): Promise<number> {
  const body = batchOf(truck);
  const began = performance.now();
  const res = await fetch(`${base}/api/Tracking/${truck.loadId}/Positions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${truck.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      'X-Device-Time': new Date().toISOString(),
    },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - began;
  const answer = (await res.json()) as { Accepted?: number };
  if (res.status !== 202 || answer.Accepted !== POINTS_PER_BATCH) throw new Error(`batch answered ${res.status} ${JSON.stringify(answer)}`);
  truck.sent += POINTS_PER_BATCH;
  return ms;
}

/** Adds `count` generated carriers (`addPartners` with `seed`) and answers them: trucker id, user id and e-mail. */
export async function addCarriers(db: Db, count: number, seed: number): Promise<{ truckerId: number; userId: number; email: string }[]> {
  const before = new Set((await db.select({ id: truckers.id }).from(truckers)).map((r) => r.id));
  await addPartners(db, count, 0, seed);
  const rows = await db
    .select({ truckerId: truckers.id, userId: users.id, email: users.email })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId));
  return rows.filter((r) => !before.has(r.truckerId));
}
