import { eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  EVENT_POSITIONS,
  MAX_IMPLIED_MPH,
  METRES_PER_MILE,
  metresBetween,
  positionSchema,
  type PositionsAnswer,
  type PositionsEvent,
} from '../../src/contract/positions';
import { withinTransaction, type Db } from '../db/database';
import { shipments, shippers, trackingPoints } from '../db/schema';
import { MAX_QUEUED_MS } from './queued-changes';
import { ApiError, messageBody, messageError } from './errors';
import { announceLive, type LiveNotice } from './live-hub';
import { recomputeEta } from './eta';
import { CARRIED_STATUSES, type StatusCode } from './load-status';
import { requireLoadAccess } from './loads-party';
import type { AuthUser } from './tokens';
import { message } from '../../src/contract/messages';

const NOT_ON_A_TRIP = message('load_not_on_trip', 'This load is not on a trip: positions are not recorded for it.');

/**
 * Points a load stores per minute of arrival (issue 36, decision 147). The app records at most one point every 10 s
 * (POINT_FILTER), 6 a minute; this leaves 100 times that for a backlog sent after hours without signal (10 hours of
 * points arrive in 6 minutes) and stops a flood at 600 points a minute.
 */
export const POSITIONS_PER_MINUTE = 600;
const TOO_MANY_POSITIONS = message(
  'positions_too_many',
  `This load has received ${POSITIONS_PER_MINUTE} positions in the last minute. The rest are sent again later.`,
);

/**
 * Positions from the trucker's device (issue 17, decision 100). Only the assigned trucker posts them. Each point is
 * checked on its own and a failing one is dropped and counted: values in range; its time (corrected by the device's
 * measured clock error, decision 047's two clocks) not in the future, not before the load was booked, not after it was
 * delivered, not older than the idempotency window; an implied speed from the previous point of at most 150 mph.
 * A point the load already has (same device time) is stored once and counted as dropped. Stored points are announced
 * on the live stream. At most POSITIONS_PER_MINUTE points a load and minute: beyond that 429 with Retry-After.
 */

/** A corrected time may run this far past the receipt (the network's share of the measured error). */
export const FUTURE_SLACK_MS = 5_000;

type Checked = {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  deviceAt: Date;
  eventDate: Date;
};

const MAX_METRES_PER_MS = (MAX_IMPLIED_MPH * METRES_PER_MILE) / 3_600_000;

/** The device's clock error in ms (server minus device), 0 when the device did not send its clock. */
export const clockErrorMs = (deviceClock: Date | null, receivedAt: Date): number =>
  deviceClock ? receivedAt.getTime() - deviceClock.getTime() : 0;

/** The items that are points, with their corrected times, in time order; anything else (null, a time out of range) is dropped. */
function parsePoints(raw: readonly unknown[], errorMs: number): Checked[] {
  const parsed: Checked[] = [];
  for (const item of raw) {
    const result = v.safeParse(positionSchema, item);
    if (!result.success) continue;
    const p = result.output;
    const deviceAt = new Date(p.RecordedAt);
    const eventDate = new Date(deviceAt.getTime() + errorMs);
    if (!Number.isFinite(eventDate.getTime())) continue;
    parsed.push({
      latitude: p.Latitude,
      longitude: p.Longitude,
      accuracy: p.Accuracy,
      speed: p.Speed,
      heading: p.Heading,
      deviceAt,
      eventDate,
    });
  }
  return parsed.sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
}

