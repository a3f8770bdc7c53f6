import { and, asc, eq, sql } from 'drizzle-orm';
import type { Bill, BillingUpdate, BillIssuer, Invoice, PartyBlock } from '../../src/contract/loads';
import type { Db } from '../db/database';
import { addresses, modes, proofsOfDelivery, shipmentAccessorials, shipmentFees, shipments, shippers, truckers, users } from '../db/schema';
import type { ReceivedFile } from './files';
import { labelNotValid, labelRequired } from '../../src/contract/fields';
import { type FieldMessages, message } from '../../src/contract/messages';
import { POD_NOTE_MAX, POD_OVERRIDE_TOO_LONG, POD_REQUIRED } from '../../src/contract/paperwork';
import { messageError, modelStateError } from './errors';
import { type ActivityField, diffFields, recordActivity } from './load-activities';
import { billingAttachments, billingTypeByCode, createAttachments } from './load-attachments';
import { requireLoadAccess } from './loads-party';
import { signUrl } from './signed-urls';
import { computeDetention } from './detention';
import { detentionLines } from './pay';
import { roundMoney } from '../../src/shared/detention';
import type { FileStorage } from './file-storage';
import type { AuthUser } from './tokens';

const BILL_OR_INVOICE = message('bill_or_invoice', 'Choose either the bill or the invoice.');
const DUE_DATE_ORDER = message('due_date_order', 'The due date cannot be before the date.');

/**
 * Invoice and bill of a load (spec 2 §2.14, decision 042/044), BackOffice only: the print data, the dates and paid
 * flags (UpdateBilling) and the billing uploads (types BB / BI). The invoice is what the shipper pays
 * (IssuedFor = shipper company, IssuedBy = the carrier); the bill is the carrier's, with its bank details and the
 * fees deducted from TotalPrice.
 */

export const BILLING_UPDATED = 'has_been_updated_successfully';
/** Billing starts once a carrier is on the way (the admin list hides the actions for DF, OP and BK). */
const NO_BILLING_STATUSES = new Set(['DF', 'OP', 'BK']);
export const BILLING_NOT_STARTED = message('billing_not_started', 'Bills and invoices are available once the load is en route to pickup.');

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const photoPath = (userId: number) => `/api/files/photos/${userId}`;

type PartyRow = { name: string | null; userId: number | null; picture: string | null; address: typeof addresses.$inferSelect | null };

const block = (party: PartyRow): PartyBlock => ({
  Name: party.name ?? '',
  Address1: party.address?.address1 || null,
  City: party.address?.city || null,
  State: party.address?.state || null,
  Zipcode: party.address?.zipcode || null,
});

const logo = (party: PartyRow, secret: Uint8Array, now: number) =>
  party.userId !== null && party.picture ? signUrl(secret, photoPath(party.userId), now) : null;

/** The shipper's billing address (else its company address); the trucker's company address. */
async function address(db: Db, owner: { shipperId?: number; truckerId?: number }) {
  const where = owner.shipperId !== undefined ? eq(addresses.shipperId, owner.shipperId) : eq(addresses.truckerId, owner.truckerId ?? -1);
  const rows = await db.select().from(addresses).where(where).orderBy(asc(addresses.id));
  return rows.find((a) => a.kind === 'billing') ?? rows.find((a) => a.kind === 'company') ?? rows[0] ?? null;
}

async function loadParties(db: Db, shipmentId: number) {
  const [row] = await db
    .select({ s: shipments, mode: modes.name })
    .from(shipments)
    .innerJoin(modes, eq(modes.id, shipments.modeId))
    .where(eq(shipments.id, shipmentId));
  const s = row.s;
  const [shipper] = await db
    .select({ name: shippers.companyName, userId: shippers.userId, picture: users.profilePicture })
    .from(shippers)
    .innerJoin(users, eq(users.id, shippers.userId))
    .where(eq(shippers.id, s.shipperId));
  const [trucker] =
    s.truckerId === null
      ? []
      : await db
          .select({ t: truckers, picture: users.profilePicture })
          .from(truckers)
          .innerJoin(users, eq(users.id, truckers.userId))
          .where(eq(truckers.id, s.truckerId));
  const shipperParty: PartyRow = { ...shipper, address: await address(db, { shipperId: s.shipperId }) };
  const truckerParty: PartyRow = trucker
    ? { name: trucker.t.name, userId: trucker.t.userId, picture: trucker.picture, address: await address(db, { truckerId: trucker.t.id }) }
    : { name: null, userId: null, picture: null, address: null };
  return { s, mode: row.mode, shipperParty, truckerParty, trucker: trucker?.t ?? null };
}

