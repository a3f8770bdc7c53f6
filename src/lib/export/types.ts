import type { YesNoLabels } from '@/shared/export/normalize-cell';

export type { YesNoLabels };

/** One exported column: the header the user sees and how to read the cell from a row. */
export type ExportColumn<Row> = {
  id: string;
  header: string;
  /** Any plain value: string, number, boolean, Date, null. HTML and ISO dates are handled by the export. */
  value: (row: Row) => unknown;
};

export type ExportFormat = 'xlsx' | 'csv' | 'json';

export const EXPORT_FILE_TYPES: Record<ExportFormat, { ext: string; mime: string }> = {
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  csv: { ext: 'csv', mime: 'text/csv;charset=utf-8' },
  json: { ext: 'json', mime: 'application/json;charset=utf-8' },
};

/** Excel's row limit is 1,048,576 rows: the header row plus this many data rows. */
export const XLSX_MAX_DATA_ROWS = 1_048_575;

/** What an export needs besides the rows; sent to the worker as the first message. */
export type ExportStart = {
  format: ExportFormat;
  headers: string[];
  labels: YesNoLabels;
  /** Data rows per sheet (xlsx only); tests inject a small one. */
  maxRowsPerSheet?: number;
};

/** A request the HTTP client built (URL, token, headers, body), as a worker can receive it: no AbortSignal. */
export type RowsRequest = { url: string; init: Pick<RequestInit, 'method' | 'headers' | 'body' | 'credentials'> };

/**
 * An answer as the worker passes it back (decision 124): a success with the file written from its rows in place of its
 * body, a failure with the server's body, for the HTTP client's usual handling.
 */
export type RowsAnswer = { status: number; statusText: string; headers: [string, string][]; body: Blob | string };

/**
 * Main thread → worker: start, then rows (already resolved to plain values, one array per row) in chunks, then end;
 * or one `fetch`: the worker requests the rows itself (JSON lines, one array of rows each) and writes them as they come.
 */
export type ToExportWorker =
  | ({ type: 'start' } & ExportStart)
  | { type: 'rows'; rows: unknown[][] }
  | { type: 'end' }
  | ({ type: 'fetch'; start: ExportStart } & RowsRequest);

/** Worker → main thread: the finished file (or the answer of a `fetch`), or what went wrong (`network`: no answer at all). */
export type FromExportWorker =
  | { type: 'done'; blob: Blob; rowCount: number }
  | { type: 'answer'; answer: RowsAnswer }
  | { type: 'error'; message: string; network?: boolean };
