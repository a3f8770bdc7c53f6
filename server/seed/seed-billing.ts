import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Faker } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import type { BillingType } from '../../src/contract/billing';
import { syncPaymentStatuses } from '../services/billing-account';
import { simplePdf } from '../services/billing-pdf';
import { addCalendarDays } from '../../src/contract/calendar';
import { todayOf } from '../services/subscription-state';
import { bulkInsert } from '../db/bulk-insert';
import {
  COUPONS,
  PLANS,
  at,
  draftSubscription,
  outcomeOf,
  type Outcome,
  type Party,
  type PeriodDraft,
  type SubDraft,
} from './seed-billing-history';
import type { Db } from '../db/database';
import {
  billingAccounts,
  billingAttachments,
  coupons,
  files,
  plans,
  providerInvoices,
  shippers,
  subscriptionCoupons,
  subscriptionPeriods,
  subscriptions,
  truckers,
  users,
} from '../db/schema';

export type BillingSeedOptions = { now: Date; dataDir?: string };

/**
 * Billing data (decision 061): plans, coupons, a billing account per trucker and shipper, internal and
 * provider-managed subscriptions over the last 18 months in every state (started, paused, canceled, expired,
 * trialing, past due), their periods paid and unpaid, provider invoices, coupons applied, contracts and invoice
 * files (small real PDFs). Follows the payment status the partners seed drew for each party (active, canceled,
 * past_due or none), then writes the derived status back so both agree. Deterministic for a given faker seed.
 */

type SeedFile = { sha256: string; bytes: Uint8Array; name: string };

function pdfFile(title: string, lines: string[], name: string): SeedFile {
  const bytes = simplePdf(title, lines);
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes, name };
}

async function storeSeedFiles(db: Db, dataDir: string | undefined, list: SeedFile[]): Promise<void> {
  if (list.length === 0) return;
  if (dataDir) {
    for (const file of list) {
      const dir = join(dataDir, 'files', file.sha256.slice(0, 2));
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `${file.sha256}.seed.tmp`);
      await writeFile(temp, file.bytes);
      await rename(temp, join(dir, file.sha256));
    }
  }
  const unique = [...new Map(list.map((f) => [f.sha256, f])).values()];
  await db
    .insert(files)
    .values(unique.map((f) => ({ sha256: f.sha256, contentType: 'application/pdf', size: f.bytes.byteLength })))
    .onConflictDoNothing();
}

async function loadParties(db: Db): Promise<Party[]> {
  const truckerRows = await db
    .select({ userId: truckers.userId, partyId: truckers.id, status: truckers.paymentStatus, name: truckers.name, email: users.email })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .orderBy(truckers.id);
  const shipperRows = await db
    .select({
      userId: shippers.userId,
      partyId: shippers.id,
      status: shippers.paymentStatus,
      name: shippers.companyName,
      email: users.email,
    })
    .from(shippers)
    .innerJoin(users, eq(users.id, shippers.userId))
    .orderBy(shippers.id);
  return [...truckerRows.map((r) => ({ ...r, kind: 'trucker' as const })), ...shipperRows.map((r) => ({ ...r, kind: 'shipper' as const }))];
}

