import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LoadExportColumn, LoadsExport } from '../../src/contract/loads-export';
import { csvCell, csvHead, toCsvValue } from '../../src/shared/export/csv';
import { normaliseCell, type DateCell, type NormaliseOptions } from '../../src/shared/export/normalize-cell';
import { dateTimeFormatter, formatDate } from '../../src/shared/format/date';
import type { Db } from '../db/database';
import { isoText } from '../db/json-text';
import { shipments } from '../db/schema';
import { after, loadFilters, orderBy, sortSpec, type LoadsListQuery } from './loads-list';

/**
 * The admin loads list as CSV, written by the server (decision 118): the list's filters, search and sort
 * (loads-list.ts builds them), every matching load, the columns the user sees in their order, with the header
 * texts, labels, language and zone the client sent. Rows are read in keyset batches straight from `shipments`
 * (the party names are the trigger-kept copies the list sorts by, decision 043), so no batch needs a join, and each
 * batch is turned into CSV text with the web app's own cell rules (normalize-cell.ts, csv-writer.ts): the file is
 * the one the browser wrote before, byte for byte.
 */

const s = shipments;
/** 2,000 rows a batch, as the list's big pages (STREAM_BATCH, decision 122): lower memory, no slower. */
export const EXPORT_BATCH = 2000;

type Kind = 'number' | 'text' | 'bool' | 'date' | 'place' | 'status';
type Source = { exprs: PgColumn[]; kind: Kind };

const one = (expr: PgColumn, kind: Kind): Source => ({ exprs: [expr], kind });

/** Where each column's value comes from, as the list row holds it (features/loads/columns.tsx `value`). */
const SOURCES: Record<LoadExportColumn, Source> = {
  Id: one(s.id, 'number'),
  Code: one(s.code, 'text'),
  Shipper: one(s.shipperName, 'text'),
  Trucker: one(s.truckerName, 'text'),
  DlsId: one(s.dlsId, 'text'),
  Mode: one(s.modeName, 'text'),
  EquipmentType: one(s.equipmentName, 'text'),
  TotalPrice: one(s.totalPrice, 'number'),
  FromCity: { exprs: [s.shippingCity, s.shippingState], kind: 'place' },
  ToCity: { exprs: [s.receivingCity, s.receivingState], kind: 'place' },
  Stops: one(s.stopsCount, 'number'),
  BillPaid: one(s.billPaid, 'bool'),
  BillUploaded: one(s.billUploaded, 'bool'),
  BillPaymentDate: one(s.billPaymentDate, 'date'),
  BillDate: one(s.billDate, 'date'),
  BillDueDate: one(s.billDueDate, 'date'),
  InvoicePaid: one(s.invoicePaid, 'bool'),
  InvoiceUploaded: one(s.invoiceUploaded, 'bool'),
  InvoicePaymentDate: one(s.invoicePaymentDate, 'date'),
  InvoiceDate: one(s.invoiceDate, 'date'),
  InvoiceDueDate: one(s.invoiceDueDate, 'date'),
  IsQuickPay: one(s.isQuickPay, 'bool'),
  Status: one(s.statusCode, 'status'),
};

/** The status label the user reads for a status code (the code itself when the request names none). */
const statusLabel = (statuses: Record<string, string>, code: unknown): string => statuses[code as string] ?? String(code);

/** "city, state" as the list's place columns show it, from a column's two values starting at `at`. */
const place = (values: readonly unknown[], at: number): string => [values[at], values[at + 1]].filter(Boolean).join(', ');

/** Values repeat (names, places, labels): each distinct one is normalised once, up to this many per column. */
const MEMO_MAX = 50_000;
/** Columns whose values are (nearly) all different: a memo would only cost. */
const UNIQUE: ReadonlySet<LoadExportColumn> = new Set(['Id', 'Code', 'DlsId']);

function memo<V>(compute: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      if (cache.size >= MEMO_MAX) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}

/** Writes one column's CSV cell (quoted where needed) from the row's values (a JSON array), starting at `at`. */
type CellWriter = (values: readonly unknown[], at: number) => string;

