import { and, sql, type SQL } from 'drizzle-orm';
import { BILLING_TYPES, PAYMENT_STATUSES, type BillingUserRow, type UsersFilter } from '../../src/contract/billing';
import type { Db } from '../db/database';
import type { BillingListQuery as BillingQuery } from '../../src/contract/billing-query';
import { STATUS_LABELS, TYPE_LABELS, billingRowsSql, rawColumns, toWireRow, type RawBillingRow } from './billing-rows';

/**
 * The subscriptions list (decision 060): filters, search in all shown fields, sort on every column, paging, big
 * pages in batches, and the filter panel's counts. Every query reads `billingRowsSql` aliased `r`.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `%`, `_` and `\` match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const typeLabel = sql.raw(
  `case r.type ${Object.entries(TYPE_LABELS)
    .map(([code, label]) => `when '${code}' then '${label}'`)
    .join(' ')} end`,
);

/** The status label the list shows; an unknown status reads as its words ("on_hold" → "on hold"). */
const statusLabel = sql.raw(
  `case lower(r.payment_status) ${Object.entries(STATUS_LABELS)
    .map(([code, label]) => `when '${code}' then '${label}'`)
    .join(' ')} else replace(r.payment_status, '_', ' ') end`,
);

type Group = 'search' | 'status' | 'type' | 'method';

