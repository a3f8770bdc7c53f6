import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadRow, LoadsPage } from '../../src/contract/loads';
import {
  EXPORT_ROWS_HEADER,
  LOAD_EXPORT_COLUMNS,
  loadsExportSchema,
  type LoadExportColumn,
  type LoadsExportRequest,
} from '../../src/contract/loads-export';
import { loadsQuerySchema } from '../../src/contract/loads-query';
import { createCsvWriter } from '../../src/lib/export/csv-writer';
import { CSV_BOM } from '../../src/shared/export/csv';
import { inThreadEngine, inThreadSender } from '../../src/lib/export/in-thread-engine';
import { normaliseRow } from '../../src/shared/export/normalize-cell';
import type { ExportStart } from '../../src/lib/export/types';
import { shipments } from '../../server/db/schema';
import { loadsCsv, loadsRows } from '../../server/services/loads-export';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

const FRENCH_STATUSES = {
  DF: 'Brouillon',
  OP: 'Ouvert',
  BK: 'Réservé',
  OFP: 'En route vers le chargement',
  AT: 'Au chargement',
  IT: 'En transit',
  AR: 'À la livraison',
  DL: 'Livré',
  CL: 'Annulé',
};
const STATUS_IN_TRANSIT = 6;
/** The test process's own zone: the web app's writer (the reference below) writes dates on the device's clock. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const request = (columns: LoadExportColumn[], extra: Partial<LoadsExportRequest> = {}): LoadsExportRequest => ({
  Columns: columns.map((Id) => ({ Id, Header: `Colonne ${Id}` })),
  Labels: { Yes: 'Oui', No: 'Non', Statuses: FRENCH_STATUSES },
  Language: 'en',
  TimeZone: ZONE,
  ...extra,
});

/** What the list shows in each column (features/loads/columns.tsx `value`), for the web app's own CSV writer. */
const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ');
function listValue(row: LoadRow, column: LoadExportColumn): unknown {
  if (column === 'FromCity') return place(row.FromCity, row.FromState);
  if (column === 'ToCity') return place(row.ToCity, row.ToState);
  if (column === 'Status') return FRENCH_STATUSES[row.StatusCode as keyof typeof FRENCH_STATUSES];
  return (row as Record<string, unknown>)[column];
}

/** The CSV the browser wrote before decision 118, from the list's rows. */
function browserCsv(rows: LoadRow[], body: LoadsExportRequest): string {
  const headers = body.Columns.map((c) => c.Header);
  const writer = createCsvWriter(headers);
  const options = { labels: { yes: body.Labels.Yes, no: body.Labels.No }, neutraliseFormulas: true };
  writer.push(
    rows.map((row) =>
      normaliseRow(
        body.Columns.map((c) => listValue(row, c.Id)),
        headers.length,
        options,
      ),
    ),
  );
  return writer.finish().join('');
}

