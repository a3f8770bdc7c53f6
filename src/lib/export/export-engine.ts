import type { ExportStart, FromExportWorker, ToExportWorker } from './types';

/** One export: what to write, and the rows (plain values, column order) in chunks. */
export type ExportJob = { start: ExportStart; chunks: AsyncIterable<unknown[][]> };
/** Turns a job into the file. */
export type ExportEngine = (job: ExportJob) => Promise<Blob>;

/**
 * The production engine: normalising and writing run in a module worker, never on the page's thread, and SheetJS
 * loads only there. Tests in jsdom (no Worker) pass `inThreadEngine` from in-thread-engine.ts instead.
 */
export const workerEngine: ExportEngine = async ({ start, chunks }) => {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
  let failed = false;
  const done = new Promise<Blob>((resolve, reject) => {
    const fail = (error: Error) => {
      failed = true;
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<FromExportWorker>) => {
      if (event.data.type === 'done') resolve(event.data.blob);
      else fail(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(event.message || 'The export worker failed'));
    };
    worker.onmessageerror = () => fail(new Error('The export worker could not read a message'));
  });
  done.catch(() => undefined);
  const post = (message: ToExportWorker) => worker.postMessage(message);
  try {
    post({ type: 'start', ...start });
    for await (const rows of chunks) {
      if (failed) break;
      post({ type: 'rows', rows });
    }
    post({ type: 'end' });
    return await done;
  } finally {
    worker.terminate();
  }
};
