import { Hono, type Context } from 'hono';
import {
  BILLING_QUERY_KEYS,
  BILLING_QUERY_LISTS,
  billingQuerySchema,
  type BillingListQuery as BillingQuery,
} from '../../src/contract/billing-query';
import { BILLING_UPLOAD_LIMIT_MESSAGES, SELECT_FILE, type BillingUserRow, type Pagination } from '../../src/contract/billing';
import { publicRoute, requireRole, requireSignedIn } from '../auth/guards';
import { type AppEnv, fileStorageOf } from '../http/env';
import { idempotent } from '../http/idempotency';
import { pathIdOr404 } from '../http/path-id';
import { parseId } from '../../src/contract/ids';
import { readUploads } from '../http/multipart';
import { route } from '../http/paths';
import { JSON_TYPE, streamJsonRows } from '../http/json-stream';
import { requireSignature, SIGNED_FILE_HEADERS, storedFileResponse } from '../http/signed-file';
import { queryParams, readQuery } from '../http/query';
import { readValid } from '../http/request';
import { cancelSchema, markAsPaidSchema, pauseSchema, startSchema } from '../../src/contract/billing-actions';
import { loadBillingContext, syncPaymentStatusesIfStale } from '../services/billing-account';
import { cancelSubscription, listPlans, pauseSubscription, renewStart, startSubscription } from '../services/billing-actions';
import { billingDetails } from '../services/billing-details';
import {
  findBillingAttachment,
  listContracts,
  requirePeriodOfUser,
  saveBillingFiles,
  toBillingAttachment,
} from '../services/billing-files';
import { countBillingRows, pageBillingRows, streamBillingRows, usersFilter } from '../services/billing-list';
import { markAsPaid, markAsPaidLookup } from '../services/billing-mark-paid';
import { providerInvoiceDocumentById } from '../services/billing-provider-documents';
import { statisticsByDate, statisticsRange } from '../services/billing-statistics';
import { NOT_FOUND, messageError, modelStateError } from '../services/errors';
import { todayOf } from '../services/subscription-state';
import { labelNotValid } from '../../src/contract/fields';
import { trueOrFalsePlain } from '../../src/contract/billing-actions';
import type { FieldMessages } from '../../src/contract/messages';

/**
 * Billing administration (decision 060). Guard: requireRole('BackOffice') on every route, except `Billing/Me`
 * (signed in, own data only) and the signed file downloads (the signature is the permission).
 */
export const billingRoutes = new Hono<AppEnv>();

const backOffice = requireRole('BackOffice');
const backOfficeWrite = [backOffice, idempotent] as const;
const pathId = (c: Context<AppEnv>, name = 'id', notFound = NOT_FOUND) => pathIdOr404(c, notFound, name);

// ── list, filters, charts, plans ───────────────────────────────────────────────────────────────────────────────

/** Pages larger than this are written in batches instead of being built in memory. */
export const BILLING_STREAM_ABOVE = 1000;
const tail = (pagination: Pagination) => `],"Pagination":${JSON.stringify(pagination)}}`;
const rowsJson = (rows: BillingUserRow[]) => rows.map((row) => JSON.stringify(row)).join(',');

function streamedList(c: Context<AppEnv>, query: BillingQuery, today: string, pagination: Pagination) {
  return streamJsonRows(c, { head: '{"Truckers":[', tail: tail(pagination), label: 'billing' }, async function* (signal) {
    for await (const rows of streamBillingRows(c.var.deps.db, query, today, { signal })) yield rows.map((row) => JSON.stringify(row));
  });
}

billingRoutes.get(route('/api/Billing/Users'), backOffice, async (c) => {
  const { db } = c.var.deps;
  const query = readQuery(c, billingQuerySchema, BILLING_QUERY_KEYS, BILLING_QUERY_LISTS);
  const today = todayOf(new Date());
  await syncPaymentStatusesIfStale(db, today);
  if (query.pageSize > BILLING_STREAM_ABOVE) {
    const total = await countBillingRows(db, query, today);
    return streamedList(c, query, today, { TotalItemCount: total, PageNumber: query.pageNumber, PageSize: query.pageSize });
  }
  const { rows, total } = await pageBillingRows(db, query, today);
  const pagination: Pagination = { TotalItemCount: total, PageNumber: query.pageNumber, PageSize: query.pageSize };
  return c.body(`{"Truckers":[${rowsJson(rows)}${tail(pagination)}`, 200, JSON_TYPE);
});

billingRoutes.get(route('/api/Billing/GetUsersFilter'), backOffice, async (c) => {
  const { db } = c.var.deps;
  const query = readQuery(c, billingQuerySchema, BILLING_QUERY_KEYS, BILLING_QUERY_LISTS); // a bad query is refused before the statuses are brought up to date
  const today = todayOf(new Date());
  await syncPaymentStatusesIfStale(db, today);
  return c.json(await usersFilter(db, query, today));
});

billingRoutes.get(route('/api/Billing/StatisticsByDate'), backOffice, async (c) => {
  const q = queryParams(c, ['from', 'to'] as const);
  const range = statisticsRange(q.from?.trim(), q.to?.trim(), new Date());
  return c.json({ Data: await statisticsByDate(c.var.deps.db, range) });
});

billingRoutes.get(route('/api/Billing/Getviewmodel'), backOffice, async (c) => {
  return c.json({ Plans: await listPlans(c.var.deps.db) });
});

// ── subscription actions ───────────────────────────────────────────────────────────────────────────────────────

billingRoutes.post(route('/api/Billing/Subscription/Start'), ...backOfficeWrite, async (c) =>
  c.json(await startSubscription(c.var.deps.db, c.var.user, await readValid(c, startSchema))),
);