export async function seedBilling(db: Db, faker: Faker, options: BillingSeedOptions): Promise<void> {
  const f = faker;
  const today = todayOf(options.now);
  const planRows = await db
    .insert(plans)
    .values(PLANS)
    .returning({ id: plans.id, amount: plans.amount, reccuring: plans.reccuring, name: plans.name });
  const couponRows = await db.insert(coupons).values(COUPONS).returning({ id: coupons.id });
  const paid = planRows.filter((p) => p.amount > 0);
  const trial = planRows.find((p) => p.amount === 0)!;
  const parties = await loadParties(db);

  const accounts: (typeof billingAccounts.$inferInsert)[] = [];
  const drafts: SubDraft[] = [];
  const contractFor: { party: Party; file: SeedFile }[] = [];
  for (const party of parties) {
    const demo = party.email === 'shipper@haulbase.test' || party.email === 'trucker@haulbase.test';
    const type: BillingType =
      party.kind === 'trucker'
        ? 'Trucker'
        : f.helpers.weightedArrayElement([
            { value: 'RegularShipper' as const, weight: 50 },
            { value: 'D2dShipper' as const, weight: 25 },
            { value: 'DlsShipper' as const, weight: 25 },
          ]);
    let method: 1 | 2 | 3 = party.status === null ? (f.datatype.boolean(0.3) ? 1 : 3) : f.datatype.boolean(0.6) ? 3 : 2;
    if (party.email === 'shipper@haulbase.test') method = 3;
    if (party.email === 'trucker@haulbase.test') method = 2;
    accounts.push({ userId: party.userId, type, method, providerCustomerId: method === 2 ? `cus_${f.string.alphanumeric(14)}` : null });
    if (method === 1) continue;
    const managedBy = method === 3 ? 'internal' : 'provider';
    if (party.status === null) {
      // Never subscribed, or an old canceled subscription (internal accounts only: Start is offered again).
      if (method === 3 && f.datatype.boolean(0.25)) {
        drafts.push(draftSubscription(f, party, 'internal', 'canceled', f.helpers.arrayElement(paid), today));
      }
      continue;
    }
    let outcome = demo ? 'active' : outcomeOf(f, party.status, managedBy);
    if (outcome === 'unpaid' && managedBy === 'internal') outcome = 'past_due';
    const plan = demo
      ? planRows.find((p) => p.name === (party.kind === 'shipper' ? 'Monthly' : 'Quarterly'))!
      : outcome === 'trialing'
        ? trial
        : f.helpers.arrayElement(paid);
    const draft = draftSubscription(f, party, managedBy, outcome as Outcome, plan, today);
    const firstStart = draft.periods[0].start;
    if (!demo && firstStart > addCalendarDays(today, -300) && f.datatype.boolean(0.2)) {
      // An earlier subscription, canceled before the current one began.
      const old = draftSubscription(
        f,
        party,
        managedBy,
        'canceled',
        f.helpers.arrayElement(paid),
        addCalendarDays(firstStart, -1),
        addCalendarDays(today, -540),
      );
      if (old.periods.length > 0 && old.periods[old.periods.length - 1].end <= firstStart) drafts.push(old);
    }
    if (demo) {
      // Demo accounts: a long paid history and a current period in good standing.
      draft.periods.forEach((p) => {
        p.paid = true;
        p.paymentDate = p.paid ? at(addCalendarDays(p.start, 3)) : null;
        p.method = p.paid ? (managedBy === 'provider' ? draft.paymentMethod : 'ACH transfer') : null;
      });
      if (managedBy === 'provider') draft.couponIndex = 0;
      if (managedBy === 'internal') draft.invoiceFiles = 3;
    } else if (managedBy === 'internal' && f.datatype.boolean(0.3)) draft.invoiceFiles = 1;
    drafts.push(draft);
    if (demo || (managedBy === 'internal' && f.datatype.boolean(0.35))) {
      const signed = draft.periods[0]?.start ?? today;
      contractFor.push({
        party,
        file: pdfFile(
          'Haulbase subscription agreement',
          [
            `Customer: ${party.name}`,
            `E-mail: ${party.email}`,
            `Plan: ${plan.name} ($${plan.amount} every ${plan.reccuring} days)`,
            `Signed: ${signed}`,
            'Invoices are payable within 20 days.',
          ],
          `Subscription agreement - ${party.name}.pdf`,
        ),
      });
    }
  }
  await bulkInsert(db, billingAccounts, accounts);

  // Oldest first, so each user's current subscription has the highest id.
  drafts.sort((a, b) => a.userId - b.userId || a.startedAt.getTime() - b.startedAt.getTime());
  const subIds = await bulkInsert(
    db,
    subscriptions,
    drafts.map((d, i) => {
      const last = d.periods[d.periods.length - 1];
      return {
        userId: d.userId,
        planId: d.plan.id,
        managedBy: d.managedBy,
        providerSubscriptionId: d.managedBy === 'provider' ? `sub_${String(i).padStart(5, '0')}${f.string.alphanumeric(10)}` : null,
        providerStatus: d.providerStatus,
        state: d.state,
        startedAt: d.startedAt,
        pausedAt: d.pausedAt,
        canceledAt: d.canceledAt,
        currentPeriodStart: last.start,
        currentPeriodEnd: last.end,
        paymentMethod: d.paymentMethod,
      };
    }),
    ['id'],
  );

  // Provider invoices: one per provider period (open / uncollectible for an unpaid current one).
  const invoiceDrafts: (typeof providerInvoices.$inferInsert)[] = [];
  const invoiceOf = new Map<PeriodDraft, number>();
  drafts.forEach((d, i) => {
    if (d.managedBy !== 'provider') return;
    d.periods.forEach((p, n) => {
      const coupon = d.couponIndex === null ? null : COUPONS[d.couponIndex];
      let amount = p.amount;
      if (
        coupon &&
        (coupon.duration === 'forever' || (coupon.duration === 'once' && n === 0) || (coupon.duration === 'repeating' && n < 2))
      ) {
        amount = coupon.percentOff ? Math.round(amount * (100 - coupon.percentOff)) / 100 : Math.max(0, amount - (coupon.amountOff ?? 0));
      }
      invoiceOf.set(p, invoiceDrafts.length);
      invoiceDrafts.push({
        subscriptionId: subIds[i].id,
        providerInvoiceId: `in_${String(invoiceDrafts.length).padStart(6, '0')}${f.string.alphanumeric(8)}`,
        number: `HB-${p.start.slice(0, 4)}${p.start.slice(5, 7)}-${String(invoiceDrafts.length + 1).padStart(5, '0')}`,
        amount,
        status: p.paid ? 'paid' : d.providerStatus === 'unpaid' ? 'uncollectible' : 'open',
        date: at(p.start, 9),
      });
    });
  });
  const invoiceIds = await bulkInsert(db, providerInvoices, invoiceDrafts, ['id']);

  const periodRows: (typeof subscriptionPeriods.$inferInsert)[] = [];
  const periodOwner: { draft: SubDraft; index: number }[] = [];
  drafts.forEach((d, i) =>
    d.periods.forEach((p, n) => {
      const invoice = invoiceOf.get(p);
      periodRows.push({
        subscriptionId: subIds[i].id,
        periodStart: p.start,
        periodEnd: p.end,
        amount: p.amount,
        paid: p.paid,
        paymentMethod: p.method,
        paymentDate: p.paymentDate,
        providerInvoiceId: invoice === undefined ? null : invoiceIds[invoice].id,
      });
      periodOwner.push({ draft: d, index: n });
    }),
  );
  const periodIds = await bulkInsert(db, subscriptionPeriods, periodRows, ['id']);
  // The current period of each subscription is its latest one.
  await db.execute(sql`update subscriptions s set current_period_id = p.id
    from (select distinct on (subscription_id) subscription_id, id from subscription_periods order by subscription_id, period_start desc, id desc) p
    where p.subscription_id = s.id`);

  const applied = drafts.flatMap((d, i) =>
    d.couponIndex === null ? [] : [{ subscriptionId: subIds[i].id, couponId: couponRows[d.couponIndex].id, appliedAt: d.startedAt }],
  );
  if (applied.length) await db.insert(subscriptionCoupons).values(applied);

  // Contracts and invoice files (small real PDFs).
  const invoiceFiles: { userId: number; periodId: number; file: SeedFile; created: Date }[] = [];
  periodOwner.forEach(({ draft, index }, row) => {
    const period = draft.periods[index];
    if (!period.paid || index < draft.periods.length - 1 - draft.invoiceFiles || index === draft.periods.length - 1) return;
    const number = `INV-${draft.userId}-${period.start.replace(/-/g, '')}`;
    invoiceFiles.push({
      userId: draft.userId,
      periodId: periodIds[row].id,
      created: period.paymentDate ?? at(period.start),
      file: pdfFile(
        `Invoice ${number}`,
        [
          `Period: ${period.start} - ${period.end}`,
          `Plan: ${draft.plan.name}`,
          `Amount: $${period.amount.toFixed(2)}`,
          `Paid: ${period.method ?? ''}`,
        ],
        `${number}.pdf`,
      ),
    });
  });
  await storeSeedFiles(db, options.dataDir, [...contractFor.map((c) => c.file), ...invoiceFiles.map((i) => i.file)]);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'BackOffice' = any(${users.roles})`)
    .orderBy(users.id)
    .limit(1);
  const attachmentRows: (typeof billingAttachments.$inferInsert)[] = [
    ...contractFor.map(({ party, file }) => ({
      userId: party.userId,
      periodId: null,
      kind: 'contract',
      fileName: file.name,
      contentType: 'application/pdf',
      size: file.bytes.byteLength,
      fileSha256: file.sha256,
      uploadedBy: admin?.id ?? null,
      created: options.now,
    })),
    ...invoiceFiles.map(({ userId, periodId, file, created }) => ({
      userId,
      periodId,
      kind: 'invoice',
      fileName: file.name,
      contentType: 'application/pdf',
      size: file.bytes.byteLength,
      fileSha256: file.sha256,
      uploadedBy: admin?.id ?? null,
      created,
    })),
  ];
  if (attachmentRows.length) await bulkInsert(db, billingAttachments, attachmentRows);

  await syncPaymentStatuses(db, today);
}
