import type { Send } from '@/lib/http/client';
import type { ExportStart, FromExportWorker, RowsAnswer, ToExportWorker } from './types';

/** One export: what to write, and the rows (plain values, column order) in chunks. */
export type ExportJob = { start: ExportStart; chunks: AsyncIterable<unknown[][]> };
/** Turns a job into the file. */
export type ExportEngine = (job: ExportJob) => Promise<Blob>;
/** The HTTP client's `Send` that answers a rows request with the file of `start` written from the rows (decision 124). */
export type RowsSender = (start: ExportStart) => Send;

/** Writing the file failed (not the request for its rows). */
export class ExportWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportWriteError';
  }
}

type WorkerAnswer = Exclude<FromExportWorker, { type: 'error' }>;

/** A new export worker and its one answer; an error it reports or a broken worker rejects it. */
function exportWorker() {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
  let failed = false;
  const answer = new Promise<WorkerAnswer>((resolve, reject) => {
    const fail = (error: Error) => {
      failed = true;
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<FromExportWorker>) => {
      const data = event.data;
      if (data.type !== 'error') resolve(data);
      // no answer at all: the TypeError fetch throws, which the error catalogue tells as a lost connection
      else fail(data.network ? new TypeError(data.message) : new ExportWriteError(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new ExportWriteError(event.message || 'The export worker failed'));
    };
    worker.onmessageerror = () => fail(new ExportWriteError('The export worker could not read a message'));
  });
  answer.catch(() => undefined);
  return {
    answer,
    failed: () => failed,
    post: (message: ToExportWorker) => worker.postMessage(message),
    terminate: () => worker.terminate(),
  };
}

/**
 * The production engine: normalising and writing run in a module worker, never on the page's thread, and SheetJS
 * loads only there. Tests in jsdom (no Worker) pass `inThreadEngine` from in-thread-engine.ts instead.
 */
export const workerEngine: ExportEngine = async ({ start, chunks }) => {
  const worker = exportWorker();
  try {
    worker.post({ type: 'start', ...start });
    for await (const rows of chunks) {
      if (worker.failed()) break;
      worker.post({ type: 'rows', rows });
    }
    worker.post({ type: 'end' });
    const answer = await worker.answer;
    if (answer.type !== 'done') throw new ExportWriteError(`Unexpected answer ${answer.type}`);
    return answer.blob;
  } finally {
    worker.terminate();
  }
};

/** The worker's answer as the Response the HTTP client reads (a success's body is the written file). */
export const toResponse = ({ body, status, statusText, headers }: RowsAnswer): Response =>
  new Response(body, { status, statusText, headers });

/**
 * The export worker as the HTTP client's `Send` (decision 124): the page builds the request (token, headers), the
 * worker fetches the rows, parses and writes them as they stream in, and answers the file; the page's thread only
 * receives the finished Blob. A failed answer comes back as it was, so the client refreshes on 401, shows 402 and
 * the error catalogue as for any call. Tests in jsdom use `inThreadSender` from in-thread-engine.ts.
 */
export const workerSender: RowsSender =
  (start) =>
  async (url, { method, headers, body, credentials }) => {
    const worker = exportWorker();
    try {
      worker.post({ type: 'fetch', start, url: new URL(url, location.href).href, init: { method, headers, body, credentials } });
      const answer = await worker.answer;
      if (answer.type !== 'answer') throw new ExportWriteError(`Unexpected answer ${answer.type}`);
      return toResponse(answer.answer);
    } finally {
      worker.terminate();
    }
  };
