// @vitest-environment jsdom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readBlob } from './test-helpers';
import type { FromExportWorker, ToExportWorker } from './types';

// The worker module wires `self`; in jsdom that is the window, so its messages can be driven and caught here.
const posted: FromExportWorker[] = [];
const postSpy = vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message as FromExportWorker));
await import('./export.worker');
const send = (data: ToExportWorker) => (window.onmessage as (event: { data: ToExportWorker }) => void)({ data });
const labels = { yes: 'Yes', no: 'No' };

afterAll(() => postSpy.mockRestore());

describe('export worker protocol', () => {
  it('answers start, rows…, end with the file, rows posted before the writer loaded included', async () => {
    posted.length = 0;
    send({ type: 'start', format: 'csv', headers: ['A', 'B'], labels });
    send({ type: 'rows', rows: [['x', true]] });
    send({ type: 'rows', rows: [['=y', null]] });
    send({ type: 'end' });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const [reply] = posted;
    expect(reply).toMatchObject({ type: 'done', rowCount: 2 });
    const blob = (reply as Extract<FromExportWorker, { type: 'done' }>).blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect((await readBlob(blob)).text).toBe('A,B\r\nx,Yes\r\n"\'=y",\r\n');
  });

  it('answers with an error when writing fails', async () => {
    posted.length = 0;
    send({ type: 'start', format: 'pdf' as 'csv', headers: ['A'], labels });
    send({ type: 'rows', rows: [['x']] });
    send({ type: 'end' });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].type).toBe('error');
  });
});