describe.each(targets)('POST /api/admin/ExportLoads on $name', (target) => {
  const h = useHarness(target);
  let admin = '';

  const exportCsv = (query: string, body: unknown, token: string | null = admin) =>
    h.app.request(`/api/admin/ExportLoads?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? auth(token) : {}) },
      body: JSON.stringify(body),
    });
  const list = async (query: string) => {
    const res = await h.app.request(`/api/admin/GetLoads?pageSize=1000000&${query}`, { headers: auth(admin) });
    expect(res.status).toBe(200);
    return ((await res.json()) as LoadsPage).Shipments;
  };

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
  });
  /** The answer's text with its byte order mark (Response.text() drops it). */
  const bytesOf = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

  it('writes the filtered, sorted list with the visible columns in their order, byte for byte as the browser did', async () => {
    const query = `statusIds=${STATUS_IN_TRANSIT}&sortField=TotalPrice&sortOrder=asc`;
    const rows = await list(query);
    expect(rows.length).toBeGreaterThan(1);
    const columns: LoadExportColumn[] = [
      'Status',
      'Code',
      'TotalPrice',
      'FromCity',
      'BillPaid',
      'Shipper',
      'Trucker',
      'BillDate',
      'InvoiceDueDate',
    ];
    const body = request(columns);
    const res = await exportCsv(query, body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get(EXPORT_ROWS_HEADER)).toBe(String(rows.length));
    const csv = await bytesOf(res);
    expect(csv).toBe(browserCsv(rows, body));

    const parsed = Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(columns.map((id) => `Colonne ${id}`));
    expect(parsed.slice(1).map((record) => record[1])).toEqual(rows.map((row) => row.Code));
    expect(new Set(parsed.slice(1).map((record) => record[0]))).toEqual(new Set(['En transit']));
    expect(parsed.slice(1).every((record) => record[4] === 'Oui' || record[4] === 'Non')).toBe(true);
  });

  it('writes every column of the list, and dates in the language and zone asked', async () => {
    const rows = await list('search=0');
    const body = request([...LOAD_EXPORT_COLUMNS], { Language: 'de', TimeZone: 'Asia/Tokyo' });
    const csv = await bytesOf(await exportCsv('search=0', body));
    const records = Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data.slice(1);
    expect(records).toHaveLength(rows.length);
    const dated = rows.findIndex((row) => row.BillDate);
    expect(dated).toBeGreaterThanOrEqual(0);
    const shown = new Intl.DateTimeFormat('de-DE', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(records[dated][LOAD_EXPORT_COLUMNS.indexOf('BillDate')]).toMatch(
      new RegExp(`^${shown.format(new Date(rows[dated].BillDate!)).replace(/\./g, '\\.')} \\d\\d:\\d\\d$`),
    );
    expect(records.map((record) => Number(record[LOAD_EXPORT_COLUMNS.indexOf('Id')]))).toEqual(rows.map((row) => row.Id));
  });

  it('writes a calendar day (a due date at UTC midnight) as the same day in every zone, with no time', async () => {
    const [row] = await list('search=0');
    await h.db
      .update(shipments)
      .set({ invoiceDueDate: new Date('2026-11-28T00:00:00Z') })
      .where(eq(shipments.id, row.Id));
    for (const TimeZone of ['America/Chicago', 'Asia/Tokyo']) {
      const csv = await bytesOf(await exportCsv(`search=${row.Code}`, request(['Code', 'InvoiceDueDate'], { TimeZone })));
      const records = Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data.slice(1);
      expect(records.find((record) => record[0] === row.Code)?.[1]).toBe('11/28/2026');
    }
  });

  it('reads in keyset batches without gaps or repeats, nullable sorts included', async () => {
    for (const [sortField, sortOrder] of [
      ['Trucker', 'asc'],
      ['BillDueDate', 'desc'],
      ['Id', 'asc'],
    ] as const) {
      const query = { ...v.parse(loadsQuerySchema, { sortField, sortOrder }), pageSize: 1_000_000 };
      const body = v.parse(loadsExportSchema, request(['Id', 'Trucker', 'BillDueDate']));
      const whole: string[] = [];
      for await (const piece of loadsCsv(h.db, query, body)) whole.push(piece);
      const small: string[] = [];
      for await (const piece of loadsCsv(h.db, query, body, { batchSize: 7 })) small.push(piece);
      expect(small.join('')).toBe(whole.join(''));
      expect(small.length).toBeGreaterThan(3);
      const ids = (await list(`sortField=${sortField}&sortOrder=${sortOrder}`)).map((row) => String(row.Id));
      expect(
        whole
          .join('')
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[0]),
      ).toEqual(ids);
    }
  });

  /** What the list shows, as the page's export resolved it from the list's rows before decision 124. */
  const listValues = (rows: LoadRow[], columns: readonly LoadExportColumn[]) => rows.map((row) => columns.map((c) => listValue(row, c)));

  it('with Format: rows answers the values the list shows in the visible columns, in batches of lines (decision 124)', async () => {
    const query = `statusIds=${STATUS_IN_TRANSIT}&sortField=TotalPrice&sortOrder=asc`;
    const rows = await list(query);
    const body = request([...LOAD_EXPORT_COLUMNS]);
    const res = await exportCsv(query, { ...body, Format: 'rows' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get(EXPORT_ROWS_HEADER)).toBe(String(rows.length));
    const expected = listValues(rows, LOAD_EXPORT_COLUMNS);
    expect((JSON.parse(await res.text()) as unknown[][][]).flat()).toEqual(expected);

    const listQuery = {
      ...v.parse(loadsQuerySchema, { sortField: 'TotalPrice', sortOrder: 'asc', statusIds: [String(STATUS_IN_TRANSIT)] }),
      pageSize: 1_000_000,
    };
    const lines: string[] = [];
    for await (const piece of loadsRows(h.db, listQuery, v.parse(loadsExportSchema, body), { batchSize: 7 })) lines.push(piece);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    expect((JSON.parse(lines.join('')) as unknown[][][]).flat()).toEqual(expected);
  });

  it('the export worker writes from the rows answer the XLSX and JSON files the browser wrote from the list', async () => {
    const rows = await list('search=0');
    const body = request([...LOAD_EXPORT_COLUMNS]);
    const app = async (url: string, init: RequestInit) => h.app.request(url, init);
    for (const format of ['xlsx', 'json'] as const) {
      const start: ExportStart = { format, headers: body.Columns.map((c) => c.Header), labels: { yes: 'Oui', no: 'Non' } };
      const send = inThreadSender(app)(start);
      const res = await send('/api/admin/ExportLoads?search=0', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth(admin) },
        body: JSON.stringify({ ...body, Format: 'rows' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get(EXPORT_ROWS_HEADER)).toBe(String(rows.length));
      const before = await inThreadEngine({
        start,
        chunks: (async function* () {
          yield listValues(rows, LOAD_EXPORT_COLUMNS);
        })(),
      });
      expect(res.headers.get('content-type')).toBe(before.type);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await before.arrayBuffer()));
    }
  });

  it('the export worker hands a refused rows request back as the server answered it', async () => {
    const start: ExportStart = { format: 'xlsx', headers: ['Code'], labels: { yes: 'Oui', no: 'Non' } };
    const send = inThreadSender(async (url, init) => h.app.request(url, init))(start);
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...request(['Code']), Format: 'rows' }),
    };
    const unsigned = await send('/api/admin/ExportLoads', init);
    expect(unsigned.status).toBe(401);
    const shipper = await send('/api/admin/ExportLoads', { ...init, headers: { ...init.headers, ...auth(await tokenFor(h, SHIPPER)) } });
    expect(shipper.status).toBe(403);
    expect(await shipper.json()).toHaveProperty('Message');
  });

  it('answers an empty file (header only, 0 rows) when nothing matches', async () => {
    const res = await exportCsv('search=no-such-load-zzz', request(['Code']));
    expect(res.status).toBe(200);
    expect(res.headers.get(EXPORT_ROWS_HEADER)).toBe('0');
    expect(await bytesOf(res)).toBe(`${CSV_BOM}Colonne Code\r\n`);
  });

  it('is BackOffice only: a shipper or a trucker cannot export loads, theirs or anyone else', async () => {
    expect((await exportCsv('', request(['Code']), null)).status).toBe(401);
    for (const email of [SHIPPER, TRUCKER]) {
      const res = await exportCsv('', request(['Code', 'Shipper']), await tokenFor(h, email));
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('\r\n');
    }
  });

  it('refuses bad input with a 400 ModelState', async () => {
    const modelState = async (query: string, body: unknown) => {
      const res = await exportCsv(query, body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { ModelState: Record<string, string[]> }).ModelState;
    };
    expect(Object.keys(await modelState('', { ...request(['Code']), Columns: [{ Id: 'Password', Header: 'x' }] }))).toEqual([
      'Columns.0.Id',
    ]);
    expect(Object.keys(await modelState('', { ...request(['Code']), Columns: [] }))).toEqual(['Columns']);
    expect(Object.keys(await modelState('', request(['Code'], { TimeZone: 'Mars/Olympus' })))).toEqual(['TimeZone']);
    expect(Object.keys(await modelState('', request(['Code'], { Language: 'xx' as 'en' })))).toEqual(['Language']);
    expect(Object.keys(await modelState('', request(['Code'], { Format: 'xml' as 'csv' })))).toEqual(['Format']);
    const { DF: _draft, ...missingOne } = FRENCH_STATUSES;
    void _draft;
    expect(Object.keys(await modelState('', { ...request(['Code']), Labels: { Yes: 'Oui', No: 'Non', Statuses: missingOne } }))).toEqual([
      'Labels.Statuses.DF',
    ]);
    expect(Object.keys(await modelState('sortField=Password', request(['Code'])))).toEqual(['sortField']);
    const notJson = await h.app.request('/api/admin/ExportLoads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(admin) },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});
