import { and, asc, eq, sql } from 'drizzle-orm';
import type { Bill, BillIssuer, Invoice, PartyBlock } from '../../src/contract/loads';
import type { ValidBillingUpdate } from '../../src/contract/billing-update';
import type { Db } from '../db/database';
import { addresses, modes, proofsOfDelivery, shipmentAccessorials, shipmentFees, shipments, shippers, truckers, users } from '../db/schema';
import type { ReceivedFile } from './files';
import { message } from '../../src/contract/messages';
import { POD_REQUIRED } from '../../src/contract/paperwork';
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

/** The load must exist (404), the caller be BackOffice (403) and billing have started (409). */
export async function requireBillableLoad(db: Db, user: AuthUser, shipmentId: number) {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['admin']);
  if (NO_BILLING_STATUSES.has(load.statusCode)) throw messageError(409, BILLING_NOT_STARTED);
  return load;
}

const BILL_TYPES = { BillDate: 'date', BillDueDate: 'date', BillPaymentDate: 'date', BillPaid: 'bool' } as const;
const INVOICE_TYPES = { InvoiceDate: 'date', InvoiceDueDate: 'date', InvoicePaymentDate: 'date', InvoicePaid: 'bool' } as const;

/** The body is checked by the route with the contract's `billingUpdateSchema`. */
export async function updateBilling(db: Db, user: AuthUser, shipmentId: number, input: ValidBillingUpdate): Promise<{ Message: string }> {
  await requireBillableLoad(db, user, shipmentId);
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const bill = input.IsBill;
    const before = bill
      ? { BillDate: s.billDate, BillDueDate: s.billDueDate, BillPaymentDate: s.billPaymentDate, BillPaid: s.billPaid }
      : {
          InvoiceDate: s.invoiceDate,
          InvoiceDueDate: s.invoiceDueDate,
          InvoicePaymentDate: s.invoicePaymentDate,
          InvoicePaid: s.invoicePaid,
        };
    const after = bill
      ? { BillDate: input.Date, BillDueDate: input.DueDate, BillPaymentDate: input.PaymentDate, BillPaid: input.IsPaid }
      : { InvoiceDate: input.Date, InvoiceDueDate: input.DueDate, InvoicePaymentDate: input.PaymentDate, InvoicePaid: input.IsPaid };
    const fields = diffFields(before, after, bill ? BILL_TYPES : INVOICE_TYPES);
    if (fields.length === 0) return;
    if (!bill && !s.invoiceDate && input.Date) {
      // Issuing the invoice: it needs the receiver-signed proof of delivery, or a reason kept in the activities.
      const [pod] = await tx
        .select({ id: proofsOfDelivery.id })
        .from(proofsOfDelivery)
        .where(eq(proofsOfDelivery.shipmentId, shipmentId))
        .limit(1);
      if (!pod && !input.PodOverrideReason) throw modelStateError({ PodOverrideReason: [POD_REQUIRED] });
      if (!pod) fields.push({ Field: 'InvoiceWithoutPod', Type: 'string', OldValue: null, NewValue: input.PodOverrideReason });
    }
    await tx
      .update(shipments)
      .set({
        ...(bill
          ? { billDate: input.Date, billDueDate: input.DueDate, billPaymentDate: input.PaymentDate, billPaid: input.IsPaid }
          : { invoiceDate: input.Date, invoiceDueDate: input.DueDate, invoicePaymentDate: input.PaymentDate, invoicePaid: input.IsPaid }),
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