/** The points within the trip and plausible after the load's last stored point before them. */
function checkPoints(
  parsed: readonly Checked[],
  window: { from: Date | null; to: Date | null },
  receivedAt: Date,
  previous: { latitude: number; longitude: number; eventDate: Date } | null,
): Checked[] {
  const kept: Checked[] = [];
  let last = previous;
  for (const p of parsed) {
    if (p.eventDate.getTime() > receivedAt.getTime() + FUTURE_SLACK_MS) continue;
    if (p.eventDate.getTime() < receivedAt.getTime() - MAX_QUEUED_MS) continue;
    if (window.from && p.eventDate < window.from) continue;
    if (window.to && p.eventDate > window.to) continue;
    if (last) {
      const metres = metresBetween(
        { Latitude: last.latitude, Longitude: last.longitude },
        { Latitude: p.latitude, Longitude: p.longitude },
      );
      const ms = p.eventDate.getTime() - last.eventDate.getTime();
      if (ms <= 0 || metres > MAX_METRES_PER_MS * ms) continue; // ms 0: a point sent twice
    }
    kept.push(p);
    last = p;
  }
  return kept;
}

/** What a batch is checked against, read in one statement under the load's lock (decision 185). */
type LoadFacts = {
  /** The trip's window: the newest booking and delivery moves. */
  window: { from: Date | null; to: Date | null };
  /** The load's last stored point at or before the batch's earliest one. */
  previous: { latitude: number; longitude: number; eventDate: Date } | null;
  /** Device times (ms) among the batch's that the load already has. */
  storedDeviceAt: Set<number>;
  /** When the load's points received in the last minute arrived (ms), newest first, at most POSITIONS_PER_MINUTE. */
  recentReceipts: number[];
};

const ms = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const epochMs = (expr: SQL) => sql`round(extract(epoch from ${expr}) * 1000)::float8`;

/**
 * The trip window, the previous point, the duplicates and the minute's receipts in one round trip (they were four).
 * Read as JSON text so that both drivers (PGlite, node-postgres) hand back the same values. A point received in the
 * last minute was stored only if its time was at most MAX_QUEUED_MS before its receipt, so the minute's count visits
 * only the partitions of that week.
 */
async function loadFacts(tx: Db, shipmentId: number, parsed: readonly Checked[], receivedAt: Date): Promise<LoadFacts> {
  const earliest = parsed[0]?.eventDate ?? receivedAt;
  const since = new Date(receivedAt.getTime() - 60_000);
  const devices = `{${parsed.map((p) => `"${p.deviceAt.toISOString()}"`).join(',')}}`;
  const result = await tx.execute(sql`select json_build_object(
      'from', (select ${epochMs(sql`max(created)`)} from status_history where shipment_id = ${shipmentId} and status_code = 'BK'),
      'to', (select ${epochMs(sql`max(created)`)} from status_history where shipment_id = ${shipmentId} and status_code = 'DL'),
      'previous', (select json_build_object('latitude', latitude, 'longitude', longitude, 'at', ${epochMs(sql`event_date`)})
        from tracking_points where shipment_id = ${shipmentId} and event_date <= ${earliest.toISOString()}::timestamptz
        order by event_date desc, id desc limit 1),
      'stored', (select json_agg(${epochMs(sql`device_at`)}) from tracking_points
        where shipment_id = ${shipmentId} and device_at = any(${devices}::timestamptz[])),
      'recent', (select json_agg(at) from (select ${epochMs(sql`recorded_at`)} as at from tracking_points
        where shipment_id = ${shipmentId} and recorded_at > ${since.toISOString()}::timestamptz
          and event_date >= ${new Date(since.getTime() - MAX_QUEUED_MS).toISOString()}::timestamptz
        order by recorded_at desc limit ${POSITIONS_PER_MINUTE}) r)
    )::text as facts`);
  const [row] = (result as unknown as { rows: { facts: string }[] }).rows;
  const facts = JSON.parse(row!.facts) as {
    from: number | null;
    to: number | null;
    previous: { latitude: number; longitude: number; at: number } | null;
    stored: number[] | null;
    recent: number[] | null;
  };
  const from = ms(facts.from);
  const to = ms(facts.to);
  return {
    window: { from: from === null ? null : new Date(from), to: to === null ? null : new Date(to) },
    previous: facts.previous
      ? { latitude: facts.previous.latitude, longitude: facts.previous.longitude, eventDate: new Date(facts.previous.at) }
      : null,
    storedDeviceAt: new Set((facts.stored ?? []).map(Number)),
    recentReceipts: (facts.recent ?? []).map(Number),
  };
}

