import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { message, toRef } from '../../src/contract/messages';
import {
  type DetentionAnswer,
  type DetentionLine,
  type PayStatement,
  type PayStatus,
  type QuickPayDecisionInput,
  type QuickPayRequest,
  QUICK_PAY_DAYS,
  STANDARD_PAY_DAYS,
} from '../../src/contract/pay';
import { roundMoney } from '../../src/shared/detention';
import type { Db } from '../db/database';
import { quickPayRequests, type Shipment, shipmentAccessorials, shipments, shippers, truckers, users } from '../db/schema';
import { computeDetention } from './detention';
import { latestProofOfDelivery } from './paperwork/proof-of-delivery';
import { fieldError, messageError } from './errors';
import { FEE_RULES, fixFees } from './load-fees';
import { recordActivity } from './load-activities';
import { requireLoadAccess } from './loads-party';
import { notify } from './notifications';
import type { AuthUser } from './tokens';

/**
 * Each party's own money (issue 40, decision 165): the invoice's detention lines, the carrier's pay statement and
 * quick pay. The carrier's gross is the load's TotalPrice plus detention; the platform fee and the quick-pay fee are
 * FEE_RULES' percentages of it (the same rules that fix a booked load's fees). Quick pay is asked for by the carrier
 * once the proof of delivery is in, within the spec's settings: the carrier's signed quick-pay agreement, and the
 * shipper's quick pay not suspended, its Quick Pay Max Shipment Value, Quick Pay Allowed Shipments (loads with quick
 * pay asked or approved and not yet paid) and Capital Allowance (their gross together).
 */

const PLATFORM_FEE = FEE_RULES.find((r) => r.when === 'always')!.percentage;
const QUICK_PAY_FEE = FEE_RULES.find((r) => r.when === 'quickPay')!.percentage;
const DAY = 86_400_000;

export const QUICK_PAY_NOT_APPROVED = message('quick_pay_not_approved', 'Your company has no signed quick-pay agreement yet.');
export const QUICK_PAY_NEEDS_POD = message('quick_pay_needs_pod', 'Quick pay can be asked for once the proof of delivery is in.');
export const QUICK_PAY_SHIPPER_SUSPENDED = message('quick_pay_shipper_suspended', 'Quick pay is not available for this shipper’s loads.');
export const QUICK_PAY_OVER_MAX = message('quick_pay_over_max', 'This load is worth more than the shipper’s quick-pay limit per load.');
export const QUICK_PAY_SHIPMENTS_LIMIT = message(
  'quick_pay_shipments_limit',
  'The shipper has reached its number of loads paid by quick pay.',
);
export const QUICK_PAY_CAPITAL_LIMIT = message('quick_pay_capital_limit', 'The shipper’s capital allowance for quick pay is used up.');
export const QUICK_PAY_ALREADY = message('quick_pay_already', 'Quick pay has already been asked for on this load.');
export const QUICK_PAY_PAID = message('quick_pay_paid', 'This load is already paid.');
const QUICK_PAY_NOTHING_TO_DECIDE = message('quick_pay_nothing_to_decide', 'This load has no quick-pay request waiting for a decision.');
const REASON_FOR_REFUSAL = message('quick_pay_refusal_reason', 'Give a reason for refusing quick pay.');

