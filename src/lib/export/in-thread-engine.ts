import { createExportSession } from './export-session';
import type { ExportEngine } from './export-engine';

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
