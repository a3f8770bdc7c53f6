import * as v from 'valibot';
import { type Message, message, say, template } from './messages';

/**
 * The parts of every list query string (partners, loads, billing): one rule each, with the server's messages.
 * Values arrive as URL text (`server/http/query.ts` reads names without regard to case; list parameters come as
 * arrays of every value, repeated or comma-separated). Each field reports only its first issue.
 */

export const MAX_PAGE_NUMBER = 1_000_000_000;
export const SEARCH_MAX = 100;

export const SORT_ORDER = message('sort_order', 'sortOrder must be asc or desc.');
export const triStateMessage = template('query_tri_state', '{name} must be true, false or empty.');
const wholeNumberTemplate = template('query_whole_number', '{name} must be a whole number from {min} to {max}.');
// Made when a message is first written, not when the schemas are: each formatter Chromium builds costs 10-20 ms,
// and the sign-in page's start evaluates every list schema.
let boundFormat: Intl.NumberFormat | undefined;
const bound = (n: number) => (boundFormat ??= new Intl.NumberFormat('en-US')).format(n);
/** "<name> must be a whole number from <min> to <max>." with the bounds written 1,000,000. */
export const wholeNumberMessage = (name: string, min: number, max: number) =>
  wholeNumberTemplate({ name, min: bound(min), max: bound(max) });
/** "<name> must be one of <choices>." (a query's or a body's closed list) */
export const oneOfMessage = template('one_of', '{name} must be one of {choices}.');
export const idListMessage = template('query_id_list', '{name} must be a list of ids.');
export const dayMessage = template('query_day', '{name} must be a date (YYYY-MM-DD) between 1900 and 2100.');

/** Report only a field's first issue (one message per field, as the older server did). */
export const firstIssueOnly = { abortPipeEarly: true } as const;

/** A JSON whole number from `min` to `max`; every failure reads `m`, reported once. */
export const wholeNumberIn = (min: number, max: number, m: Message) =>
  v.config(v.pipe(v.number(say(m)), v.integer(say(m)), v.minValue(min, say(m)), v.maxValue(max, say(m))), firstIssueOnly);

/** A query-string value: missing and blank are the same. */
export const queryText = v.pipe(v.optional(v.string(), ''), v.trim());

/**
 * `true` | `false` | empty (All). `all` and `null` (sent by older clients for All) are read as empty. One rule for
 * every yes/no filter: `yes` / `no` are not accepted (the loads query used to, the partners query did not).
 */
export const triState = (name: string) =>
  v.config(
    v.pipe(
      queryText,
      v.toLowerCase(),
      v.picklist(['', 'all', 'null', 'true', 'false'], say(triStateMessage({ name }))),
      v.transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined)),
    ),
    firstIssueOnly,
  );

/** An optional id given as text (a query parameter, a header): blank is none (null), else it must match `id`. */
export const optionalId = (id: RegExp, refusal: Message) =>
  v.pipe(
    queryText,
    v.check((text) => text === '' || id.test(text), say(refusal)),
    v.transform((text) => (text === '' ? null : Number(text))),
  );

export const wholeNumber = (name: string, min: number, max: number, fallback: number) => {
  const message = (issue: v.BaseIssue<unknown>) => say(wholeNumberMessage(name, min, max))(issue);
  return v.config(
    v.pipe(
      queryText,
      v.regex(/^\d*$/, message),
      v.transform((value) => (value === '' ? fallback : Number(value))),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    firstIssueOnly,
  );
};

/** A column id, matched without regard to letter case and answered in its canonical spelling. */
export const sortField = <const T extends readonly string[]>(fields: T, fallback: T[number] = 'Created') =>
  v.config(
    v.pipe(
      queryText,
      v.transform((value) => (value === '' ? fallback : (fields.find((f) => f.toLowerCase() === value.toLowerCase()) ?? value))),
      v.picklist(fields, say(oneOfMessage({ name: 'sortField', choices: fields.join(', ') }))),
    ),
    firstIssueOnly,
  );

export const sortOrder = v.config(
  v.pipe(
    queryText,
    v.toLowerCase(),
    v.transform((value) => value || 'desc'),
    v.picklist(['asc', 'desc'] as const, say(SORT_ORDER)),
  ),
  firstIssueOnly,
);

/** Case-insensitive substring; control characters are dropped, blank means no search. */
export const search = v.config(
  v.pipe(
    v.optional(v.string(), ''),
    // eslint-disable-next-line no-control-regex
    v.transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()),
    v.maxLength(SEARCH_MAX, say(message('search_too_long', `search must be at most ${SEARCH_MAX} characters.`))),
    v.transform((value) => value || undefined),
  ),
  firstIssueOnly,
);

/** A list parameter: every value (already split), each a positive 32-bit id; duplicates dropped. */
export const idList = (name: string) =>
  v.config(
    v.pipe(
      v.optional(v.array(v.string()), []),
      v.check(
        (values) => values.every((value) => /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647),
        say(idListMessage({ name })),
      ),
      v.transform((values) => [...new Set(values.map(Number))]),
    ),
    firstIssueOnly,
  );

/** A calendar day `YYYY-MM-DD` that exists; a longer ISO text is read by its first ten characters. */
export function isoDay(text: string): Date | null {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date ? value : null;
}

/** An optional day filter between 1900 and 2100 (spec 2 §9), as a UTC midnight Date. */
export const dayFilter = (name: string) =>
  v.config(
    v.pipe(
      queryText,
      v.check(
        (text) => {
          if (text === '') return true;
          const year = isoDay(text)?.getUTCFullYear() ?? 0;
          return year >= 1900 && year <= 2100;
        },
        say(dayMessage({ name })),
      ),
      v.transform((text) => (text === '' ? undefined : (isoDay(text) as Date))),
    ),
    firstIssueOnly,
  );
