import { and, eq, sql } from 'drizzle-orm';
import {
  type AcceptGeofenceInput,
  type AdjustDetentionInput,
  type DetentionAnswer,
  type DetentionTermsInput,
} from '../../src/contract/pay';
import { message } from '../../src/contract/messages';
import type { Db } from '../db/database';
import { shipments, stopDetention } from '../db/schema';
import { fieldError, messageError } from './errors';
import { computeDetention, stopKeysOf } from './detention';
import { recordActivity } from './load-activities';
import { requireLoadAccess } from './loads-party';
import type { AuthUser } from './tokens';

/**
 * What the parties do about detention (issue 40, decision 164): read it (every party of the load), accept the
 * geofence's times for a stop (the carrier), adjust a stop's billable minutes with a reason (BackOffice), set the
 * load's free time and rate (BackOffice, or the shipper until the load is delivered). Each change is an activity.
 */

const STOP_KEY_UNKNOWN = message('stop_key_unknown', 'This load has no such stop.');
const NO_GEOFENCE_OFFER = message(
  'no_geofence_offer',
  'The geofence’s times for this stop are already used or do not differ from the status taps.',
);
const TERMS_FIXED = message('detention_terms_fixed', 'The detention terms can no longer change: the load is delivered.');

export async function getDetention(db: Db, user: AuthUser, shipmentId: number): Promise<DetentionAnswer> {
  await requireLoadAccess(db, user, shipmentId);
  return computeDetention(db, shipmentId);
}

async function requireStopKey(db: Db, shipmentId: number, key: string) {
  if (!(await stopKeysOf(db, shipmentId)).has(key)) throw fieldError('StopKey', STOP_KEY_UNKNOWN);
}

export async function acceptGeofence(db: Db, user: AuthUser, shipmentId: number, input: AcceptGeofenceInput): Promise<DetentionAnswer> {
  await requireLoadAccess(db, user, shipmentId, ['carrier']);
  await requireStopKey(db, shipmentId, input.StopKey);
  const before = (await computeDetention(db, shipmentId)).Stops.find((s) => s.StopKey === input.StopKey);
  if (!before?.GeofenceOffer) throw messageError(409, NO_GEOFENCE_OFFER);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(stopDetention)
      .values({ shipmentId, stopKey: input.StopKey, geofenceAcceptedAt: now, geofenceAcceptedBy: user.id, updated: now })
      .onConflictDoUpdate({
        target: [stopDetention.shipmentId, stopDetention.stopKey],
        set: { geofenceAcceptedAt: now, geofenceAcceptedBy: user.id, updated: now },
      });
    await recordActivity(tx, {
      shipmentId,
      userId: user.id,
      action: 'Updated',
      fields: [
        { Field: `Detention ${input.StopKey} · Source`, Type: 'string', OldValue: before.Source, NewValue: 'Geofence' },
        {
          Field: `Detention ${input.StopKey} · ArrivedAt`,
          Type: 'date',
          OldValue: before.ArrivedAt,
          NewValue: before.GeofenceOffer!.ArrivedAt,
        },
        {
          Field: `Detention ${input.StopKey} · DepartedAt`,
          Type: 'date',
          OldValue: before.DepartedAt,
          NewValue: before.GeofenceOffer!.DepartedAt,
        },
      ],
    });
  });
  return computeDetention(db, shipmentId);
}

export async function adjustDetention(db: Db, user: AuthUser, shipmentId: number, input: AdjustDetentionInput): Promise<DetentionAnswer> {
  await requireLoadAccess(db, user, shipmentId, ['admin']);
  await requireStopKey(db, shipmentId, input.StopKey);
  const before = (await computeDetention(db, shipmentId)).Stops.find((s) => s.StopKey === input.StopKey)!;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(stopDetention)
      .values({
        shipmentId,
        stopKey: input.StopKey,
        adjustedMinutes: input.BillableMinutes,
        adjustedBy: user.id,
        adjustReason: input.Reason,
        updated: now,
      })
      .onConflictDoUpdate({
        target: [stopDetention.shipmentId, stopDetention.stopKey],
        set: { adjustedMinutes: input.BillableMinutes, adjustedBy: user.id, adjustReason: input.Reason, updated: now },
      });
    await recordActivity(tx, {
      shipmentId,
      userId: user.id,
      action: 'Updated',
      fields: [
        {
          Field: `Detention ${input.StopKey} · BillableMinutes`,
          Type: 'int',
          OldValue: String(before.BillableMinutes),
          NewValue: String(input.BillableMinutes),
        },
        { Field: `Detention ${input.StopKey} · Reason`, Type: 'string', OldValue: before.AdjustReason, NewValue: input.Reason },
      ],
    });
  });
  return computeDetention(db, shipmentId);
}

export async function setDetentionTerms(db: Db, user: AuthUser, shipmentId: number, input: DetentionTermsInput): Promise<DetentionAnswer> {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['admin', 'owner']);
  if (load.statusCode === 'DL') throw messageError(409, TERMS_FIXED);
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const fields = [];
    if (s.detentionFreeMinutes !== input.FreeMinutes)
      fields.push({
        Field: 'DetentionFreeMinutes',
        Type: 'int' as const,
        OldValue: String(s.detentionFreeMinutes),
        NewValue: String(input.FreeMinutes),
      });
    if (s.detentionRatePerHour !== input.RatePerHour)
      fields.push({
        Field: 'DetentionRatePerHour',
        Type: 'decimal' as const,
        OldValue: String(s.detentionRatePerHour),
        NewValue: String(input.RatePerHour),
      });
    if (fields.length === 0) return;
    await tx
      .update(shipments)
      .set({
        detentionFreeMinutes: input.FreeMinutes,
        detentionRatePerHour: input.RatePerHour as number,
        updated: new Date(),
        version: sql`${shipments.version} + 1`,
      })
      .where(and(eq(shipments.id, shipmentId)));
    await recordActivity(tx, { shipmentId, userId: user.id, action: 'Updated', fields });
  });
  return computeDetention(db, shipmentId);
}
