import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusHistory, trackingPoints } from '../../server/db/schema';
import type { TrackingResponse } from '../../src/contract/load-detail';
import type { PositionInput } from '../../src/contract/positions';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, usePartyTokens } from './support/detail-loads';
import { useHarness } from './support/harness';
import { seededRandom } from './support/seeded-random';

/**
 * Issue 36 §4–5: positions that cannot break or flood the server. Null items and times no clock shows are dropped
 * and counted (never a 500), a bad X-Device-Time is a 400, only stored points count as accepted, a load takes at
 * most 600 points a minute (429 + Retry-After), and the tracking answer of a long trip sends a thinned line.
 */

const targets = await databaseTargets();
const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();
/** `count` points from `start`, `stepMs` apart, about 55 m north each (well under any speed limit at 10 s). */
const line = (start: number, count: number, stepMs = 10_000): PositionInput[] =>
  Array.from({ length: count }, (_, i) => ({
    Latitude: 32.7 + i * 0.0005,
    Longitude: -96.8,
    Accuracy: 10,
    Speed: null,
    Heading: null,
    RecordedAt: at(start + i * stepMs),
  }));

describe.each(targets)('positions within bounds on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  const post = (id: number, body: unknown, headers: Record<string, string> = {}) =>
    send(h.app, 'POST', `/api/Tracking/${id}/Positions`, t.trucker, body, headers);
  const answer = async (res: Response) => [res.status, await res.json()];
  async function tripLoad(bookedAgoMs: number): Promise<number> {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'BK', created: new Date(Date.now() - bookedAgoMs) });
    return id;
  }
  const storedCount = async (id: number) =>
    (await h.db.select({ n: count() }).from(trackingPoints).where(eq(trackingPoints.shipmentId, id)))[0].n;

  it('drops and counts null items and times out of any range; a device clock no device shows is a 400', async () => {
    const id = await tripLoad(60 * MIN);
    const [good] = line(Date.now() - 30 * MIN, 1);
    expect(await answer(await post(id, [null]))).toEqual([202, { Accepted: 0, Dropped: 1 }]);
    expect(await answer(await post(id, [null, good]))).toEqual([202, { Accepted: 1, Dropped: 1 }]);
    for (const RecordedAt of ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '9999-12-31T00:00:00Z'])
      expect(await answer(await post(id, [{ ...good, RecordedAt }]))).toEqual([202, { Accepted: 0, Dropped: 1 }]);
    const [later] = line(Date.now() - 20 * MIN, 1);
    for (const clock of ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '9999-12-31T00:00:00Z', 'soon']) {
      const res = await post(id, [later], { 'X-Device-Time': clock });
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { ModelState: object }).ModelState)).toEqual(['X-Device-Time']);
      const status = await send(h.app, 'PUT', `/api/Shipments/${id}/Status`, t.trucker, { StatusCode: 'AR' }, { 'X-Device-Time': clock });
      expect(status.status).toBe(400);
    }
    expect(await storedCount(id)).toBe(1);
  });

  it('counts as accepted only the points it stored: a point sent twice is dropped the second time', async () => {
    const id = await tripLoad(60 * MIN);
    const [p] = line(Date.now() - 30 * MIN, 1);
    expect(await answer(await post(id, [p, p]))).toEqual([202, { Accepted: 1, Dropped: 1 }]);
    expect(await answer(await post(id, [p]))).toEqual([202, { Accepted: 0, Dropped: 1 }]);
    expect(await storedCount(id)).toBe(1);
  });

  it('takes at most 600 points a load and minute, then 429 with Retry-After; the key is not used up', async () => {
    const id = await tripLoad(180 * MIN);
    const points = line(Date.now() - 150 * MIN, 700);
    for (let batch = 0; batch < 6; batch++) {
      expect(await answer(await post(id, points.slice(batch * 100, batch * 100 + 100)))).toEqual([202, { Accepted: 100, Dropped: 0 }]);
    }
    const key = { 'Idempotency-Key': 'positions-over-the-limit' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await post(id, points.slice(600), key);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(((await refused.json()) as { Message: string }).Message).toMatch(/600 positions in the last minute/);
      expect(refused.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await storedCount(id)).toBe(600);
    // Another load is not held back by this one.
    const other = await tripLoad(60 * MIN);
    expect((await post(other, line(Date.now() - 30 * MIN, 100))).status).toBe(202);
  });

  it('sends a 10-hour trip (one point every 5 s) as a thinned line, and every point on request', { timeout: 60_000 }, async () => {
    const id = await tripLoad(11 * 60 * MIN);
    // A truck at ~25 m/s whose heading wanders slowly, with ±4 m of GPS jitter.
    const random = seededRandom(36);
    const start = Date.now() - 10.5 * 60 * MIN;
    let [lat, lng, heading] = [32.7767, -96.797, 0.3];
    const rows = Array.from({ length: 7_200 }, (_, i) => {
      heading += (random() - 0.5) * 0.05;
      lat += (Math.cos(heading) * 125) / 111_320;
      lng += (Math.sin(heading) * 125) / (111_320 * Math.cos((lat * Math.PI) / 180));
      const jitter = () => ((random() - 0.5) * 8) / 111_320;
      const eventDate = new Date(start + i * 5_000);
      return { shipmentId: id, latitude: lat + jitter(), longitude: lng + jitter(), eventDate, deviceAt: eventDate, recordedAt: eventDate };
    });
    for (let i = 0; i < rows.length; i += 1_000) await h.db.insert(trackingPoints).values(rows.slice(i, i + 1_000));

    const thinned = await send(h.app, 'GET', `/api/Tracking/${id}`, t.shipper);
    const thinnedBytes = (await thinned.clone().text()).length;
    const map = (await thinned.json()) as TrackingResponse;
    const full = await send(h.app, 'GET', `/api/Tracking/${id}?detail=full`, t.shipper);
    const fullBytes = (await full.clone().text()).length;
    const all = (await full.json()) as TrackingResponse;
    console.info(
      `tracking answer, 10-hour trip at one point every 5 s (${rows.length} points) on ${target.name}: ` +
        `${fullBytes.toLocaleString('en-US')} bytes with every point, ${thinnedBytes.toLocaleString('en-US')} bytes thinned ` +
        `(${map.Polyline.length} points)`,
    );
    expect(all.Polyline).toHaveLength(7_200);
    expect(map.Polyline.length).toBeLessThan(7_200 / 5);
    expect(thinnedBytes).toBeLessThan(fullBytes / 5);
    expect(map.Polyline[0]).toEqual(all.Polyline[0]);
    expect(map.Polyline.at(-1)).toEqual(all.Polyline.at(-1));
    expect((await send(h.app, 'GET', `/api/Tracking/${id}?detail=some`, t.shipper)).status).toBe(400);
  });
});
