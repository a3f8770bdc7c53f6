import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { jsonValue, type JsonKind } from '../db/json-text';
import { executePrepared, preparedPer } from '../db/prepared';
import { equipmentTypes, loadStatuses, modes, shipments, shipmentStatusCounts, shippers, truckers } from '../db/schema';
import { STATUS_CODES } from './load-status';
import { keysetOrderBy, rowsAfter, type KeysetOrder } from './keyset';
import type { AdminLoadsQuery } from '../../src/contract/loads-query';

/** A list query as the services read it: the admin query, or a party query scoped to its owner. */
export type LoadsListQuery = AdminLoadsQuery & {
  /** Party lists: search Code only (the admin list also searches the DLS number). */
  codeOnly?: boolean;
  /** Party lists: the forced owner. */
  shipperId?: number;
  truckerId?: number;
};

/**
 * The admin loads list and the per-party lists (decision 042, 043): filters, search, sort and paging in SQL,
 * rows built as JSON text by the database (as the partner lists do, decision 040). Filters touch only shipments
 * columns, so the count needs no join; the page is picked from shipments alone (joining only what a sort needs)
 * and the lookups are joined to those rows only. Big pages are read in keyset batches.
 */

const s = shipments;
/** Status ids are fixed by migration 0002: id = position in STATUS_CODES + 1. */
export const statusCodeOfId = (id: number) => STATUS_CODES[id - 1];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function loadFilters(q: LoadsListQuery): SQL | undefined {
  const codes = q.statusIds.map(statusCodeOfId).filter(Boolean);
  const day = 86_400_000;
  return and(
    q.shipperId !== undefined ? eq(s.shipperId, q.shipperId) : undefined,
    q.truckerId !== undefined ? eq(s.truckerId, q.truckerId) : undefined,
    q.statusIds.length ? (codes.length ? inArray(s.statusCode, codes) : sql`false`) : undefined,
    q.modeIds.length ? inArray(s.modeId, q.modeIds) : undefined,
    q.shipperIds.length ? inArray(s.shipperId, q.shipperIds) : undefined,
    q.truckerIds.length ? inArray(s.truckerId, q.truckerIds) : undefined,
    q.equipmentIds.length ? inArray(s.equipmentTypeId, q.equipmentIds) : undefined,
    q.startDate ? sql`${s.shipmentDate} >= ${q.startDate.toISOString()}::timestamptz` : undefined,
    q.endDate ? sql`${s.shipmentDate} < ${new Date(q.endDate.getTime() + day).toISOString()}::timestamptz` : undefined,
    q.isQuickPay === undefined ? undefined : eq(s.isQuickPay, q.isQuickPay),
    q.isBillPaid === undefined ? undefined : eq(s.billPaid, q.isBillPaid),
    q.isDls === undefined ? undefined : q.isDls ? sql`${s.dlsId} is not null` : sql`${s.dlsId} is null`,
    q.search === undefined
      ? undefined
      : q.codeOnly
        ? sql`lower(${s.code}) like '%' || lower(${escapeLike(q.search)}) || '%'`
        : sql`${s.searchText} like '%' || lower(${escapeLike(q.search)}) || '%'`,
  );
}

// ── sorting ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** One sort: key expressions with their SQL types (keyset batches), nullability, and the join it needs. */
export type SortSpec = { keys: SQL[]; types: string[]; nullable: boolean; join?: SQL };

const textKey = (expr: SQL | PgColumn) => sql`lower(${expr}) collate "C"`;
const one = (key: SQL | PgColumn, type: string, nullable = false, join?: SQL): SortSpec => ({
  keys: [sql`${key}`],
  types: [type],
  nullable,
  join,
});
const statusRank = sql`array_position(array['DF','OP','BK','OFP','AT','IT','AR','DL','CL']::text[], ${s.statusCode})`;

