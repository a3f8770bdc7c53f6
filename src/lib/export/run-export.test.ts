// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type Send } from '@/lib/http/client';
import { ExportWriteError } from './export-engine';
import { inThreadEngine } from './in-thread-engine';
import { resolveRowChunks } from './resolve-rows';
import { readBlob } from './test-helpers';
import { runExport } from './run-export';
import type { ExportColumn, ExportStart } from './types';

type Trucker = { name: string; email: string | null; approved: boolean; created: string };
const columns: ExportColumn<Trucker>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'approved', header: 'Approved', value: (row) => row.approved },
  { id: 'created', header: 'Created', value: (row) => row.created },
  { id: 'email', header: 'Email', value: (row) => row.email },
];
const rows: Trucker[] = [
  { name: 'Acme, LLC', email: null, approved: true, created: '2025-03-18T14:05:00' },
  { name: '=cmd', email: 'a@b.c', approved: false, created: '2025-03-19' },
];

afterEach(() => vi.restoreAllMocks());

describe('runExport', () => {
  it('with no rows shows Oops! / There is no data available to export and writes no file', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const engine = vi.fn();
    const download = vi.fn();
    const outcome = await runExport({ format: 'xlsx', fileBase: 'Truckers', columns, fetchRows: async () => [] }, { engine, download });
    expect(outcome).toEqual({ status: 'empty' });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0][0]).toMatchObject({ title: 'Oops!', message: 'There is no data available to export' });
    expect(engine).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it('takes a notifier for the empty case', async () => {
    const notify = vi.fn();
    const download = vi.fn();
    const outcome = await runExport(
      { format: 'csv', fileBase: 'Shippers', columns: [], fetchRows: async () => rows },
      { notify, download },
    );
    expect(outcome.status).toBe('empty');
    expect(notify).toHaveBeenCalledWith({ title: 'Oops!', message: 'There is no data available to export' });
    expect(download).not.toHaveBeenCalled();
  });

  it('stays quiet on a 401 the http client already handled (it went to /logout) and downloads nothing', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const download = vi.fn();
    const error = new HttpError(401, {}, true);
    const outcome = await runExport({ format: 'csv', fileBase: 'Truckers', columns, fetchRows: () => Promise.reject(error) }, { download });
    expect(outcome).toEqual({ status: 'failed', error });
    expect(show).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it('shows other failures through the error catalogue', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchRows = () => Promise.reject(new HttpError(500, { Message: 'Database unavailable' }));
    const outcome = await runExport({ format: 'csv', fileBase: 'Truckers', columns, fetchRows }, { download: vi.fn() });
    expect(outcome.status).toBe('failed');
    expect(show.mock.calls[0][0]).toMatchObject({ title: 'Error', message: 'Database unavailable' });
  });

  it('writes the visible columns in their order and downloads <base>_<timestamp>.<ext>', async () => {
    const download = vi.fn<(blob: Blob, fileName: string) => void>();
    const now = () => new Date(2025, 2, 18, 16, 4, 5);
    const deps = { download, now, engine: inThreadEngine };
    const outcome = await runExport({ format: 'csv', fileBase: 'Truckers', columns, fetchRows: async () => rows }, deps);
    expect(outcome).toEqual({ status: 'downloaded', fileName: 'Truckers_20250318_160405.csv', rowCount: 2 });
    const [blob, fileName] = download.mock.calls[0];
    expect(fileName).toBe('Truckers_20250318_160405.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const { bytes, text } = await readBlob(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe('Name,Approved,Created,Email\r\n"Acme, LLC",Yes,03/18/2025 02:05 PM,\r\n"\'=cmd",No,03/19/2025,a@b.c\r\n');
  });
});

