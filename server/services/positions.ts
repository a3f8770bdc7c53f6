import { and, desc, eq, inArray, lte } from 'drizzle-orm';
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
import type { Db } from '../db/database';
import { shipments, shippers, statusHistory, trackingPoints } from '../db/schema';
import { MAX_QUEUED_MS } from './queued-changes';
import { messageError } from './errors';
import { announceLive, type LiveNotice } from './live-hub';
import { CARRIED_STATUSES, type StatusCode } from './load-status';
import { requireLoadAccess } from './loads-party';
import type { AuthUser } from './tokens';
import { message } from '../../src/contract/messages';

const NOT_ON_A_TRIP = message('load_not_on_trip', 'This load is not on a trip: positions are not recorded for it.');

/**
 * Positions from the trucker's device (issue 17, decision 100). Only the assigned trucker posts them. Each point is
 * checked on its own and a failing one is dropped and counted: values in range; its time (corrected by the device's
 * measured clock error, decision 047's two clocks) not in the future, not before the load was booked, not after it was
 * delivered, not older than the idempotency window; an implied speed from the previous point of at most 150 mph.
 * A point the load already has (same device time) is stored once. Stored points are announced on the live stream.
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
export function clockErrorMs(deviceTime: string | undefined, receivedAt: Date): number {
  const sent = deviceTime ? new Date(deviceTime) : null;
  return sent && !Number.isNaN(sent.getTime()) ? receivedAt.getTime() - sent.getTime() : 0;
}

async function tripWindow(db: Db, shipmentId: number): Promise<{ from: Date | null; to: Date | null }> {
  const moves = await db
    .select({ code: statusHistory.statusCode, created: statusHistory.created })
    .from(statusHistory)
    .where(and(eq(statusHistory.shipmentId, shipmentId), inArray(statusHistory.statusCode, ['BK', 'DL'])))
    .orderBy(desc(statusHistory.created));
  return {
    from: moves.find((m) => m.code === 'BK')?.created ?? null,
    to: moves.find((m) => m.code === 'DL')?.created ?? null,
  };
}

/** Parses, corrects and checks a batch's points in time order, against the load's last stored point before them. */
function checkPoints(
  raw: readonly unknown[],
  window: { from: Date | null; to: Date | null },
  errorMs: number,
  receivedAt: Date,
  previous: { latitude: number; longitude: number; eventDate: Date } | null,
): Checked[] {
  const parsed: Checked[] = [];
  for (const item of raw) {
    const result = v.safeParse(positionSchema, item);
    if (!result.success) continue;
    const p = result.output;
    const deviceAt = new Date(p.RecordedAt);
    const eventDate = new Date(deviceAt.getTime() + errorMs);
    if (eventDate.getTime() > receivedAt.getTime() + FUTURE_SLACK_MS) continue;
    if (eventDate.getTime() < receivedAt.getTime() - MAX_QUEUED_MS) continue;
    if (window.from && eventDate < window.from) continue;
    if (window.to && eventDate > window.to) continue;
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
  parsed.sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
  const kept: Checked[] = [];
  let last = previous;
  for (const p of parsed) {
    if (last) {
      const metres = metresBetween(
        { Latitude: last.latitude, Longitude: last.longitude },
        { Latitude: p.latitude, Longitude: p.longitude },
      );
      const ms = p.eventDate.getTime() - last.eventDate.getTime();
      if (ms < 0 || metres > MAX_METRES_PER_MS * ms) continue;
    }
    kept.push(p);
    last = p;
  }
  return kept;
}

export async function recordPositions(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  raw: readonly unknown[],
  deviceTime: string | undefined,
  receivedAt: Date = new Date(),
): Promise<PositionsAnswer> {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['carrier']);
  if (!CARRIED_STATUSES.includes(load.statusCode as StatusCode)) throw messageError(409, NOT_ON_A_TRIP);
  const errorMs = clockErrorMs(deviceTime, receivedAt);
  return db.transaction(async (tx) => {
    // One batch of a load at a time, so each point is checked against the one stored before it.
    const [locked] = await tx.select({ shipperId: shipments.shipperId }).from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const window = await tripWindow(tx, shipmentId);
    const times = raw.map((p) => Date.parse(String((p as { RecordedAt?: unknown }).RecordedAt))).filter(Number.isFinite);
    const earliest = times.length ? new Date(Math.min(...times) + errorMs) : receivedAt;
    const [previous] = await tx
      .select({
        latitude: trackingPoints.latitude,
        longitude: trackingPoints.longitude,
        eventDate: trackingPoints.eventDate,
      })
      .from(trackingPoints)
      .where(and(eq(trackingPoints.shipmentId, shipmentId), lte(trackingPoints.eventDate, earliest)))
      .orderBy(desc(trackingPoints.eventDate), desc(trackingPoints.id))
      .limit(1);
    const kept = checkPoints(raw, window, errorMs, receivedAt, previous ?? null);
    if (kept.length > 0) {
      await tx
        .insert(trackingPoints)
        .values(kept.map((p) => ({ shipmentId, ...p, recordedAt: receivedAt })))
        .onConflictDoNothing();
      await announcePositions(tx, shipmentId, locked.shipperId, kept);
    }
    return { Accepted: kept.length, Dropped: raw.length - kept.length };
  });
}

async function announcePositions(tx: Db, shipmentId: number, shipperId: number, kept: Checked[]): Promise<void> {
  const [owner] = await tx.select({ userId: shippers.userId }).from(shippers).where(eq(shippers.id, shipperId));
  const newest = kept[kept.length - 1];
  const data: PositionsEvent = {
    ShipmentId: shipmentId,
    Latitude: newest.latitude,
    Longitude: newest.longitude,
    EventDate: newest.eventDate.toISOString(),
    Accepted: kept.length,
  };
  const notice: LiveNotice = {
    u: owner ? [owner.userId] : [],
    admins: true,
    e: EVENT_POSITIONS,
    d: data,
  };
  await announceLive(tx, notice);
}
