import { normaliseRow, type NormaliseOptions } from '@/shared/export/normalize-cell';
import { EXPORT_FILE_TYPES, type ExportStart } from './types';
import type { ExportWriter } from './writer';

export type ExportSession = {
  /** Normalises a chunk of rows (plain values in column order) and hands them to the writer. */
  push(rows: readonly (readonly unknown[])[]): void;
  finish(): { parts: BlobPart[]; mime: string; rowCount: number };
};

/** Each writer is its own chunk, so a CSV export never loads SheetJS. */
async function loadWriter(start: ExportStart): Promise<ExportWriter> {
  switch (start.format) {
    case 'csv':
      return (await import('./csv-writer')).createCsvWriter(start.headers);
    case 'json':
      return (await import('./json-writer')).createJsonWriter(start.headers);
    case 'xlsx':
      return (await import('./xlsx-writer')).createXlsxWriter(start.headers, start.maxRowsPerSheet);
  }
}

/**
 * Normalisation + writing of one export, without DOM: the export worker runs it, and so do the in-thread fallback
 * and the tests. Formula neutralisation is a spreadsheet defence, so JSON (data for programs) keeps texts as they are.
 */
export async function createExportSession(start: ExportStart): Promise<ExportSession> {
  const writer = await loadWriter(start);
  const options: NormaliseOptions = { labels: start.labels, neutraliseFormulas: start.format !== 'json' };
  const width = start.headers.length;
  let rowCount = 0;
  return {
    push(rows) {
      writer.push(rows.map((row) => normaliseRow(row, width, options)));
      rowCount += rows.length;
    },
    finish: () => ({ parts: writer.finish(), mime: EXPORT_FILE_TYPES[start.format].mime, rowCount }),
  };
}