/** BackOffice and the load's shipper (issue 40): the shipper reads its own invoice, with detention. */
export async function getInvoice(db: Db, user: AuthUser, secret: Uint8Array, shipmentId: number): Promise<Invoice> {
  await requireLoadAccess(db, user, shipmentId, ['admin', 'owner']);
  const { s, mode, shipperParty, truckerParty } = await loadParties(db, shipmentId);
  const lines = await db
    .select()
    .from(shipmentAccessorials)
    .where(eq(shipmentAccessorials.shipmentId, shipmentId))
    .orderBy(asc(shipmentAccessorials.position), asc(shipmentAccessorials.id));
  const now = Date.now();
  const detention = await computeDetention(db, shipmentId);
  return {
    Code: s.code,
    InvoiceDate: iso(s.invoiceDate),
    InvoiceDueDate: iso(s.invoiceDueDate),
    InvoicePaid: s.invoicePaid,
    InvoicePaymentDate: iso(s.invoicePaymentDate),
    IssuedFor: block(shipperParty),
    IssuedBy: block(truckerParty),
    Logo: logo(shipperParty, secret, now),
    LogoTrucker: logo(truckerParty, secret, now),
    PickupName: s.pickupName || null,
    DestinationName: s.destinationName || null,
    ShippingCity: s.shippingCity || null,
    ShippingState: s.shippingState || null,
    ShippingZipCode: s.shippingZipCode || null,
    ReceivingCity: s.receivingCity || null,
    ReceivingState: s.receivingState || null,
    ReceivingZipCode: s.receivingZipCode || null,
    Mode: mode,
    BasicPrice: s.basicPrice,
    Accessorials: lines.map((a) => ({ Name: a.name, Price: a.price, IsPercentage: a.isPercentage, Quantity: a.quantity, Total: a.total })),
    TotalPrice: s.totalPrice,
    Detention: detentionLines(detention),
    DetentionTotal: detention.Amount,
    Total: roundMoney(s.totalPrice + detention.Amount),
    Attachments: await billingAttachments(db, user.id, secret, shipmentId, 'BI'),
  };
}

export async function getBill(db: Db, user: AuthUser, secret: Uint8Array, shipmentId: number): Promise<Bill> {
  await requireLoadAccess(db, user, shipmentId, ['admin']);
  const { s, mode, shipperParty, truckerParty, trucker } = await loadParties(db, shipmentId);
  const fees = await db.select().from(shipmentFees).where(eq(shipmentFees.shipmentId, shipmentId)).orderBy(asc(shipmentFees.id));
  const issuedBy: BillIssuer = {
    ...block(truckerParty),
    ACHFinancialInstitutionName: trucker?.achFinancialInstitutionName ?? null,
    ACHABARoutingNumber: trucker?.achAbaRoutingNumber ?? null,
    ACHAccountNumber: trucker?.achAccountNumber ?? null,
  };
  return {
    Code: s.code,
    BillDate: iso(s.billDate),
    BillDueDate: iso(s.billDueDate),
    BillPaid: s.billPaid,
    BillPaymentDate: iso(s.billPaymentDate),
    IssuedBy: issuedBy,
    IssuedFor: block(shipperParty),
    // The bill is the carrier's document: its logo.
    Logo: logo(truckerParty, secret, Date.now()),
    PickupName: s.pickupName || null,
    DestinationName: s.destinationName || null,
    Mode: mode,
    TotalPrice: s.totalPrice,
    Fees: fees.map((f) => ({ Name: f.name, Percentage: f.percentage })),
    Attachments: await billingAttachments(db, user.id, secret, shipmentId, 'BB'),
  };
}

// ── UpdateBilling ───────────────────────────────────────────────────────────────────────────────────────────────

const DATE_REQUIRED = labelRequired({ label: 'Date' });

type ValidBilling = {
  kind: 'bill' | 'invoice';
  date: Date | null;
  dueDate: Date | null;
  paymentDate: Date | null;
  isPaid: boolean;
  podOverrideReason: string | null;
};