describe('runExport with a server-written file (the loads CSV, decision 118)', () => {
  it('saves the server file under the usual name, and fetches or writes no rows itself', async () => {
    const download = vi.fn<(blob: Blob, fileName: string) => void>();
    const fetchRows = vi.fn();
    const engine = vi.fn();
    const blob = new Blob(['\uFEFFLoad id\r\nHB-1\r\n'], { type: 'text/csv' });
    const now = () => new Date(2025, 2, 18, 16, 4, 5);
    const outcome = await runExport(
      { format: 'csv', fileBase: 'Loads', columns, fetchRows, serverFile: async () => ({ blob, rowCount: 1 }) },
      { download, engine, now },
    );
    expect(outcome).toEqual({ status: 'downloaded', fileName: 'Loads_20250318_160405.csv', rowCount: 1 });
    expect(download).toHaveBeenCalledWith(blob, 'Loads_20250318_160405.csv');
    expect(fetchRows).not.toHaveBeenCalled();
    expect(engine).not.toHaveBeenCalled();
  });

  it('says Oops! for a file of no rows, and shows a refused request through the error catalogue', async () => {
    const notify = vi.fn();
    const download = vi.fn();
    const empty = { blob: new Blob(['Load id\r\n']), rowCount: 0 };
    const base = { format: 'csv' as const, fileBase: 'Loads', columns, fetchRows: async () => rows };
    expect(await runExport({ ...base, serverFile: async () => empty }, { notify, download })).toEqual({ status: 'empty' });
    expect(notify).toHaveBeenCalledWith({ title: 'Oops!', message: 'There is no data available to export' });
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new HttpError(400, { ModelState: { TimeZone: ['TimeZone must be an IANA time zone such as America/Chicago.'] } });
    const outcome = await runExport({ ...base, serverFile: () => Promise.reject(refused) }, { download });
    expect(outcome).toEqual({ status: 'failed', error: refused });
    expect(show).toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });
});

describe('runExport with rows the export worker fetches (the loads XLSX and JSON, decision 124)', () => {
  const now = () => new Date(2025, 2, 18, 16, 4, 5);

  it('gives the request a sender for the file of the format and visible columns, and saves what it answers', async () => {
    const download = vi.fn<(blob: Blob, fileName: string) => void>();
    const fetchRows = vi.fn();
    const starts: ExportStart[] = [];
    const sender = (start: ExportStart): Send => {
      starts.push(start);
      return async () => new Response('[]');
    };
    const serverRows = async (send: Send) => ({ blob: await (await send('/api/rows', {})).blob(), rowCount: 2 });
    const outcome = await runExport({ format: 'json', fileBase: 'Loads', columns, fetchRows, serverRows }, { download, sender, now });
    expect(outcome).toEqual({ status: 'downloaded', fileName: 'Loads_20250318_160405.json', rowCount: 2 });
    expect(starts).toEqual([{ format: 'json', headers: ['Name', 'Approved', 'Created', 'Email'], labels: { yes: 'Yes', no: 'No' } }]);
    expect(await download.mock.calls[0][0].text()).toBe('[]');
    expect(fetchRows).not.toHaveBeenCalled();
  });

  it('tells a file the worker could not write as such, not as a failed request', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ExportWriteError('The rows answer ended early');
    const serverRows = () => Promise.reject(error);
    const outcome = await runExport(
      { format: 'xlsx', fileBase: 'Loads', columns, fetchRows: async () => rows, serverRows },
      { download: vi.fn() },
    );
    expect(outcome).toEqual({ status: 'failed', error });
    expect(show.mock.calls[0][0]).toMatchObject({ title: 'Error', message: 'The export file could not be written.' });
  });
});

describe('resolveRowChunks', () => {
  it('resolves column values in chunks, as plain data', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...rows[0], name: `T${i}` }));
    const chunks: unknown[][][] = [];
    for await (const chunk of resolveRowChunks(columns, many, { maxRows: 2 })) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    expect(chunks[2]).toEqual([['T4', true, '2025-03-18T14:05:00', null]]);
  });
});
