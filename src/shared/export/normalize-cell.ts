import { parseApiDate } from '../format/date';
import { looksLikeHtml, stripHtml } from './strip-html';

/** A date (or date-time) cell: xlsx writes a real date, CSV formats it, JSON writes ISO 8601. */
export class DateCell {
  constructor(
    readonly date: Date,
    readonly withTime: boolean,
  ) {}
}

/** A normalised cell: text, a finite number, a date, or blank. */
export type Cell = string | number | DateCell | null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** Spreadsheet formula triggers (OWASP CSV injection): = + - @ tab CR at the start of a text cell. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number as the screens show it ("+1 (887) 555-0100", "+44 20 7946 0958"): a plus, then only digits, spaces,
 * brackets, dots and dashes, at least 7 digits. No function name, reference or DDE call can be written with those
 * characters, so it is written as it is shown (issue 15 item 12), not with a leading '.
 */
const PHONE = /^\+(?=(?:[^\d]*\d){7})[\d ().-]+$/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PHONE.test(text) ? `'${text}` : text;
}

/** An ISO 8601 date ("2025-03-18") or date-time ("2025-03-18T14:05:00", zone-less means UTC) → DateCell. */
export function parseIsoCell(text: string): DateCell | null {
  if (text.length < 10 || text.length > 35 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null;
  const dateOnly = ISO_DATE.test(text);
  if (!dateOnly && !ISO_DATE_TIME.test(text)) return null;
  const date = parseApiDate(text);
  // A calendar day (a due date, a period) is stored as UTC midnight: written as the day, it never shifts (decision 160).
  return date ? new DateCell(date, !dateOnly && date.getTime() % 86_400_000 !== 0) : null;
}

/**
 * What the main thread may post to the worker: primitives and Dates as they are, arrays joined with ", ",
 * other objects through their own toString() or as JSON, functions and symbols as blank.
 */
export function toPlainValue(value: unknown): unknown {
  if (value === null || value === undefined || value instanceof Date) return value;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'object':
      if (Array.isArray(value)) return value.map((item) => normaliseText(toPlainValue(item))).join(', ');
      return value.toString !== Object.prototype.toString ? String(value) : JSON.stringify(value);
    default:
      return null;
  }
}

function normaliseText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Translated texts for boolean cells. */
export type YesNoLabels = { yes: string; no: string };

export type NormaliseOptions = { labels: YesNoLabels; neutraliseFormulas: boolean };

/**
 * One cell as every writer expects it: null/undefined/NaN → blank, booleans → Yes/No, ISO strings and Dates →
 * DateCell (a Date at UTC midnight is a date without time), HTML → plain text, and (for spreadsheets) a text that
 * starts like a formula gets a leading '. Numbers stay numbers.
 */
export function normaliseCell(raw: unknown, options: NormaliseOptions): Cell {
  const value = toPlainValue(raw);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? options.labels.yes : options.labels.no;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return new DateCell(value, value.getTime() % 86_400_000 !== 0);
  }
  let text = value as string;
  if (text === '') return null;
  const date = parseIsoCell(text);
  if (date) return date;
  if (looksLikeHtml(text)) text = stripHtml(text);
  if (text === '') return null;
  return options.neutraliseFormulas ? neutraliseFormula(text) : text;
}

/** A whole row; a missing trailing cell is blank. */
export function normaliseRow(raw: readonly unknown[], width: number, options: NormaliseOptions): Cell[] {
  const cells = new Array<Cell>(width);
  for (let c = 0; c < width; c += 1) cells[c] = normaliseCell(raw[c], options);
  return cells;
}
