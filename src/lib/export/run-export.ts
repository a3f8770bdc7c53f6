import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { showNotice } from '@/lib/ui/notify';
import { downloadBlob } from './download';
import type { Send } from '@/lib/http/client';
import { ExportWriteError, workerEngine, workerSender, type ExportEngine, type RowsSender } from './export-engine';
import { exportFileName } from './file-name';
import { resolveRowChunks } from './resolve-rows';
import type { ExportColumn, ExportFormat, YesNoLabels } from './types';

export type RunExportOptions<Row> = {
  format: ExportFormat;
  /** File name before the timestamp, e.g. "Truckers". */
  fileBase: string;
  /** The columns the user has visible, in their order. */
  columns: readonly ExportColumn<Row>[];
  /** Every row matching the current filters: page 1, pageSize 1000000, through `apiGet` (401 → /logout). */
  fetchRows: () => Promise<readonly Row[]>;
  /** Texts of boolean cells; the translated Yes / No by default. */
  labels?: YesNoLabels;
  /** The file written by the server instead (the loads CSV, decision 118): no rows are fetched or written here. */
  serverFile?: () => Promise<ServerFile>;
  /**
   * The rows requested by the export worker instead (the loads XLSX and JSON, decision 124): the request goes through
   * the HTTP client with `send`, which has the worker fetch the rows and answer the file it wrote from them.
   */
  serverRows?: (send: Send) => Promise<ServerFile>;
};

/** A file the server wrote from the list's query and the visible columns, and how many rows it holds. */
export type ServerFile = { blob: Blob; rowCount: number };

export type ExportOutcome =
  { status: 'downloaded'; fileName: string; rowCount: number } | { status: 'empty' } | { status: 'failed'; error: unknown };

/** Seams for tests and callers that need them; production uses the defaults. */
export type ExportDeps = {
  notify?: (note: { title: string; message: string }) => void;
  engine?: ExportEngine;
  sender?: RowsSender;
  download?: (blob: Blob, fileName: string) => void;
  now?: () => Date;
};

function showOops(note: { title: string; message: string }): void {
  showNotice('warning', note.title, note.message);
}

/** Oops! / There is no data available to export, and no file. */
function nothingToExport(deps: ExportDeps): ExportOutcome {
  (deps.notify ?? showOops)({
    title: i18n._(msg`Oops!`),
    message: i18n._(msg({ id: 'There_is_no_data_available_to_export', message: 'There is no data available to export' })),
  });
  return { status: 'empty' };
}

function fetchFailed(error: unknown): ExportOutcome {
  if (error instanceof ExportWriteError) return writeFailed(error);
  if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Export: fetching the rows failed', error);
  notifyHttpError(error);
  return { status: 'failed', error };
}

function writeFailed(error: unknown): ExportOutcome {
  console.error('Export: writing the file failed', error);
  notifyHttpError(new Error(i18n._(msg`The export file could not be written.`)));
  return { status: 'failed', error };
}

/**
 * The server's file (or the one the export worker wrote from the server's rows), saved under the same name the
 * browser-written files get; an empty one is not saved.
 */
async function saveServerFile(
  serverFile: () => Promise<ServerFile>,
  format: ExportFormat,
  fileBase: string,
  columnCount: number,
  deps: ExportDeps,
): Promise<ExportOutcome> {
  if (columnCount === 0) return nothingToExport(deps);
  let file: ServerFile;
  try {
    file = await serverFile();
  } catch (error) {
    return fetchFailed(error);
  }
  if (file.rowCount === 0) return nothingToExport(deps);
  const fileName = exportFileName(fileBase, format, deps.now?.() ?? new Date());
  (deps.download ?? downloadBlob)(file.blob, fileName);
  return { status: 'downloaded', fileName, rowCount: file.rowCount };
}

/**
 * Fetches every row, and unless there is none (Oops! / There is no data available to export) writes the file in
 * the export worker and downloads it as `<fileBase>_<YYYYMMDD_HHmmss>.<ext>`; with `serverFile` the server wrote it,
 * with `serverRows` the worker fetches the rows itself. A failed fetch goes through the error catalogue (its 401 has
 * already sent the user to /logout). Never throws: the outcome says what happened.
 */
export async function runExport<Row>(options: RunExportOptions<Row>, deps: ExportDeps = {}): Promise<ExportOutcome> {
  const { format, fileBase, columns, fetchRows, serverRows } = options;
  if (options.serverFile) return saveServerFile(options.serverFile, format, fileBase, columns.length, deps);
  const labels = options.labels ?? { yes: i18n._(msg`Yes`), no: i18n._(msg`No`) };
  const start = { format, headers: columns.map((column) => column.header), labels };
  if (serverRows) {
    const send = (deps.sender ?? workerSender)(start);
    return saveServerFile(() => serverRows(send), format, fileBase, columns.length, deps);
  }
  let rows: readonly Row[];
  try {
    rows = await fetchRows();
  } catch (error) {
    return fetchFailed(error);
  }
  if (rows.length === 0 || columns.length === 0) return nothingToExport(deps);
  try {
    const blob = await (deps.engine ?? workerEngine)({ start, chunks: resolveRowChunks(columns, rows) });
    const fileName = exportFileName(fileBase, format, deps.now?.() ?? new Date());
    (deps.download ?? downloadBlob)(blob, fileName);
    return { status: 'downloaded', fileName, rowCount: rows.length };
  } catch (error) {
    return writeFailed(error);
  }
}
