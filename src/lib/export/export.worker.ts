/// <reference lib="webworker" />
import { createExportSession, type ExportSession } from './export-session';
import { answerWithFile } from './rows-answer';
import type { FromExportWorker, ToExportWorker } from './types';

/**
 * The export worker: receives start, rows…, end (see types.ts), normalises and writes the file off the main
 * thread, and answers with the finished Blob. Messages are chained so rows wait for the writer chunk to load.
 * Or it receives one `fetch`: it requests the rows itself and answers with the file written from them (decision 124).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let session: Promise<ExportSession> = Promise.reject(new Error('Export rows arrived before start'));
session.catch(() => undefined);

function reply(message: FromExportWorker): void {
  scope.postMessage(message);
}

const failure = (error: unknown, network = false): FromExportWorker => ({
  type: 'error',
  message: error instanceof Error ? error.message : String(error),
  network,
});

async function fetchAndWrite({ start, url, init }: Extract<ToExportWorker, { type: 'fetch' }>): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    reply(failure(error, true));
    return;
  }
  reply({ type: 'answer', answer: await answerWithFile(start, res) });
}

scope.onmessage = (event: MessageEvent<ToExportWorker>) => {
  const message = event.data;
  if (message.type === 'fetch') {
    fetchAndWrite(message).catch((error: unknown) => reply(failure(error)));
    return;
  }
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
      .catch((error: unknown) => reply(failure(error)));
  }
  session.catch(() => undefined);
};
