import { csvHead, csvRecords, toCsvValue } from '@/shared/export/csv';
import type { ExportWriter } from './writer';

/**
 * CSV: BOM, header row, comma separated, CRLF after every record, blanks for nulls, dates in the reader's format.
 * The server's streamed loads export (server/services/loads-export.ts) writes with the same pieces (shared/export/csv.ts).
 */
export function createCsvWriter(headers: readonly string[]): ExportWriter {
  const parts: string[] = [csvHead(headers)];
  return {
    push(rows) {
      if (rows.length > 0) parts.push(csvRecords(rows.map((row) => row.map((cell) => toCsvValue(cell)))));
    },
    finish: () => parts,
  };
}