/**
 * 429 when storing these would take the load past POSITIONS_PER_MINUTE points received in the last minute; Retry-After
 * is when enough of them have left that minute.
 */
function assertWithinRate(recent: readonly number[], adding: number, receivedAt: Date): void {
  if (adding === 0) return;
  const over = recent.length + adding - POSITIONS_PER_MINUTE;
  if (over <= 0) return;
  // The oldest `over` of them must leave the minute: the one at index POSITIONS_PER_MINUTE - adding (newest first).
  const freeing = recent[Math.max(0, recent.length - over)]!;
  const seconds = Math.max(1, Math.ceil((freeing + 60_000 - receivedAt.getTime()) / 1000));
  throw new ApiError(429, messageBody(TOO_MANY_POSITIONS), { 'Retry-After': String(seconds) });
}

/**
 * A point the load already has (the same device time: a batch sent again) is not stored and not counted. Looked up
 * under the load's lock: on PostgreSQL the unique index also holds the month partition's key (event_date, which moves
 * with the device's measured clock error), so it alone would not refuse a copy sent with another X-Device-Time.
 */
const withoutStored = (points: Checked[], stored: ReadonlySet<number>): Checked[] =>
  points.filter((p) => !stored.has(p.deviceAt.getTime()));

export async function recordPositions(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  raw: readonly unknown[],
  deviceClock: Date | null,
  receivedAt: Date = new Date(),
): Promise<PositionsAnswer> {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['carrier']);
  if (!CARRIED_STATUSES.includes(load.statusCode as StatusCode)) throw messageError(409, NOT_ON_A_TRIP);
  const parsed = parsePoints(raw, clockErrorMs(deviceClock, receivedAt));
  return withinTransaction(db, async (tx) => {
    // One batch of a load at a time, so each point is checked against the one stored before it. The lock is a
    // statement of its own: the checks below must see what the batch before it committed.
    const [locked] = await tx
      .select({ ownerUserId: shippers.userId })
      .from(shipments)
      .leftJoin(shippers, eq(shippers.id, shipments.shipperId))
      .where(eq(shipments.id, shipmentId))
      .for('update', { of: shipments });
    const facts = await loadFacts(tx, shipmentId, parsed, receivedAt);
    const kept = withoutStored(checkPoints(parsed, facts.window, receivedAt, facts.previous), facts.storedDeviceAt);
    assertWithinRate(facts.recentReceipts, kept.length, receivedAt);
    const stored =
      kept.length === 0
        ? []
        : await tx
            .insert(trackingPoints)
            .values(kept.map((p) => ({ shipmentId, ...p, recordedAt: receivedAt })))
            .onConflictDoNothing()
            .returning({ deviceAt: trackingPoints.deviceAt });
    const storedAt = new Set(stored.map((p) => p.deviceAt?.getTime()));
    const fresh = kept.filter((p) => storedAt.has(p.deviceAt.getTime()));
    if (fresh.length > 0) {
      // The load's newest point is at least as new as the newest one stored now.
      await recomputeEta(tx, shipmentId, receivedAt, fresh[fresh.length - 1]!.eventDate);
      await announcePositions(tx, shipmentId, locked?.ownerUserId ?? null, fresh);
    }
    return { Accepted: fresh.length, Dropped: raw.length - fresh.length };
  });
}

async function announcePositions(tx: Db, shipmentId: number, ownerUserId: number | null, kept: Checked[]): Promise<void> {
  const newest = kept[kept.length - 1];
  const data: PositionsEvent = {
    ShipmentId: shipmentId,
    Latitude: newest.latitude,
    Longitude: newest.longitude,
    EventDate: newest.eventDate.toISOString(),
    Accepted: kept.length,
  };
  const notice: LiveNotice = {
    u: ownerUserId !== null ? [ownerUserId] : [],
    admins: true,
    e: EVENT_POSITIONS,
    d: data,
  };
  await announceLive(tx, notice);
}
