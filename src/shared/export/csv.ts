import Papa from 'papaparse';
import { formatDate, formatDateTime } from '../format/date';
import { DateCell, type Cell } from './normalize-cell';

/**
 * CSV text as the web app's export and the server's streamed loads export (server/services/loads-export.ts) both
 * write it: one set of quoting rules, so the two files agree byte for byte.
 */

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

/** A date cell as text: the app's day or day-and-time format (shared/format/date.ts), in the active language and zone. */
export const csvDateText = (cell: DateCell): string => (cell.withTime ? formatDateTime(cell.date) : formatDate(cell.date));

/** A normalised cell as papaparse writes it; the server's streamed export passes its own `dateText` (language, zone). */
export function toCsvValue(cell: Cell, dateText: (cell: DateCell) => string = csvDateText): string | number {
  if (cell === null) return '';
  if (cell instanceof DateCell) return dateText(cell);
  return cell;
}

const UNPARSE: Papa.UnparseConfig = { header: false, newline: CRLF, delimiter: ',', quotes: needsExtraQuotes, escapeFormulae: false };

/** Records as CSV text, each ending with CRLF, so chunks concatenate without bookkeeping. */
export function csvRecords(rows: readonly (readonly (string | number)[])[]): string {
  return Papa.unparse(rows as (string | number)[][], UNPARSE) + CRLF;
}

/** Text that papaparse, with the options above, writes as it is: nothing to quote (no " , CR LF ; tab BOM, edge space, leading '). */
const AS_IS = /^(?![ '])[^",\r\n;\t\uFEFF]*$/;

/**
 * One cell as `csvRecords` writes it: most texts are written as they are after one test, the rest by papaparse.
 * A row is its cells joined with "," and ended with CRLF (the server's streamed export writes 2 million cells).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (AS_IS.test(value) && !value.endsWith(' ')) return value;
  return Papa.unparse([[value]], UNPARSE);
}

/** The file's start: the BOM and the header row. */
export const csvHead = (headers: readonly string[]): string => CSV_BOM + csvRecords([headers]);