const SORTS: Record<LoadsListQuery['sortField'], SortSpec> = {
  Id: { keys: [], types: [], nullable: false },
  Code: one(s.code, 'text'),
  Status: one(statusRank, 'integer'),
  StatusCode: one(s.statusCode, 'text'),
  Shipper: one(textKey(s.shipperName), 'text', true),
  Trucker: one(textKey(s.truckerName), 'text', true),
  DlsId: one(s.dlsId, 'text', true),
  Mode: one(textKey(s.modeName), 'text', true),
  EquipmentType: one(textKey(s.equipmentName), 'text', true),
  TotalPrice: one(s.totalPrice, 'numeric'),
  FromCity: one(textKey(s.shippingCity), 'text'),
  FromState: one(textKey(s.shippingState), 'text'),
  ToCity: one(textKey(s.receivingCity), 'text'),
  ToState: one(textKey(s.receivingState), 'text'),
  Stops: one(s.stopsCount, 'integer'),
  BillPaid: one(s.billPaid, 'boolean'),
  BillUploaded: one(s.billUploaded, 'boolean'),
  InvoicePaid: one(s.invoicePaid, 'boolean'),
  InvoiceUploaded: one(s.invoiceUploaded, 'boolean'),
  IsQuickPay: one(s.isQuickPay, 'boolean'),
  BillPaymentDate: one(s.billPaymentDate, 'timestamptz', true),
  BillDate: one(s.billDate, 'timestamptz', true),
  BillDueDate: one(s.billDueDate, 'timestamptz', true),
  InvoicePaymentDate: one(s.invoicePaymentDate, 'timestamptz', true),
  InvoiceDate: one(s.invoiceDate, 'timestamptz', true),
  InvoiceDueDate: one(s.invoiceDueDate, 'timestamptz', true),
  Created: one(s.created, 'timestamptz'),
  ShipmentDate: one(s.shipmentDate, 'timestamptz'),
};

export const sortSpec = (field: LoadsListQuery['sortField']): SortSpec => SORTS[field];

/** A load list's sort as a keyset order: the load id breaks ties. */
const byLoad = (spec: SortSpec): KeysetOrder => ({ ...spec, tie: sql`${s.id}` });

export const orderBy = (spec: SortSpec, order: 'asc' | 'desc'): SQL => sql.join(keysetOrderBy(byLoad(spec), order), sql`, `);

/** Rows after the last one sent, in the same order (keyset). */
export const after = (spec: SortSpec, order: 'asc' | 'desc', values: (string | null)[], tie: number): SQL =>
  rowsAfter(byLoad(spec), order, values, tie);

// ── rows as JSON text ───────────────────────────────────────────────────────────────────────────────────────────

type JsonField = [name: string, expr: SQL | PgColumn, kind: JsonKind, adminOnly?: boolean];

/**
 * How the names of a row's status, shipper, trucker, mode and equipment are read: joined (big batches: one hash
 * join beats thousands of lookups) or as one scalar subquery each (a page: PostgreSQL then plans a two-table join
 * instead of searching the orders of seven tables, 8 ms of planning for a page of 10 on 100,000 loads, decision 119).
 * Same answer either way: each lookup is by primary key, and status_code is a non-null foreign key.
 */
type Lookups = 'joined' | 'subqueries';

const lookupName = (column: PgColumn, key: PgColumn, ref: PgColumn, lookups: Lookups): SQL | PgColumn =>
  lookups === 'joined' ? column : sql`(select ${column} from ${column.table} where ${key} = ${ref})`;

const fields = (lookups: Lookups): JsonField[] => [
  ['Id', s.id, 'int'],
  ['Code', s.code, 'text'],
  ['Status', lookupName(loadStatuses.name, loadStatuses.code, s.statusCode, lookups), 'text'],
  ['StatusCode', s.statusCode, 'text'],
  ['Shipper', lookupName(shippers.companyName, shippers.id, s.shipperId, lookups), 'text'],
  ['ShipperOwnerId', s.shipperId, 'nullableInt'],
  ['Trucker', lookupName(truckers.name, truckers.id, s.truckerId, lookups), 'text'],
  ['TruckerOwnerId', s.truckerId, 'nullableInt'],
  ['DlsId', s.dlsId, 'text', true],
  ['Mode', lookupName(modes.name, modes.id, s.modeId, lookups), 'text', true],
  ['EquipmentType', lookupName(equipmentTypes.name, equipmentTypes.id, s.equipmentTypeId, lookups), 'text', true],
  ['TotalPrice', s.totalPrice, 'money'],
  ['FromCity', s.shippingCity, 'text'],
  ['FromState', s.shippingState, 'text'],
  ['ToCity', s.receivingCity, 'text'],
  ['ToState', s.receivingState, 'text'],
  ['Stops', s.stopsCount, 'int'],
  ['BillPaid', s.billPaid, 'bool'],
  ['BillUploaded', s.billUploaded, 'bool'],
  ['BillPaymentDate', s.billPaymentDate, 'date'],
  ['BillDate', s.billDate, 'date'],
  ['BillDueDate', s.billDueDate, 'date'],
  ['InvoicePaid', s.invoicePaid, 'bool'],
  ['InvoiceUploaded', s.invoiceUploaded, 'bool'],
  ['InvoicePaymentDate', s.invoicePaymentDate, 'date'],
  ['InvoiceDate', s.invoiceDate, 'date'],
  ['InvoiceDueDate', s.invoiceDueDate, 'date'],
  ['IsQuickPay', s.isQuickPay, 'bool'],
  ['Created', s.created, 'date'],
  ['ShipmentDate', s.shipmentDate, 'date'],
];