/** The receiver's signed proof of delivery is in (issue 40 item 2; the POD can only be taken at delivery). */
export async function hasProofOfDelivery(db: Db, load: Pick<Shipment, 'id'>): Promise<boolean> {
  return (await latestProofOfDelivery(db, load.id)) !== null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function detentionLines(d: DetentionAnswer): DetentionLine[] {
  return d.Stops.filter((s) => s.Amount > 0 || s.Source === 'Adjusted').map((s) => ({
    StopKey: s.StopKey,
    Stop: [s.Name, [s.City, s.State].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
    ArrivedAt: s.ArrivedAt,
    DepartedAt: s.DepartedAt,
    BillableMinutes: s.BillableMinutes,
    RatePerHour: s.RatePerHour,
    Amount: s.Amount,
    PositionsInside: s.PositionsInside,
    Source: s.Source,
  }));
}

const toRequest = (row: typeof quickPayRequests.$inferSelect): QuickPayRequest => ({
  Status: row.status as QuickPayRequest['Status'],
  RequestedAt: row.requestedAt.toISOString(),
  DecidedAt: iso(row.decidedAt),
  Reason: row.reason,
  Fee: row.fee,
});

async function latestRequest(db: Db, shipmentId: number) {
  const [row] = await db
    .select()
    .from(quickPayRequests)
    .where(eq(quickPayRequests.shipmentId, shipmentId))
    .orderBy(desc(quickPayRequests.requestedAt), desc(quickPayRequests.id))
    .limit(1);
  return row ?? null;
}

/** The first rule quick pay breaks for this load now, or null. `gross` is the carrier's gross. */
async function quickPayRefusal(db: Db, s: Shipment, gross: number) {
  const [carrier] = s.truckerId === null ? [] : await db.select().from(truckers).where(eq(truckers.id, s.truckerId));
  if (!carrier?.fpSignAgreementDate) return QUICK_PAY_NOT_APPROVED;
  if (s.billPaid) return QUICK_PAY_PAID;
  if (!(await hasProofOfDelivery(db, s))) return QUICK_PAY_NEEDS_POD;
  const [shipper] = await db.select().from(shippers).where(eq(shippers.id, s.shipperId));
  if (shipper.quickPaySuspended) return QUICK_PAY_SHIPPER_SUSPENDED;
  if (shipper.quickPayMaxShipmentValue !== null && gross > shipper.quickPayMaxShipmentValue) return QUICK_PAY_OVER_MAX;
  const [live] = await db
    .select({ n: sql<number>`count(*)::int`, gross: sql<number>`coalesce(sum(${quickPayRequests.gross}), 0)::float8` })
    .from(quickPayRequests)
    .innerJoin(shipments, eq(shipments.id, quickPayRequests.shipmentId))
    .where(
      and(
        eq(shipments.shipperId, s.shipperId),
        ne(quickPayRequests.status, 'Refused'),
        eq(shipments.billPaid, false),
        ne(shipments.id, s.id),
      ),
    );
  if (shipper.quickPayAllowedShipments !== null && Number(live.n) >= shipper.quickPayAllowedShipments) return QUICK_PAY_SHIPMENTS_LIMIT;
  if (shipper.capitalAllowance !== null && Number(live.gross) + gross > shipper.capitalAllowance) return QUICK_PAY_CAPITAL_LIMIT;
  return null;
}

function payStatus(s: Shipment, pod: boolean, request: QuickPayRequest | null): PayStatus {
  if (s.billPaid) return 'Paid';
  if (s.statusCode !== 'DL') return 'AwaitingDelivery';
  if (request?.Status === 'Approved') return 'QuickPayApproved';
  if (request?.Status === 'Requested') return 'QuickPayRequested';
  return pod ? 'Due' : 'AwaitingProofOfDelivery';
}

function deliveredAt(s: Shipment): Date | null {
  return s.statusCode === 'DL' ? (s.receivingArrivalDate ?? s.updated) : null;
}

export async function buildPayStatement(db: Db, s: Shipment, now = new Date()): Promise<PayStatement> {
  const detention = await computeDetention(db, s.id, now);
  const lines = await db
    .select({ name: shipmentAccessorials.name, total: shipmentAccessorials.total })
    .from(shipmentAccessorials)
    .where(eq(shipmentAccessorials.shipmentId, s.id))
    .orderBy(asc(shipmentAccessorials.position), asc(shipmentAccessorials.id));
  const [carrier] = s.truckerId === null ? [] : await db.select({ name: truckers.name }).from(truckers).where(eq(truckers.id, s.truckerId));
  const row = await latestRequest(db, s.id);
  const request = row ? toRequest(row) : null;
  const gross = roundMoney(s.totalPrice + detention.Amount);
  const quickPaid = s.isQuickPay || (request !== null && request.Status !== 'Refused');
  const platformFee = roundMoney((gross * PLATFORM_FEE) / 100);
  const quickPayFee = quickPaid ? roundMoney((gross * QUICK_PAY_FEE) / 100) : 0;
  const pod = await hasProofOfDelivery(db, s);
  const status = payStatus(s, pod, request);
  const delivered = deliveredAt(s);
  const expected = s.billPaid
    ? null
    : (s.billDueDate ??
      (request?.Status === 'Approved' && request.DecidedAt
        ? new Date(new Date(request.DecidedAt).getTime() + QUICK_PAY_DAYS * DAY)
        : delivered
          ? new Date(delivered.getTime() + STANDARD_PAY_DAYS * DAY)
          : null));
  const refusal = request && request.Status !== 'Refused' ? QUICK_PAY_ALREADY : await quickPayRefusal(db, s, gross);
  return {
    ShipmentId: s.id,
    Code: s.code,
    Carrier: carrier?.name ?? '',
    Rate: s.totalPrice,
    LineHaul: s.basicPrice,
    Accessorials: lines.map((l) => ({ Name: l.name, Total: l.total })),
    Detention: detentionLines(detention),
    DetentionTotal: detention.Amount,
    Gross: gross,
    PlatformFee: platformFee,
    PlatformFeePercent: PLATFORM_FEE,
    QuickPayFee: quickPayFee,
    QuickPayFeePercent: QUICK_PAY_FEE,
    Net: roundMoney(gross - platformFee - quickPayFee),
    Status: status,
    ExpectedPaymentDate: iso(expected),
    PaidDate: iso(s.billPaymentDate),
    QuickPay: request,
    QuickPayUnavailable: refusal?.text ?? null,
    QuickPayUnavailableId: refusal ? toRef(refusal) : null,
  };
}

async function loadRow(db: Db, shipmentId: number): Promise<Shipment> {
  const [s] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  return s;
}

/** GET /api/Shipments/{id}/PayStatement: the load's carrier and BackOffice. */
export async function getPayStatement(db: Db, user: AuthUser, shipmentId: number): Promise<PayStatement> {
  await requireLoadAccess(db, user, shipmentId, ['admin', 'carrier']);
  return buildPayStatement(db, await loadRow(db, shipmentId));
}

const backOfficeUserIds = async (db: Db) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`'BackOffice' = any(${users.roles})`)
  ).map((u) => u.id);

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** POST /api/Shipments/{id}/QuickPay: the carrier asks; BackOffice is notified. */
export async function requestQuickPay(db: Db, user: AuthUser, shipmentId: number): Promise<PayStatement> {
  await requireLoadAccess(db, user, shipmentId, ['carrier']);
  try {
    await db.transaction(async (tx) => {
      // The shipper's limits count its other loads: one request of a shipper at a time.
      const [s] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
      await tx.select({ id: shippers.id }).from(shippers).where(eq(shippers.id, s.shipperId)).for('update');
      const statement = await buildPayStatement(tx, s);
      if (statement.QuickPay && statement.QuickPay.Status !== 'Refused') throw messageError(409, QUICK_PAY_ALREADY);
      const refusal = await quickPayRefusal(tx, s, statement.Gross);
      if (refusal) throw messageError(409, refusal);
      const fee = roundMoney((statement.Gross * QUICK_PAY_FEE) / 100);
      await tx.insert(quickPayRequests).values({ shipmentId, truckerId: s.truckerId!, gross: statement.Gross, fee, requestedBy: user.id });
      await recordActivity(tx, {
        shipmentId,
        userId: user.id,
        action: 'Updated',
        fields: [{ Field: 'QuickPay', Type: 'string', OldValue: statement.QuickPay?.Status ?? null, NewValue: 'Requested' }],
      });
      const [carrier] = await tx.select({ name: truckers.name }).from(truckers).where(eq(truckers.id, s.truckerId!));
      await notify(
        tx,
        (await backOfficeUserIds(tx)).map((userId) => ({
          userId,
          kind: 'QuickPayRequested' as const,
          shipmentId,
          code: s.code,
          data: { Trucker: carrier?.name ?? '', Price: statement.Net },
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw messageError(409, QUICK_PAY_ALREADY);
    throw error;
  }
  return buildPayStatement(db, await loadRow(db, shipmentId));
}

/** PUT /api/Shipments/{id}/QuickPay: BackOffice approves or refuses (a refusal needs a reason); carrier and shipper are notified. */
export async function decideQuickPay(db: Db, user: AuthUser, shipmentId: number, input: QuickPayDecisionInput): Promise<PayStatement> {
  await requireLoadAccess(db, user, shipmentId, ['admin']);
  const reason = input.Reason?.trim() || null;
  if (!input.Approve && !reason) throw fieldError('Reason', REASON_FOR_REFUSAL);
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const [waiting] = await tx
      .select()
      .from(quickPayRequests)
      .where(and(eq(quickPayRequests.shipmentId, shipmentId), eq(quickPayRequests.status, 'Requested')))
      .for('update');
    if (!waiting) throw messageError(409, QUICK_PAY_NOTHING_TO_DECIDE);
    const status = input.Approve ? 'Approved' : 'Refused';
    await tx
      .update(quickPayRequests)
      .set({ status, decidedBy: user.id, decidedAt: new Date(), reason })
      .where(eq(quickPayRequests.id, waiting.id));
    if (input.Approve) {
      await tx
        .update(shipments)
        .set({ isQuickPay: true, updated: new Date(), version: sql`${shipments.version} + 1` })
        .where(eq(shipments.id, shipmentId));
      await fixFees(tx, shipmentId);
    }
    await recordActivity(tx, {
      shipmentId,
      userId: user.id,
      action: 'Updated',
      fields: [
        { Field: 'QuickPay', Type: 'string', OldValue: 'Requested', NewValue: status },
        ...(reason ? [{ Field: 'QuickPay · Reason', Type: 'string' as const, OldValue: null, NewValue: reason }] : []),
      ],
    });
    const parties = await tx
      .select({ userId: truckers.userId })
      .from(truckers)
      .where(inArray(truckers.id, [waiting.truckerId]));
    const [shipper] = await tx.select({ userId: shippers.userId }).from(shippers).where(eq(shippers.id, s.shipperId));
    const kind = input.Approve ? ('QuickPayApproved' as const) : ('QuickPayRefused' as const);
    await notify(tx, [
      ...parties.map((p) => ({ userId: p.userId, kind, shipmentId, code: s.code, data: { Reason: reason } })),
      shipper ? { userId: shipper.userId, kind, shipmentId, code: s.code, data: { Reason: reason } } : null,
    ]);
  });
  return buildPayStatement(db, await loadRow(db, shipmentId));
}