/** How a row's values become CSV cells, column by column, with what the user's screen says. */
function cellWriters(request: LoadsExport): CellWriter[] {
  const options: NormaliseOptions = { labels: { yes: request.Labels.Yes, no: request.Labels.No }, neutraliseFormulas: true };
  const dateOptions = { language: request.Language, timeZone: request.TimeZone };
  const dateTime = dateTimeFormatter(dateOptions);
  const dateText = (cell: DateCell) => (cell.withTime ? dateTime(cell.date.getTime()) : formatDate(cell.date, dateOptions));
  const cell = (value: unknown) => csvCell(toCsvValue(normaliseCell(value, options), dateText));
  const listDate = (ms: number) => (ms % 86_400_000 === 0 ? formatDate(new Date(ms), dateOptions) : dateTime(ms));
  const statuses = request.Labels.Statuses as Record<string, string>;
  const yes = cell(true);
  const no = cell(false);
  return request.Columns.map(({ Id }): CellWriter => {
    const text = UNIQUE.has(Id) ? cell : memo(cell);
    switch (SOURCES[Id].kind) {
      case 'number':
        return (values, at) => cell(values[at]);
      case 'bool':
        return (values, at) => (values[at] === null ? '' : values[at] ? yes : no);
      // A list row carries its dates as ISO date-times, which the web app's export writes as date-times in the
      // reader's zone; a calendar day (UTC midnight, as a due date is stored) as the day itself (decision 160).
      case 'date':
        return (values, at) => (values[at] === null ? '' : csvCell(listDate(Date.parse(values[at] as string))));
      case 'place':
        return (values, at) => text(place(values, at));
      case 'status':
        return (values, at) => text(statusLabel(statuses, values[at]));
      case 'text':
        return (values, at) => (values[at] === null ? '' : text(String(values[at])));
    }
  });
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

type ReadOptions = { batchSize?: number; signal?: AbortSignal };

/**
 * The matching loads in keyset batches, each row the values of the visible columns (a column's `starts` entry is
 * where its values begin); with `listDates`, dates as the list row writes them (Date.prototype.toISOString:
 * milliseconds, UTC, "Z"), which costs PGlite a little more than its own timestamp text the CSV reads. Batches are
 * read only as the consumer pulls (a slow download holds one batch); `signal` stops the reading.
 */
async function* valueBatches(
  db: Db,
  q: LoadsListQuery,
  request: LoadsExport,
  options: ReadOptions,
  listDates = false,
): AsyncGenerator<{ rows: unknown[][]; starts: number[] }> {
  const batchSize = options.batchSize ?? EXPORT_BATCH;
  const starts: number[] = [];
  const exprs: SQL[] = [];
  for (const { Id } of request.Columns) {
    starts.push(exprs.length);
    const { kind } = SOURCES[Id];
    exprs.push(...SOURCES[Id].exprs.map((expr) => (listDates && kind === 'date' ? isoText(expr) : sql`${expr}`)));
  }
  // One JSON text per row: PGlite hands a row's single text field to JavaScript far faster than 23 typed fields.
  const values = sql`json_build_array(${sql.join(exprs, sql`, `)})::text as j`;
  const spec = sortSpec(q.sortField);
  const keyColumns = spec.keys.map((key, i) => sql`(${key})::text as ${sql.identifier(`k${i}`)}`);
  let last: { values: (string | null)[]; tie: number } | undefined;
  while (!options.signal?.aborted) {
    const where = and(loadFilters(q), last ? after(spec, q.sortOrder, last.values, last.tie) : undefined);
    const result = await db.execute(sql`select ${sql.join([sql`${s.id} as id`, ...keyColumns, values], sql`, `)}
      from ${s}${where ? sql` where ${where}` : sql``}
      order by ${orderBy(spec, q.sortOrder)}
      limit ${batchSize}`);
    const rows = rowsOf(result);
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1];
    last = { values: spec.keys.map((_, i) => (tail[`k${i}`] as string | null) ?? null), tie: Number(tail.id) };
    yield { rows: rows.map((row) => JSON.parse(row.j as string) as unknown[]), starts };
    if (rows.length < batchSize) return;
  }
}

/** The file as text pieces: the BOM and header row first, then one piece per batch of loads. */
export async function* loadsCsv(db: Db, q: LoadsListQuery, request: LoadsExport, options: ReadOptions = {}): AsyncGenerator<string> {
  yield csvHead(request.Columns.map((column) => column.Header));
  const writers = cellWriters(request);
  for await (const { rows, starts } of valueBatches(db, q, request, options)) {
    let text = '';
    for (const row of rows) {
      for (let c = 0; c < writers.length; c += 1) text += c === 0 ? writers[c](row, starts[c]) : `,${writers[c](row, starts[c])}`;
      text += '\r\n';
    }
    yield text;
  }
}

/**
 * The rows the browser writes an XLSX or JSON file from (decision 124): one JSON array of batches, each batch an array of
 * rows on a line of its own ("[", then "[[…],…]", ",[[…],…]" …, then "]"), so the export worker parses a batch as soon
 * as its line has arrived, and the answer is JSON the compress middleware gzips like the list's. A row holds the visible
 * columns' values as the list row holds them and its column's `value` reads them (features/loads/columns.tsx): the
 * status label, "city, state". Cells are normalised by the browser's export worker as before.
 */
export async function* loadsRows(db: Db, q: LoadsListQuery, request: LoadsExport, options: ReadOptions = {}): AsyncGenerator<string> {
  const statuses = request.Labels.Statuses as Record<string, string>;
  const readers = request.Columns.map(({ Id }): ((values: readonly unknown[], at: number) => unknown) => {
    switch (SOURCES[Id].kind) {
      case 'place':
        return place;
      case 'status':
        return (values, at) => statusLabel(statuses, values[at]);
      default:
        return (values, at) => values[at];
    }
  });
  let separator = '';
  yield '[\n';
  for await (const { rows, starts } of valueBatches(db, q, request, options, true)) {
    yield `${separator}${JSON.stringify(rows.map((row) => readers.map((read, c) => read(row, starts[c]))))}\n`;
    separator = ',';
  }
  yield ']\n';
}