export type RowShape = 'admin' | 'party';

function rowJson(shape: RowShape, lookups: Lookups): SQL<string> {
  const shown = fields(lookups).filter((f) => shape === 'admin' || !f[3]);
  const parts = shown.map(([name, expr, kind], i) => sql`${sql.raw(`'${i === 0 ? '{' : ','}"${name}":'`)} || ${jsonValue(expr, kind)}`);
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}

/** Pages up to this many rows read their lookups as subqueries, bigger batches join them. */
const SUBQUERY_LOOKUPS_MAX = 1000;

/**
 * The JSON rows of up to SUBQUERY_LOOKUPS_MAX ids in their order, a statement prepared once per connection for each
 * shape (decision 128): its text never changes, so PostgreSQL parses and plans the 30-field row once instead of on
 * every page (1.5-2.5 ms of the 1.7-3.0 ms a page cost, decision 119), and the plan (ids ⋈ shipments by primary key)
 * is right for any ids. PGlite gets the same statement through SQL PREPARE (3.0 → 0.7 ms a page).
 */
const rowsQuery = (db: Db, shape: RowShape) =>
  db
    .select({ j: rowJson(shape, 'subqueries').as('j') })
    .from(sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as p(id, n)`)
    .innerJoin(s, eq(s.id, sql`p.id`))
    .orderBy(sql`p.n`);
const preparedRows = (shape: RowShape) => preparedPer((db) => rowsQuery(db, shape).prepare(`load_rows_${shape}`));
const rowsPrepared = { admin: preparedRows('admin'), party: preparedRows('party') };

async function rowsByIds(db: Db, shape: RowShape, idArray: string): Promise<string[]> {
  const statement = { name: `load_rows_${shape}`, types: 'int[]', text: () => rowsQuery(db, shape).toSQL().sql };
  const rows = await executePrepared(db, statement, `'${idArray}'`, () => rowsPrepared[shape](db).execute({ ids: idArray }));
  return rows.map((row) => row.j);
}

/** Bigger batches join the lookups to all rows at once. */
function rowsJoined(shape: RowShape, idArray: string): SQL {
  return sql`select ${rowJson(shape, 'joined')} as j
    from unnest(${idArray}::int[]) with ordinality as p(id, n)
    join ${s} on ${s.id} = p.id
    join ${loadStatuses} on ${loadStatuses.code} = ${s.statusCode}
    left join ${shippers} on ${shippers.id} = ${s.shipperId}
    left join ${truckers} on ${truckers.id} = ${s.truckerId}
    left join ${modes} on ${modes.id} = ${s.modeId}
    left join ${equipmentTypes} on ${equipmentTypes.id} = ${s.equipmentTypeId}
    order by p.n`;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** True when a query filters by status or not at all: its count is a sum of the status counts (decision 128). */
function statusFilterOnly(q: LoadsListQuery): boolean {
  return (
    q.shipperId === undefined &&
    q.truckerId === undefined &&
    q.modeIds.length === 0 &&
    q.shipperIds.length === 0 &&
    q.truckerIds.length === 0 &&
    q.equipmentIds.length === 0 &&
    !q.startDate &&
    !q.endDate &&
    q.isQuickPay === undefined &&
    q.isBillPaid === undefined &&
    q.isDls === undefined &&
    q.search === undefined
  );
}

const statusCount = preparedPer((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${shipmentStatusCounts.delta}), 0)::int` })
    .from(shipmentStatusCounts)
    .where(sql`${sql.placeholder('all')}::boolean or ${shipmentStatusCounts.statusCode} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('loads_status_count'),
);

export async function countLoads(db: Db, q: LoadsListQuery): Promise<number> {
  if (statusFilterOnly(q)) {
    const codes = q.statusIds.map(statusCodeOfId).filter(Boolean);
    if (q.statusIds.length > 0 && codes.length === 0) return 0;
    const [row] = await statusCount(db).execute({ all: codes.length === 0, codes: `{${codes.join(',')}}` });
    return Number(row.n);
  }
  const where = loadFilters(q);
  const result = await db.execute(sql`select count(*)::int as n from ${s}${where ? sql` where ${where}` : sql``}`);
  return Number(rowsOf(result)[0].n);
}

/**
 * Filters matching at most this many loads are applied before sorting (a fenced subquery), as the partner lists do
 * (decision 040): walking a sort index and testing each row against rare filters can read most of the table.
 */
export const FILTER_FIRST_MAX = 5000;

/** One page of rows (JSON texts). `total` (the count of the same filters) picks the plan. */
export async function pageLoads(db: Db, q: LoadsListQuery, shape: RowShape, total?: number): Promise<string[]> {
  const spec = sortSpec(q.sortField);
  const where = loadFilters(q);
  const filterFirst = where !== undefined && total !== undefined && total <= FILTER_FIRST_MAX;
  const source = filterFirst ? sql`(select * from ${s} where ${where} offset 0) as ${s}` : sql`${s}${where ? sql` where ${where}` : sql``}`;
  const ids = await db.execute(sql`select ${s.id} as id from ${source}
      order by ${orderBy(spec, q.sortOrder)}
      limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`);
  return loadRowsByIds(
    db,
    rowsOf(ids).map((r) => Number(r.id)),
    shape,
  );
}

/** Rows of specific loads (Fetch, a page, an export batch), in the order of `ids`. */
export async function loadRowsByIds(db: Db, ids: number[], shape: RowShape): Promise<string[]> {
  if (ids.length === 0) return [];
  if (!ids.every(Number.isSafeInteger)) throw new Error('load ids must be integers');
  const idArray = `{${ids.join(',')}}`;
  if (ids.length <= SUBQUERY_LOOKUPS_MAX) return rowsByIds(db, shape, idArray);
  return rowsOf(await db.execute(rowsJoined(shape, idArray))).map((r) => r.j as string);
}

/**
 * Keyset batch of the big pages (the XLSX export reads all rows as one page): 2,000, not 10,000 (decision 122). A
 * batch's rows pass through PGlite's receive buffer, a copy of it and one array of strings; with 10,000 the process
 * kept more of that: on PGlite with 100,000 loads, server RSS after the bench's phases 436 → 362 MB (JS heap 112 → 78
 * MB, malloc heap 130 → 97 MB), and all 100,043 rows took 3.9 instead of 5.3 s.
 */
export const STREAM_BATCH = 2000;

/** A big page in keyset batches of JSON texts (the export), never all in memory. */
export async function* streamLoads(
  db: Db,
  q: LoadsListQuery,
  shape: RowShape,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): AsyncGenerator<string[]> {
  const batchSize = options.batchSize ?? STREAM_BATCH;
  const spec = sortSpec(q.sortField);
  const keyColumns = spec.keys.map((key, i) => sql`(${key})::text as ${sql.identifier(`k${i}`)}`);
  let remaining = q.pageSize;
  let last: { values: (string | null)[]; tie: number } | undefined;
  while (remaining > 0 && !options.signal?.aborted) {
    const limit = Math.min(batchSize, remaining);
    const where = and(loadFilters(q), last ? after(spec, q.sortOrder, last.values, last.tie) : undefined);
    const keys = await db.execute(sql`select ${s.id} as id${keyColumns.length ? sql`, ${sql.join(keyColumns, sql`, `)}` : sql``}
      from ${s}${where ? sql` where ${where}` : sql``}
      order by ${orderBy(spec, q.sortOrder)}
      limit ${limit}${last ? sql`` : sql` offset ${(q.pageNumber - 1) * q.pageSize}`}`);
    const rows = rowsOf(keys);
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1];
    last = { values: spec.keys.map((_, i) => (tail[`k${i}`] as string | null) ?? null), tie: Number(tail.id) };
    remaining -= rows.length;
    yield await loadRowsByIds(
      db,
      rows.map((r) => Number(r.id)),
      shape,
    );
    if (rows.length < limit) return;
  }
}
