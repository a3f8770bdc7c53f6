import { createExportSession } from './export-session';
import { toResponse, type ExportEngine, type RowsSender } from './export-engine';
import { answerWithFile } from './rows-answer';
import type { Send } from '@/lib/http/client';

/**
 * The worker's session run on the calling thread, for tests in jsdom (which has no Worker) and Node scripts.
 * The app never imports it, so no SheetJS chunk enters the page's module graph.
 */
export const inThreadEngine: ExportEngine = async ({ start, chunks }) => {
  const session = await createExportSession(start);
  for await (const rows of chunks) session.push(rows);
  const { parts, mime } = session.finish();
  return new Blob(parts, { type: mime });
};

/** The worker's rows request run on the calling thread, with the given fetch (the page's by default). */
export const inThreadSender =
  (fetchRows: Send = fetch): RowsSender =>
  (start) =>
  async (url, init) =>
    toResponse(await answerWithFile(start, await fetchRows(url, init)));