/** The WHERE of one filter group (undefined when the group is not active). */
function groupFilter(query: BillingQuery, group: Group): SQL | undefined {
  switch (group) {
    case 'search': {
      if (query.search === undefined) return undefined;
      const haystack = sql`lower(concat_ws(chr(10), r.name, r.email, r.phone, r.state, r.city, ${statusLabel}, r.plan_name, ${typeLabel}))`;
      return sql`${haystack} like '%' || lower(${escapeLike(query.search)}) || '%'`;
    }
    case 'status': {
      if (query.paymentStatuses.length === 0) return undefined;
      const named = query.paymentStatuses.filter((s): s is string => s !== null);
      const parts: SQL[] = [];
      if (named.length > 0)
        parts.push(
          sql`lower(r.payment_status) in (${sql.join(
            named.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      if (named.length < query.paymentStatuses.length) parts.push(sql`r.payment_status is null`);
      return sql`(${sql.join(parts, sql` or `)})`;
    }
    case 'type':
      return query.types.length === 0
        ? undefined
        : sql`r.type in (${sql.join(
            query.types.map((t) => sql`${t}`),
            sql`, `,
          )})`;
    case 'method':
      return query.method === 0 ? undefined : sql`r.method = ${query.method}`;
  }
}

const GROUPS: Group[] = ['search', 'status', 'type', 'method'];

/** Every active filter, optionally leaving one group out (the filter counts of that group). */
function where(query: BillingQuery, except?: Group): SQL {
  return and(...GROUPS.filter((g) => g !== except).map((g) => groupFilter(query, g))) ?? sql`true`;
}

const textKey = (column: string) => sql.raw(`lower(r.${column}) collate "C"`);

/** Sort keys: nulls are the smallest value, the user id breaks ties in the same direction. */
function orderBy(query: BillingQuery): SQL {
  const keys: Record<BillingQuery['sortField'], SQL> = {
    Name: textKey('name'),
    Type: sql`r.type collate "C"`,
    Email: textKey('email'),
    EmailConfirmed: sql`r.email_confirmed`,
    PhoneNumber: sql`r.phone collate "C"`,
    PhoneNumberConfirmed: sql`r.phone_confirmed`,
    State: textKey('state'),
    City: textKey('city'),
    PaymentStatus: textKey('payment_status'),
    Reccuring: sql`r.reccuring`,
    PlanName: textKey('plan_name'),
    SubscriptionDate: sql`r.subscription_date`,
    Created: sql`r.created`,
    IsInternalSubscription: sql`r.method`,
  };
  const dir = query.sortOrder === 'asc' ? sql.raw('asc nulls first') : sql.raw('desc nulls last');
  const tie = query.sortOrder === 'asc' ? sql.raw('r.id asc') : sql.raw('r.id desc');
  return sql`${keys[query.sortField]} ${dir}, ${tie}`;
}

export async function countBillingRows(db: Db, query: BillingQuery, today: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${billingRowsSql(today)}) r where ${where(query)}`);
  return Number(rowsOf<{ n: number }>(result)[0].n);
}

async function selectPage(db: Db, query: BillingQuery, today: string, limit: number, offset: number) {
  const result = await db.execute(sql`select ${rawColumns}, count(*) over ()::int as total from (${billingRowsSql(today)}) r
    where ${where(query)} order by ${orderBy(query)} limit ${limit} offset ${offset}`);
  const rows = rowsOf<RawBillingRow & { total: number }>(result);
  return { rows: rows.map((raw) => toWireRow(raw, today)), total: rows.length > 0 ? Number(rows[0].total) : undefined };
}

/**
 * One page and the total in a single pass (the rows are computed from several tables, so computing them twice
 * would double the cost). A page past the end has no row to carry the total: it is counted separately.
 */
export async function pageBillingRows(db: Db, query: BillingQuery, today: string): Promise<{ rows: BillingUserRow[]; total: number }> {
  const page = await selectPage(db, query, today, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { rows: page.rows, total: page.total ?? (await countBillingRows(db, query, today)) };
}

export const BILLING_STREAM_BATCH = 5000;

/**
 * The rows of one big page in batches, never all in memory. Batches page by OFFSET within the requested page:
 * every row is computed from several tables, so there is no single index a keyset could walk.
 */
export async function* streamBillingRows(
  db: Db,
  query: BillingQuery,
  today: string,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): AsyncGenerator<BillingUserRow[]> {
  const batchSize = options.batchSize ?? BILLING_STREAM_BATCH;
  const start = (query.pageNumber - 1) * query.pageSize;
  for (let done = 0; done < query.pageSize && !options.signal?.aborted;) {
    const limit = Math.min(batchSize, query.pageSize - done);
    const { rows } = await selectPage(db, query, today, limit, start + done);
    if (rows.length === 0) return;
    yield rows;
    done += rows.length;
    if (rows.length < limit) return;
  }
}

/**
 * The filter panel: each group's counts apply every OTHER active filter, so a count equals the list total when
 * that value alone is selected in its group. Known values are always listed (count 0 included).
 */
export async function usersFilter(db: Db, query: BillingQuery, today: string): Promise<UsersFilter> {
  // One pass over the rows for the three groups (MATERIALIZED: computed once, not once per group).
  const result = await db.execute(sql`with r as materialized (${billingRowsSql(today)})
    select 'type' as g, r.type as key, count(*) filter (where ${where(query, 'type')})::int as n from r group by r.type
    union all
    select 'status', r.payment_status, count(*) filter (where ${where(query, 'status')})::int from r group by r.payment_status
    union all
    select 'method', r.method::text, count(*) filter (where ${where(query, 'method')})::int from r group by r.method`);
  const counts = rowsOf<{ g: string; key: string | null; n: number }>(result);
  const countMap = (group: string) => new Map(counts.filter((c) => c.g === group).map((c) => [c.key, Number(c.n)]));
  const types = countMap('type');
  const statuses = countMap('status');
  const methods = countMap('method');
  const typeCounts = types;
  const methodCounts = new Map([...methods].map(([k, n]) => [Number(k), n]));
  const statusCounts = statuses;
  const known: string[] = [...PAYMENT_STATUSES];
  const extra = [...statusCounts.keys()].filter((k): k is string => typeof k === 'string' && !known.includes(k)).sort();
  const all = [...methodCounts.values()].reduce((sum, n) => sum + n, 0);

  return {
    Types: BILLING_TYPES.map((type) => ({ Type: type, Count: typeCounts.get(type) ?? 0 })),
    PaymentStatuses: [
      ...[...known, ...extra].map((status) => ({ PaymentStatus: status, Count: statusCounts.get(status) ?? 0 })),
      { PaymentStatus: null, Count: statusCounts.get(null) ?? 0 },
    ],
    Subscriptions: [
      { Name: 'All', Value: 0, Count: all },
      { Name: 'Internal', Value: 3, Count: methodCounts.get(3) ?? 0 },
      { Name: 'Provider', Value: 2, Count: methodCounts.get(2) ?? 0 },
      { Name: 'Free', Value: 1, Count: methodCounts.get(1) ?? 0 },
    ],
  };
}