function parseDate(value: unknown, field: string, errors: FieldMessages): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T00:00:00Z` : value) : new Date(NaN);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1900 || date.getUTCFullYear() > 2100) {
    errors[field] = [labelNotValid({ label: field })];
    return null;
  }
  return date;
}

/** Spec payload → checked values; every problem is a ModelState entry (decision 044). */
export function validateBillingUpdate(body: unknown): ValidBilling {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw modelStateError({ Date: [DATE_REQUIRED] });
  const input = body as Partial<Record<keyof BillingUpdate, unknown>>;
  const errors: FieldMessages = {};
  const flag = (name: 'IsBill' | 'IsInvoice' | 'IsPaid') => {
    const value = input[name];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') errors[name] = [labelNotValid({ label: name })];
    return value === true;
  };
  const isBill = flag('IsBill');
  const isInvoice = flag('IsInvoice');
  const isPaid = flag('IsPaid');
  if (isBill === isInvoice && !errors.IsBill && !errors.IsInvoice) errors.IsBill = [BILL_OR_INVOICE];
  const date = parseDate(input.Date, 'Date', errors);
  const dueDate = parseDate(input.DueDate, 'DueDate', errors);
  const paymentDate = parseDate(input.PaymentDate, 'PaymentDate', errors);
  if (!date && !errors.Date && (isPaid || dueDate || paymentDate)) errors.Date = [DATE_REQUIRED];
  if (date && dueDate && dueDate.getTime() < date.getTime()) errors.DueDate = [DUE_DATE_ORDER];
  const reason = input.PodOverrideReason;
  const podOverrideReason = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  if (reason !== undefined && reason !== null && typeof reason !== 'string') errors.PodOverrideReason = [POD_REQUIRED];
  else if (podOverrideReason && podOverrideReason.length > POD_NOTE_MAX) errors.PodOverrideReason = [POD_OVERRIDE_TOO_LONG];
  if (Object.keys(errors).length > 0) throw modelStateError(errors);
  return { kind: isBill ? 'bill' : 'invoice', date, dueDate, paymentDate, isPaid, podOverrideReason };
}

/** The load must exist (404), the caller be BackOffice (403) and billing have started (409). */
export async function requireBillableLoad(db: Db, user: AuthUser, shipmentId: number) {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['admin']);
  if (NO_BILLING_STATUSES.has(load.statusCode)) throw messageError(409, BILLING_NOT_STARTED);
  return load;
}

const BILL_TYPES = { BillDate: 'date', BillDueDate: 'date', BillPaymentDate: 'date', BillPaid: 'bool' } as const;
const INVOICE_TYPES = { InvoiceDate: 'date', InvoiceDueDate: 'date', InvoicePaymentDate: 'date', InvoicePaid: 'bool' } as const;

export async function updateBilling(db: Db, user: AuthUser, shipmentId: number, body: unknown): Promise<{ Message: string }> {
  await requireBillableLoad(db, user, shipmentId);
  const v = validateBillingUpdate(body);
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const bill = v.kind === 'bill';
    const before = bill
      ? { BillDate: s.billDate, BillDueDate: s.billDueDate, BillPaymentDate: s.billPaymentDate, BillPaid: s.billPaid }
      : {
          InvoiceDate: s.invoiceDate,
          InvoiceDueDate: s.invoiceDueDate,
          InvoicePaymentDate: s.invoicePaymentDate,
          InvoicePaid: s.invoicePaid,
        };
    const after = bill
      ? { BillDate: v.date, BillDueDate: v.dueDate, BillPaymentDate: v.paymentDate, BillPaid: v.isPaid }
      : { InvoiceDate: v.date, InvoiceDueDate: v.dueDate, InvoicePaymentDate: v.paymentDate, InvoicePaid: v.isPaid };
    const fields = diffFields(before, after, bill ? BILL_TYPES : INVOICE_TYPES);
    if (fields.length === 0) return;
    if (!bill && !s.invoiceDate && v.date) {
      // Issuing the invoice: it needs the receiver-signed proof of delivery, or a reason kept in the activities.
      const [pod] = await tx
        .select({ id: proofsOfDelivery.id })
        .from(proofsOfDelivery)
        .where(eq(proofsOfDelivery.shipmentId, shipmentId))
        .limit(1);
      if (!pod && !v.podOverrideReason) throw modelStateError({ PodOverrideReason: [POD_REQUIRED] });
      if (!pod) fields.push({ Field: 'InvoiceWithoutPod', Type: 'string', OldValue: null, NewValue: v.podOverrideReason });
    }
    await tx
      .update(shipments)
      .set({
        ...(bill
          ? { billDate: v.date, billDueDate: v.dueDate, billPaymentDate: v.paymentDate, billPaid: v.isPaid }
          : { invoiceDate: v.date, invoiceDueDate: v.dueDate, invoicePaymentDate: v.paymentDate, invoicePaid: v.isPaid }),
        updated: new Date(),
        version: sql`${shipments.version} + 1`,
      })
      .where(eq(shipments.id, shipmentId));
    await recordActivity(tx, { shipmentId, userId: user.id, action: 'Updated', fields });
  });
  return { Message: BILLING_UPDATED };
}

/** BB files mark the bill uploaded, BI files the invoice; rows, flag and activity in one transaction. */
export async function uploadBillingFiles(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  secret: Uint8Array,
  input: { shipmentId: number; code: 'BB' | 'BI'; files: readonly ReceivedFile[] },
) {
  const type = await billingTypeByCode(db, input.code);
  const bill = input.code === 'BB';
  return createAttachments(db, storage, user, secret, {
    shipmentId: input.shipmentId,
    typeId: type.id,
    isPublic: false,
    files: input.files,
    alsoInTransaction: async (tx): Promise<ActivityField[]> => {
      const flag = bill ? shipments.billUploaded : shipments.invoiceUploaded;
      const [before] = await tx.select({ uploaded: flag }).from(shipments).where(eq(shipments.id, input.shipmentId));
      await tx
        .update(shipments)
        .set({
          ...(bill ? { billUploaded: true } : { invoiceUploaded: true }),
          updated: new Date(),
          version: sql`${shipments.version} + 1`,
        })
        .where(and(eq(shipments.id, input.shipmentId)));
      const field = bill ? 'BillUploaded' : 'InvoiceUploaded';
      return diffFields({ [field]: before.uploaded }, { [field]: true }, { [field]: 'bool' });
    },
  });
}