billingRoutes.post(route('/api/Billing/Subscription/Pause'), ...backOfficeWrite, async (c) => {
  const { UserId, Pause } = await readValid(c, pauseSchema);
  return c.json(await pauseSubscription(c.var.deps.db, c.var.user, UserId, Pause));
});

billingRoutes.post(route('/api/Billing/Subscription/Cancel'), ...backOfficeWrite, async (c) => {
  const { UserId } = await readValid(c, cancelSchema);
  return c.json(await cancelSubscription(c.var.deps.db, c.var.user, UserId));
});

billingRoutes.get(route('/api/Billing/Subscription/GetRenew/:id{[0-9]+}'), backOffice, async (c) =>
  c.json(await renewStart(c.var.deps.db, pathId(c))),
);

// ── details, mark as paid ──────────────────────────────────────────────────────────────────────────────────────

billingRoutes.get(route('/api/Billing/details/:id{[0-9]+}'), backOffice, async (c) => {
  const { db, config } = c.var.deps;
  return c.json({ Data: await billingDetails(db, pathId(c), c.var.user.id, config.jwtSecret) });
});

billingRoutes.get(route('/api/Billing/MarkAsPaid/:id{[0-9]+}'), backOffice, async (c) =>
  c.json(await markAsPaidLookup(c.var.deps.db, pathId(c))),
);

billingRoutes.post(route('/api/Billing/MarkAsPaid'), ...backOfficeWrite, async (c) =>
  c.json(await markAsPaid(c.var.deps.db, c.var.user, await readValid(c, markAsPaidSchema))),
);

/** The signed-in user's own plan, periods, invoices and contracts (/user-profile#billing): no id is taken. */
billingRoutes.get(route('/api/Billing/Me'), requireSignedIn, async (c) => {
  const { db, config } = c.var.deps;
  const me = c.var.user.id;
  try {
    await loadBillingContext(db, me);
  } catch {
    return c.json({ Data: null }); // neither trucker nor shipper (e.g. BackOffice)
  }
  const details = await billingDetails(db, me, me, config.jwtSecret, { readOnly: true });
  return c.json({ Data: { ...details, Contracts: await listContracts(db, me, me, config.jwtSecret) } });
});

// ── contracts and invoice files ────────────────────────────────────────────────────────────────────────────────

billingRoutes.get(route('/api/Billing/Contracts/:id{[0-9]+}'), backOffice, async (c) => {
  const { db, config } = c.var.deps;
  const ctx = await loadBillingContext(db, pathId(c));
  return c.json(await listContracts(db, ctx.userId, c.var.user.id, config.jwtSecret));
});

billingRoutes.get(route('/api/Billing/Attachments/:id{[0-9]+}'), backOffice, async (c) => {
  const { db, config } = c.var.deps;
  const row = await findBillingAttachment(db, pathId(c));
  if (!row) throw messageError(404, NOT_FOUND);
  return c.json(toBillingAttachment(row, c.var.user.id, config.jwtSecret));
});

function uploadTarget(c: Context<AppEnv>) {
  const q = queryParams(c, ['id', 'isContract', 'subscriptionId'] as const);
  const errors: FieldMessages = {};
  const id = parseId(q.id);
  if (id === null) errors.id = [labelNotValid({ label: 'id' })];
  const isContract = (q.isContract ?? '').trim().toLowerCase();
  if (isContract !== 'true' && isContract !== 'false') errors.isContract = [trueOrFalsePlain({ field: 'isContract' })];
  const periodId = parseId(q.subscriptionId);
  if (isContract === 'false' && periodId === null) errors.subscriptionId = [labelNotValid({ label: 'subscriptionId' })];
  if (id === null || Object.keys(errors).length > 0) throw modelStateError(errors);
  return {
    userId: id,
    kind: isContract === 'true' ? ('contract' as const) : ('invoice' as const),
    periodId: isContract === 'true' ? null : periodId,
  };
}

billingRoutes.post(route('/api/Billing/BillingAttachment'), ...backOfficeWrite, async (c) => {
  const { db, config } = c.var.deps;
  const target = uploadTarget(c);
  await loadBillingContext(db, target.userId);
  if (target.periodId !== null) await requirePeriodOfUser(db, target.periodId, target.userId);
  const received = await readUploads(c.req.raw, config.dataDir, BILLING_UPLOAD_LIMIT_MESSAGES);
  if (received.length === 0) throw messageError(400, SELECT_FILE);
  const rows = await saveBillingFiles(db, fileStorageOf(c.var.deps), target, received, c.var.user.id);
  const now = Date.now();
  return c.json(rows.map((row) => toBillingAttachment(row, c.var.user.id, config.jwtSecret, now)));
});

// ── signed downloads ───────────────────────────────────────────────────────────────────────────────────────────

billingRoutes.get(route('/api/files/billing/:id{[0-9]+}'), publicRoute, async (c) => {
  requireSignature(c);
  return storedFileResponse(c, await findBillingAttachment(c.var.deps.db, pathId(c)));
});

/** The seeded provider's invoice documents (decision 061): a PDF and a hosted page, both built from the data. */
billingRoutes.get(route('/api/files/provider-invoices/:id{[0-9]+}/:what{pdf|view}'), publicRoute, async (c) => {
  requireSignature(c);
  const doc = await providerInvoiceDocumentById(c.var.deps.db, pathId(c), c.req.param('what') === 'pdf' ? 'pdf' : 'view');
  if (!doc) throw messageError(404, NOT_FOUND);
  return c.body(doc.body, 200, { ...SIGNED_FILE_HEADERS, 'Content-Type': doc.contentType, 'Content-Disposition': doc.disposition });
});
