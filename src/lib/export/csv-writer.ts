import Papa from 'papaparse';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { DateCell, type Cell } from './normalize-cell';
import type { ExportWriter } from './writer';

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it (accents, Japanese, Chinese names). */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Quote what papaparse quotes (comma, quote, CR, LF, edge spaces) and also: a neutralised formula (OWASP: prefix
 * and quote), and a cell with ; or tab, which Excel in a ;-separated locale (fr, de, es) would otherwise split
 * into a new cell that could start with =.
 */
function needsExtraQuotes(value: unknown): boolean {
  return typeof value === 'string' && (value[0] === "'" || value.includes(';') || value.includes('\t'));
}

function toCsvValue(cell: Cell): string | number {
  if (cell === null) return '';
  if (cell instanceof DateCell) return cell.withTime ? formatDateTime(cell.date) : formatDate(cell.date);
  return cell;
}

function unparse(rows: (string | number)[][]): string {
  // Every record ends with CRLF, so chunks concatenate without bookkeeping.
  return Papa.unparse(rows, { header: false, newline: CRLF, delimiter: ',', quotes: needsExtraQuotes, escapeFormulae: false }) + CRLF;
}

/** CSV: BOM, header row, comma separated, CRLF after every record, blanks for nulls, dates MM/DD/YYYY[ hh:mm A] UTC. */
export function createCsvWriter(headers: readonly string[]): ExportWriter {
  const parts: string[] = [CSV_BOM + unparse([headers.slice()])];
  return {
    push(rows) {
      if (rows.length > 0) parts.push(unparse(rows.map((row) => row.map(toCsvValue))));
    },
    finish: () => parts,
  };
}
