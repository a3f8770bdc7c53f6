import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shipments, statusHistory, trackingPoints } from '../../server/db/schema';
import type { Activity, TrackingResponse } from '../../src/contract/load-detail';
import { EVENT_TRACKING, type PositionInput } from '../../src/contract/positions';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, usePartyTokens } from './support/detail-loads';
import { useHarness } from './support/harness';
import { readEvents } from './support/sse';

/** Positions from the trucker's device and trip times from status moves (issue 17, decisions 100 and 101). */

const targets = await databaseTargets();
const MIN = 60_000;

/** Points along Dallas → north, one per minute, 1 km apart (about 37 mph). */
function route(start: number, count: number, from = { lat: 32.7767, lng: -96.797 }): PositionInput[] {
  return Array.from({ length: count }, (_, i) => ({
    Latitude: from.lat + i * 0.009,
    Longitude: from.lng,
    Accuracy: 12,
    Speed: 16.5,
    Heading: 0,
    RecordedAt: new Date(start + i * MIN).toISOString(),
  }));
}

describe.each(targets)('trip positions on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  const post = (id: number, token: string, body: unknown, headers: Record<string, string> = {}) =>
    send(h.app, 'POST', `/api/Tracking/${id}/Positions`, token, body, headers);
  const stored = (id: number) =>
    h.db
      .select()
      .from(trackingPoints)
      .where(eq(trackingPoints.shipmentId, id))
      .orderBy(asc(trackingPoints.eventDate), asc(trackingPoints.id));
  /** A load in transit, booked `bookedAgoMs` ago. */
  async function tripLoad(bookedAgoMs = 60 * MIN, statusCode = 'IT'): Promise<number> {
    const id = await insertLoad(h.db, { statusCode });
    await h.db.insert(statusHistory).values({
      shipmentId: id,
      statusCode: 'BK',
      created: new Date(Date.now() - bookedAgoMs),
    });
    return id;
  }

  it('only the assigned trucker posts positions, and only while the load is carried', async () => {
    const id = await tripLoad();
    const body = route(Date.now() - 5 * MIN, 2);
    for (const token of [t.shipper, t.admin, t.otherTrucker]) expect((await post(id, token, body)).status).toBe(403);
    expect(
      (
        await h.app.request(`/api/Tracking/${id}/Positions`, {
          method: 'POST',
          body: '[]',
        })
      ).status,
    ).toBe(401);
    expect((await post(99_999_999, t.trucker, body)).status).toBe(404);
    const open = await insertLoad(h.db, { statusCode: 'OP' });
    const refused = await post(open, t.trucker, body);
    expect(refused.status).toBe(409);
    expect(await stored(id)).toHaveLength(0);
    const ok = await post(id, t.trucker, body);
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ Accepted: 2, Dropped: 0 });
  });

  it('a body that is not a list of 1–100 positions is a 400 ModelState, nothing stored', async () => {
    const id = await tripLoad();
    for (const body of [{ Latitude: 1 }, [], route(Date.now() - 200 * MIN, 101)]) {
      const res = await post(id, t.trucker, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { ModelState: Record<string, string[]> }).ModelState.Positions).toHaveLength(1);
    }
    expect(await stored(id)).toHaveLength(0);
  });

  it('drops and counts each failing point: range, future, before booking, after delivery, too fast', async () => {
    const id = await tripLoad(30 * MIN);
    const now = Date.now();
    const good = route(now - 10 * MIN, 3);
    const bad: unknown[] = [
      {
        ...good[0],
        Latitude: 91,
        RecordedAt: new Date(now - 9.5 * MIN).toISOString(),
      },
      {
        ...good[0],
        Longitude: -181,
        RecordedAt: new Date(now - 9.4 * MIN).toISOString(),
      },
      { ...good[0], RecordedAt: 'yesterday' },
      'not a point',
      { ...good[0], RecordedAt: new Date(now + 10 * MIN).toISOString() }, // in the future (no clock error measured)
      { ...good[0], RecordedAt: new Date(now - 40 * MIN).toISOString() }, // before the booking
      // 1 minute after the last good point but 100 km north: 3,700 mph
      {
        ...good[2],
        Latitude: good[2].Latitude + 0.9,
        RecordedAt: new Date(now - 7 * MIN).toISOString(),
      },
    ];
    const res = await post(id, t.trucker, [...bad, ...good]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ Accepted: 3, Dropped: 7 });
    expect((await stored(id)).map((p) => p.latitude)).toEqual(good.map((p) => p.Latitude));

    // after delivery: the DL move closes the trip
    await h.db.update(shipments).set({ statusCode: 'DL' }).where(eq(shipments.id, id));
    await h.db.insert(statusHistory).values({
      shipmentId: id,
      statusCode: 'DL',
      created: new Date(now - 5 * MIN),
    });
    const late = await post(
      id,
      t.trucker,
      route(now - 4 * MIN, 2, {
        lat: good[2].Latitude + 0.009,
        lng: good[2].Longitude,
      }),
    );
    expect(await late.json()).toEqual({ Accepted: 0, Dropped: 2 });
  });

  it('a repeated batch is stored once (same key: the stored answer; a new key: no second copy)', async () => {
    const id = await tripLoad();
    const batch = route(Date.now() - 20 * MIN, 6);
    const headers = { 'Idempotency-Key': `positions-${id}` };
    const first = await post(id, t.trucker, batch, headers);
    const again = await post(id, t.trucker, batch, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const resent = await post(id, t.trucker, batch, {
      'Idempotency-Key': `positions-${id}-resent`,
    });
    expect(resent.status).toBe(202);
    expect(await stored(id)).toHaveLength(6);
  });

  it("removes the device's clock error (X-Device-Time), as for status times", async () => {
    const id = await tripLoad(5 * 60 * MIN);
    // The device's clock runs 2 hours behind: its "now" is 2 h ago.
    const skew = 2 * 60 * MIN;
    const deviceNow = Date.now() - skew;
    const batch = route(deviceNow - 10 * MIN, 2);
    const res = await post(id, t.trucker, batch, {
      'X-Device-Time': new Date(deviceNow).toISOString(),
    });
    expect(await res.json()).toEqual({ Accepted: 2, Dropped: 0 });
    const [first] = await stored(id);
    expect(Math.abs(first.eventDate.getTime() - (Date.parse(batch[0].RecordedAt) + skew))).toBeLessThan(5_000);
    expect(first.deviceAt?.toISOString()).toBe(batch[0].RecordedAt);
    expect(first.recordedAt.getTime()).toBeGreaterThan(first.eventDate.getTime());
  });

  it('orders points by time: the tracking answer draws them oldest first, and the speed check follows that order', async () => {
    const id = await tripLoad();
    const points = route(Date.now() - 30 * MIN, 5);
    const [a, b] = [points.slice(3), points.slice(0, 3).reverse()];
    expect(await (await post(id, t.trucker, a)).json()).toEqual({
      Accepted: 2,
      Dropped: 0,
    });
    // an older batch arriving later (a device that kept two queues would do this) still fits before them
    expect(await (await post(id, t.trucker, b)).json()).toEqual({
      Accepted: 3,
      Dropped: 0,
    });
    // every point (a straight line like this one is thinned to its ends for the map)
    const tracking = (await (await send(h.app, 'GET', `/api/Tracking/${id}?detail=full`, t.shipper)).json()) as TrackingResponse;
    expect(tracking.Polyline.map((p) => p.Latitude)).toEqual(points.map((p) => p.Latitude));
    expect(tracking.Tracking.map((p) => p.EventDate)).toEqual(points.map((p) => p.RecordedAt));
  });

  it("a status move tells BackOffice's open tabs to read the load's tracking again (trip times changed)", async () => {
    const id = await insertLoad(h.db, { statusCode: 'AT' });
    const adminTab = readEvents(await send(h.app, 'GET', '/api/Events', t.admin));
    await adminTab.next((e) => e.comment === 'ready');
    expect((await send(h.app, 'PUT', `/api/Shipments/${id}/Status`, t.trucker, { StatusCode: 'IT' })).status).toBe(200);
    expect(JSON.parse((await adminTab.next((e) => e.event === EVENT_TRACKING)).data!)).toEqual({ ShipmentId: id });
  });

  it('status moves fill Departure (IT), Arrival (AR) and the stops, at the corrected time of the move', async () => {
    const id = await insertLoad(h.db, {
      statusCode: 'BK',
      stops: [
        {
          type: 'Drop',
          name: 'Okla Foods',
          city: 'Oklahoma City',
          state: 'Oklahoma',
          latitude: 35.4676,
          longitude: -97.5164,
        },
      ],
    });
    const skew = 30 * MIN; // device clock 30 min ahead
    const move = async (StatusCode: string, happenedAgo: number) => {
      const sent = Date.now() + skew;
      const res = await send(
        h.app,
        'PUT',
        `/api/Shipments/${id}/Status`,
        t.trucker,
        { StatusCode, Created: new Date(sent - happenedAgo).toISOString() },
        { 'X-Device-Time': new Date(sent).toISOString() },
      );
      expect(res.status).toBe(200);
    };
    await move('OFP', 50 * MIN);
    await move('AT', 40 * MIN);
    await move('IT', 30 * MIN);
    // the truck passes 300 m from the stop 20 minutes ago
    const passed = Date.now() - 20 * MIN;
    await post(id, t.trucker, [
      {
        Latitude: 35.47,
        Longitude: -97.5164,
        Accuracy: 10,
        Speed: 20,
        Heading: 0,
        RecordedAt: new Date(passed).toISOString(),
      },
    ]);
    await move('AR', 10 * MIN);
    const tracking = (await (await send(h.app, 'GET', `/api/Tracking/${id}`, t.shipper)).json()) as TrackingResponse;
    const near = (iso: string | null, at: number) => expect(Math.abs(Date.parse(iso ?? '') - at)).toBeLessThan(5_000);
    near(tracking.Shipment.ShippingDepartureDate, Date.now() - 30 * MIN);
    near(tracking.Shipment.ReceivingArrivalDate, Date.now() - 10 * MIN);
    expect(tracking.Stops[0]).toMatchObject({
      Delivered: true,
      EventName: 'Delivered',
    });
    near(tracking.Stops[0].EventDate, passed);
    const activities = (await (await send(h.app, 'GET', `/api/Shipments/Activities/${id}`, t.shipper)).json()) as Activity[];
    expect(activities[0].Fields.map((f) => f.Field)).toEqual(['Status', 'ReceivingArrivalDate', 'Stop 1 · EventDate']);
    expect(activities[1].Fields.map((f) => f.Field)).toEqual(['Status', 'ShippingDepartureDate']);
  });
});
