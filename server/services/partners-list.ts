import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ShipperSortField, ShippersQuery, TruckerSortField, TruckersQuery } from '../../src/contract/partners';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { jsonValue, type JsonKind } from '../db/json-text';
import { shippers, truckers, users } from '../db/schema';
import { keysetOrderBy, rowsAfter, type KeysetOrder } from './keyset';

/**
 * The Truckers / Shippers lists (decision 003, decision 040): filters, search, sort and paging in SQL.
 * Sort keys come from a whitelist of SQL expressions; text sorts in byte order (collate "C", the same on every
 * database), nulls sort first ascending and last descending, and the user id breaks ties so pages never overlap.
 * Every sort has an index (schema.ts). Big pages are read in keyset batches (`streamRows`).
 */

export type ListKind = 'trucker' | 'shipper';
export type ListQuery = TruckersQuery | ShippersQuery;

/**
 * Loads per party: the counter column kept by triggers on shipments (migration 0004, decision 043), indexed for
 * the sort — a correlated count per row would make the sort a full scan (decision 040).
 */
export const shipmentsCount = (kind: ListKind): SQL<number> =>
  sql<number>`${kind === 'trucker' ? truckers.shipmentsCount : shippers.shipmentsCount}`.mapWith(Number);

const partnerTable = (kind: ListKind) => (kind === 'trucker' ? truckers : shippers);

/** One sort: its key expressions (with their SQL types, for keyset batches) and the tie-break column. */
type SortSpec = KeysetOrder;

const textKey = (expr: SQL | PgColumn) => sql`lower(${expr}) collate "C"`;
const single = (key: SQL | { getSQLType(): string }, type: string, nullable: boolean, tie: SQL): SortSpec => ({
  keys: [sql`${key}`],
  types: [type],
  nullable,
  tie,
});

function sortSpec(kind: ListKind, field: TruckerSortField | ShipperSortField): SortSpec {
  const t = partnerTable(kind);
  const byPartner = sql`${t.userId}`;
  const byUser = sql`${users.id}`;
  switch (field) {
    case 'Name':
      return single(textKey(kind === 'trucker' ? truckers.name : shippers.companyName), 'text', false, byPartner);
    case 'Owner':
      return { keys: [textKey(users.lastName), textKey(users.firstName)], types: ['text', 'text'], nullable: false, tie: byUser };
    case 'Created':
      return single(t.created, 'timestamptz', false, byPartner);
    case 'Email':
      return single(textKey(users.email), 'text', false, byUser);
    case 'PhoneNumber':
      return single(users.phone, 'text', true, byUser);
    case 'ShipmentsCount':
      return single(shipmentsCount(kind), 'integer', false, byPartner);
    case 'FPRequestDate':
      return single(truckers.fpRequestDate, 'timestamptz', true, byPartner);
    case 'FPSignAgreementDate':
      return single(truckers.fpSignAgreementDate, 'timestamptz', true, byPartner);
    case 'McNumber':
      return single(truckers.mcNumber, 'text', true, byPartner);
    case 'DotNumber':
      return single(truckers.dotNumber, 'text', true, byPartner);
    case 'PaymentStatus':
      return single(t.paymentStatus, 'text', true, byPartner);
    case 'QuickPayAllowed':
      return single(truckers.quickPayAllowed, 'boolean', false, byPartner);
    case 'QuickPaySuspended':
      return single(shippers.quickPaySuspended, 'boolean', false, byPartner);
    case 'Islocked':
      return single(users.lockedOut, 'boolean', false, byUser);
    case 'Approved':
      return single(t.approved, 'boolean', false, byPartner);
  }
}

/** `%`, `_` and `\` match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of both the page and the count: only partner-table columns, so the count needs no join. */
function filters(kind: ListKind, query: ListQuery): SQL | undefined {
  const t = partnerTable(kind);
  return and(
    query.approved === undefined ? undefined : eq(t.approved, query.approved),
    query.subscribed === undefined
      ? undefined
      : query.subscribed
        ? eq(t.paymentStatus, 'active')
        : sql`${t.paymentStatus} is distinct from 'active'`,
    // search_text is lower(e-mail \n first last \n name), trigram-indexed (migration 0001).
    query.search === undefined ? undefined : sql`${t.searchText} like '%' || lower(${escapeLike(query.search)}) || '%'`,
  );
}

type JsonField = [name: string, expr: SQL | PgColumn, kind: JsonKind];

const truckerFields: JsonField[] = [
  ['Id', users.id, 'int'],
  ['TruckerId', truckers.id, 'int'],
  ['Name', truckers.name, 'text'],
  ['FirstName', users.firstName, 'text'],
  ['LastName', users.lastName, 'text'],
  ['Created', truckers.created, 'date'],
  ['Email', users.email, 'text'],
  ['EmailConfirmed', users.emailConfirmed, 'bool'],
  ['PhoneNumber', users.phone, 'text'],
  ['PhoneNumberConfirmed', users.phoneConfirmed, 'bool'],
  ['ShipmentsCount', shipmentsCount('trucker'), 'int'],
  ['FPRequestDate', truckers.fpRequestDate, 'date'],
  ['FPSignAgreementDate', truckers.fpSignAgreementDate, 'date'],
  ['McNumber', truckers.mcNumber, 'text'],
  ['DotNumber', truckers.dotNumber, 'text'],
  ['PaymentStatus', truckers.paymentStatus, 'text'],
  ['QuickPayAllowed', truckers.quickPayAllowed, 'bool'],
  ['Islocked', users.lockedOut, 'bool'],
  ['Approved', truckers.approved, 'bool'],
];

