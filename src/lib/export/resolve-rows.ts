import { toPlainValue } from '@/shared/export/normalize-cell';
import type { ExportColumn } from './types';

/** Lets the browser handle input and paint before the next slice (a macrotask, without setTimeout's 4 ms clamp). */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export type SliceOptions = { sliceMs?: number; maxRows?: number };

/**
 * Runs the columns' `value(row)` on the main thread (they are functions: translations, phone formats, yes/no)
 * in time slices of about `sliceMs`, yielding a chunk of plain rows after each slice and giving the event loop a
 * turn, so 100,000 rows never block the page for more than a frame or so.
 */
export async function* resolveRowChunks<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  { sliceMs = 8, maxRows = 1_000 }: SliceOptions = {},
): AsyncGenerator<unknown[][]> {
  let index = 0;
  while (index < rows.length) {
    const started = performance.now();
    const chunk: unknown[][] = [];
    while (index < rows.length && chunk.length < maxRows) {
      const row = rows[index];
      index += 1;
      chunk.push(columns.map((column) => toPlainValue(column.value(row))));
      if (chunk.length % 128 === 0 && performance.now() - started > sliceMs) break;
    }
    yield chunk;
    if (index < rows.length) await nextTask();
  }
}
