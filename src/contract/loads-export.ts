import * as v from 'valibot';
import { LOAD_STATUS_CODES, type LoadStatusCode } from './loads';
import { labelRequired } from './fields';
import { oneOfMessage } from './list-query';
import { LOAD_SORT_FIELDS } from './loads-query';
import { fieldMaxCharacters } from './load-fields';
import { message, say } from './messages';

/**
 * `POST /api/admin/ExportLoads?<the list's query string>` (decision 118): the server streams the CSV of the admin
 * loads list. The query string is the list's own (`loadsQuerySchema`, read by `readQuery`: the same filters, search
 * and sort; paging is ignored, every matching load is written). The JSON body says what the user sees, in their
 * language: the visible columns in the shown order with their header texts, the Yes/No and status labels, and the
 * language and time zone the dates are written in, and (`Format`) whether it answers the CSV or the rows the browser
 * writes an XLSX or JSON file from. The server keeps no catalog.
 */

/** Load row fields the admin loads list has no column for: FromCity and ToCity show "city, state". */
const NOT_LIST_COLUMNS = ['StatusCode', 'FromState', 'ToState', 'Created', 'ShipmentDate'] as const;
type NotListColumn = (typeof NOT_LIST_COLUMNS)[number];

/** Columns of the admin loads list (features/loads/columns.tsx ids): every one sorts the list. */
export const LOAD_EXPORT_COLUMNS = LOAD_SORT_FIELDS.filter(
  (f): f is Exclude<(typeof LOAD_SORT_FIELDS)[number], NotListColumn> => !(NOT_LIST_COLUMNS as readonly string[]).includes(f),
);
export type LoadExportColumn = (typeof LOAD_EXPORT_COLUMNS)[number];

/**
 * What the answer holds: `csv`, the file itself; `rows`, the list's values for the browser's XLSX and JSON writers
 * (decision 124): a JSON array of batches, one line each, a batch an array of rows, a row the visible columns' values
 * as the list row holds them, with the status label and "city, state" the list shows.
 */
export const EXPORT_FORMATS = ['csv', 'rows'] as const;

/** The app's languages (lib/i18n/locales.ts): dates are written in the reader's format. */
export const EXPORT_LANGUAGES = ['en', 'fr', 'es', 'de', 'ja', 'zh'] as const;

export const EXPORT_TEXT_MAX = 200;
/** Response header: how many loads the file holds (0: the client says there is nothing to export, saves nothing). */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

const firstIssueOnly = { abortPipeEarly: true } as const;

const text = (name: string) =>
  v.config(
    v.pipe(
      v.string(say(labelRequired({ label: name }))),
      v.nonEmpty(say(labelRequired({ label: name }))),
      v.maxLength(EXPORT_TEXT_MAX, say(fieldMaxCharacters({ field: name, max: EXPORT_TEXT_MAX }))),
    ),
    firstIssueOnly,
  );

/** A zone the server's Intl knows (IANA names such as America/Chicago, or UTC). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TIME_ZONE = message('export_time_zone', 'TimeZone must be an IANA time zone such as America/Chicago.');

const statusLabels = v.object(
  Object.fromEntries(LOAD_STATUS_CODES.map((code) => [code, text(`Labels.Statuses.${code}`)])) as Record<
    LoadStatusCode,
    ReturnType<typeof text>
  >,
  say(message('export_status_labels', 'Labels.Statuses must name every status.')),
);

export const loadsExportSchema = v.object({
  Columns: v.pipe(
    v.array(
      v.object({
        Id: v.picklist(LOAD_EXPORT_COLUMNS, say(oneOfMessage({ name: 'Id', choices: LOAD_EXPORT_COLUMNS.join(', ') }))),
        Header: text('Header'),
      }),
      say(message('export_columns_list', 'Columns must be a list of { Id, Header }.')),
    ),
    v.minLength(1, say(message('export_columns_at_least_one', 'Choose at least one column.'))),
    v.maxLength(LOAD_EXPORT_COLUMNS.length, say(message('export_columns_at_most', `At most ${LOAD_EXPORT_COLUMNS.length} columns.`))),
  ),
  Labels: v.object({ Yes: text('Labels.Yes'), No: text('Labels.No'), Statuses: statusLabels }, say(labelRequired({ label: 'Labels' }))),
  Language: v.picklist(EXPORT_LANGUAGES, say(oneOfMessage({ name: 'Language', choices: EXPORT_LANGUAGES.join(', ') }))),
  Format: v.optional(v.picklist(EXPORT_FORMATS, say(oneOfMessage({ name: 'Format', choices: EXPORT_FORMATS.join(', ') }))), 'csv'),
  TimeZone: v.config(
    v.pipe(v.string(say(labelRequired({ label: 'TimeZone' }))), v.maxLength(64, say(TIME_ZONE)), v.check(isTimeZone, say(TIME_ZONE))),
    firstIssueOnly,
  ),
});

export type LoadsExportRequest = v.InferInput<typeof loadsExportSchema>;
export type LoadsExport = v.InferOutput<typeof loadsExportSchema>;