const shipperFields: JsonField[] = [
  ['Id', users.id, 'int'],
  ['ShipperId', shippers.id, 'int'],
  ['Name', shippers.companyName, 'text'],
  ['FirstName', users.firstName, 'text'],
  ['LastName', users.lastName, 'text'],
  ['Created', shippers.created, 'date'],
  ['Email', users.email, 'text'],
  ['EmailConfirmed', users.emailConfirmed, 'bool'],
  ['PhoneNumber', users.phone, 'text'],
  ['PhoneNumberConfirmed', users.phoneConfirmed, 'bool'],
  ['ShipmentsCount', shipmentsCount('shipper'), 'int'],
  ['PaymentStatus', shippers.paymentStatus, 'text'],
  ['Islocked', users.lockedOut, 'bool'],
  ['QuickPaySuspended', shippers.quickPaySuspended, 'bool'],
  ['Approved', shippers.approved, 'bool'],
  ['CapitalAllowance', shippers.capitalAllowance, 'money'],
  ['QuickPayAllowedShipments', shippers.quickPayAllowedShipments, 'nullableInt'],
  ['QuickPayMaxShipmentValue', shippers.quickPayMaxShipmentValue, 'money'],
];

/**
 * The wire row (decision 003) as JSON text, built by the database: far cheaper than moving 19 columns per row
 * through the driver and serialising them again (an export of 50,000 rows is mostly this). Keys in contract order.
 */
function rowJson(kind: ListKind): SQL<string> {
  const fields = kind === 'trucker' ? truckerFields : shipperFields;
  const parts = fields.map(([name, expr, type], i) => sql`${sql.raw(`'${i === 0 ? '{' : ','}"${name}":'`)} || ${jsonValue(expr, type)}`);
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}

/**
 * Select of rows as JSON text (`j`), plus extra columns, joined with the owning user. With `filterFirst`, the
 * partner rows are filtered in a fenced subquery (OFFSET 0) that keeps the table's name, so the sort runs over the
 * matches only instead of walking a sort index and testing each row against the search.
 */
export function selectRows<TExtra extends Record<string, SQL>>(db: Db, kind: ListKind, extra: TExtra = {} as TExtra, filterFirst?: SQL) {
  const t = partnerTable(kind);
  const source = filterFirst ? sql`(select * from ${t} where ${filterFirst} offset 0) as ${t}` : t;
  return db
    .select({ j: rowJson(kind), ...extra })
    .from(source)
    .innerJoin(users, eq(users.id, t.userId));
}

export async function countRows(db: Db, kind: ListKind, query: ListQuery): Promise<number> {
  const t = partnerTable(kind);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(filters(kind, query));
  return Number(row.n);
}

/**
 * A search matching at most this many rows is sorted after filtering. Matches of a term cluster in sort order
 * (a surname in the Owner order), so walking the sort index until ten of them turn up can read thousands of rows;
 * sorting a few hundred matches is cheap. Broad terms match densely and are better served by the index walk.
 */
export const FILTER_FIRST_MAX = 2000;

/**
 * One page (pageSize rows at most) in SQL: LIMIT/OFFSET over the indexed order. Each row is its JSON text.
 * `total` (the count of the same filter) picks the plan for searches.
 */
export async function pageRows(db: Db, kind: ListKind, query: ListQuery, total?: number): Promise<string[]> {
  const spec = sortSpec(kind, query.sortField);
  const where = filters(kind, query);
  const filterFirst = query.search !== undefined && total !== undefined && total <= FILTER_FIRST_MAX && where ? where : undefined;
  const rows = await selectRows(db, kind, {}, filterFirst)
    .where(filterFirst ? undefined : where)
    .orderBy(...keysetOrderBy(spec, query.sortOrder))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return rows.map((row) => row.j);
}

export type StreamOptions = { batchSize?: number; signal?: AbortSignal };
export const STREAM_BATCH = 2000;

/**
 * The rows of one (big) page in batches of JSON texts, never all in memory: the first batch starts at the page's
 * OFFSET, the next ones continue after the last row's sort key (sent back as text and cast to its type, so
 * timestamps keep their microseconds). Rows changed while the batches run may be missed or repeated, as with any
 * paging.
 */
export async function* streamRows(db: Db, kind: ListKind, query: ListQuery, options: StreamOptions = {}): AsyncGenerator<string[]> {
  const batchSize = options.batchSize ?? STREAM_BATCH;
  const spec = sortSpec(kind, query.sortField);
  const keyColumns: Record<string, SQL> = { id: sql<number>`${users.id}` };
  spec.keys.forEach((key, i) => (keyColumns[`k${i}`] = sql<string | null>`(${key})::text`));
  let remaining = query.pageSize;
  let last: { values: (string | null)[]; tie: number } | undefined;
  while (remaining > 0 && !options.signal?.aborted) {
    const limit = Math.min(batchSize, remaining);
    const where = and(filters(kind, query), last ? rowsAfter(spec, query.sortOrder, last.values, last.tie) : undefined);
    const base = selectRows(db, kind, keyColumns)
      .where(where)
      .orderBy(...keysetOrderBy(spec, query.sortOrder))
      .limit(limit);
    const rows = (await (last ? base : base.offset((query.pageNumber - 1) * query.pageSize))) as Record<string, unknown>[];
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1];
    last = { values: spec.keys.map((_, i) => (tail[`k${i}`] as string | null) ?? null), tie: Number(tail.id) };
    remaining -= rows.length;
    yield rows.map((row) => row.j as string);
    if (rows.length < limit) return;
  }
}
