import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, shipments, statusHistory, tripPlaces } from '../../server/db/schema';
import type { TrackingResponse } from '../../src/contract/load-detail';
import type { PositionInput } from '../../src/contract/positions';
import { send, userIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { tokenFor } from './support/partners';

/** The live ETA and "running late" (issue 41 item 4, decision 169). */

const targets = await databaseTargets();
const MIN = 60_000;
/** Degrees of latitude a truck at 50 mph covers in a minute (1,341 m). */
const FIFTY_MPH_PER_MINUTE = 0.01206;

/** One point a minute northwards from Dallas at 50 mph, the first `startAgo` before now. */
const moving = (startAgo: number, count: number, now = Date.now()): PositionInput[] =>
  Array.from({ length: count }, (_, i) => ({
    Latitude: 32.7767 + i * FIFTY_MPH_PER_MINUTE,
    Longitude: -96.797,
    Accuracy: 10,
    Speed: 22,
    Heading: 0,
    RecordedAt: new Date(now - startAgo + i * MIN).toISOString(),
  }));

describe.each(targets)('live ETA on $name', (target) => {
  const h = useHarness(target);
  const t = {} as Record<'admin' | 'shipper' | 'trucker', string>;
  const ids = {} as Record<'shipper' | 'admin', number>;

  beforeAll(async () => {
    t.admin = await tokenFor(h, ADMIN);
    t.shipper = await tokenFor(h, SHIPPER);
    t.trucker = await tokenFor(h, TRUCKER);
    ids.shipper = await userIdByEmail(h.db, SHIPPER);
    ids.admin = await userIdByEmail(h.db, ADMIN);
  });

  const post = (id: number, points: PositionInput[]) => send(h.app, 'POST', `/api/Tracking/${id}/Positions`, t.trucker, points);
  const tracking = async (id: number, token = t.shipper) =>
    (await (await send(h.app, 'GET', `/api/Tracking/${id}`, token)).json()) as TrackingResponse;
  const lateFor = (id: number, userId: number) =>
    h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.shipmentId, id), eq(notifications.userId, userId), eq(notifications.kind, 'RunningLate')));

  async function lateLoad(windowEnd: Date): Promise<number> {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    await h.db
      .update(shipments)
      .set({ delAppointmentDate: new Date(windowEnd.getTime() - 60 * MIN), delAppointmentToDate: windowEnd })
      .where(eq(shipments.id, id));
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'BK', created: new Date(Date.now() - 3 * 60 * MIN) });
    return id;
  }

  it('recomputes the ETA with each batch; the shipper, staff and trucker read it', async () => {
    const id = await lateLoad(new Date(Date.now() + 48 * 60 * MIN));
    expect((await tracking(id)).Eta).toBeNull();
    const now = Date.now();
    expect((await post(id, moving(20 * MIN, 11, now))).status).toBe(202);
    const first = (await tracking(id)).Eta!;
    expect(first).toMatchObject({ NextPlace: 'Delivery', NextStop: null, DeliveryLate: false });
    expect(first.Mph).toBeCloseTo(50, 0);
    expect(first.NextAt).toBe(first.DeliveryAt);
    // about 800 miles of road from just north of Dallas to Chicago at 50 mph: some 16 hours after the last point
    const hours = (Date.parse(first.DeliveryAt) - (now - 10 * MIN)) / 3_600_000;
    expect(hours).toBeGreaterThan(14);
    expect(hours).toBeLessThan(18);
    expect((await tracking(id, t.admin)).Eta?.DeliveryAt).toBe(first.DeliveryAt);
    expect((await tracking(id, t.trucker)).Eta?.DeliveryAt).toBe(first.DeliveryAt);
    // ten more minutes northwards: the ETA moves with the truck
    expect(
      (
        await post(
          id,
          moving(9 * MIN, 10, now).map((p) => ({ ...p, Latitude: p.Latitude + 11 * FIFTY_MPH_PER_MINUTE })),
        )
      ).status,
    ).toBe(202);
    const second = (await tracking(id)).Eta!;
    expect(Math.abs(Date.parse(second.DeliveryAt) - Date.parse(first.DeliveryAt))).toBeLessThan(5 * MIN);
    expect(second.ComputedAt > first.ComputedAt).toBe(true);
  });

  it('a late load notifies the shipper and staff once, and again only after 30 more minutes of slip', async () => {
    const id = await lateLoad(new Date(Date.now() + 60 * MIN));
    expect((await post(id, moving(60 * MIN, 11))).status).toBe(202);
    const eta = (await tracking(id)).Eta!;
    expect(eta.DeliveryLate).toBe(true);
    const [once] = await lateFor(id, ids.shipper);
    expect(once.data).toMatchObject({ Place: 'Delivery', Eta: eta.DeliveryAt, Code: expect.stringMatching(/^HB-/) });
    expect(await lateFor(id, ids.admin)).toHaveLength(1);

    // standing still 5 minutes: the ETA slips 5 minutes, no new notification
    const last = moving(60 * MIN, 11).at(-1)!;
    const still = (ago: number) => [{ ...last, RecordedAt: new Date(Date.now() - ago).toISOString() }];
    expect((await post(id, still(45 * MIN))).status).toBe(202);
    expect(await lateFor(id, ids.shipper)).toHaveLength(1);
    // standing still 40 minutes: 30 more minutes of slip than the ETA notified, told again with the new ETA
    expect((await post(id, still(10 * MIN))).status).toBe(202);
    const slipped = (await tracking(id)).Eta!;
    expect(Date.parse(slipped.DeliveryAt) - Date.parse(eta.DeliveryAt)).toBeGreaterThanOrEqual(30 * MIN);
    const again = await lateFor(id, ids.shipper);
    expect(again).toHaveLength(2);
    expect(again.map((n) => n.data.Eta).sort()).toEqual([eta.DeliveryAt, slipped.DeliveryAt].sort());
    expect(await lateFor(id, ids.admin)).toHaveLength(2);
    const [place] = await h.db.select().from(tripPlaces).where(eq(tripPlaces.shipmentId, id));
    expect(place.notifiedEta?.toISOString()).toBe(slipped.DeliveryAt);
  });

  it('records on time or late when the delivery is reached', async () => {
    const late = await lateLoad(new Date(Date.now() - 30 * MIN));
    const early = await lateLoad(new Date(Date.now() + 30 * MIN));
    for (const id of [late, early])
      expect((await send(h.app, 'PUT', `/api/Shipments/${id}/Status`, t.trucker, { StatusCode: 'AR' })).status).toBe(200);
    const verdict = async (id: number) =>
      (await h.db.select().from(tripPlaces).where(eq(tripPlaces.shipmentId, id))).find((p) => p.place === 'delivery')?.onTime;
    expect(await verdict(late)).toBe(false);
    expect(await verdict(early)).toBe(true);
    expect((await tracking(late)).Eta).toBeNull();
  });
});
