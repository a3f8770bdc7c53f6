/// <reference lib="webworker" />
import { createExportSession, type ExportSession } from './export-session';
import type { FromExportWorker, ToExportWorker } from './types';

/**
 * The export worker: receives start, rows…, end (see types.ts), normalises and writes the file off the main
 * thread, and answers with the finished Blob. Messages are chained so rows wait for the writer chunk to load.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let session: Promise<ExportSession> = Promise.reject(new Error('Export rows arrived before start'));
session.catch(() => undefined);

function reply(message: FromExportWorker): void {
  scope.postMessage(message);
}

scope.onmessage = (event: MessageEvent<ToExportWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    session = createExportSession(message);
  } else if (message.type === 'rows') {
    session = session.then((s) => {
      s.push(message.rows);
      return s;
    });
  } else {
    session
      .then((s) => {
        const { parts, mime, rowCount } = s.finish();
        reply({ type: 'done', blob: new Blob(parts, { type: mime }), rowCount });
      })
      .catch((error: unknown) => reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
  }
  session.catch(() => undefined);
};
