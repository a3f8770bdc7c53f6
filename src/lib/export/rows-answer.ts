import { createExportSession } from './export-session';
import type { ExportStart, RowsAnswer } from './types';

/**
 * Turns the server's rows answer into the file (decision 124): a JSON array of batches, one line each (a batch an
 * array of rows, a row plain values in column order), parsed and written one line at a time while the rest is still
 * arriving, so the writer works while the server reads and neither the whole text nor all the parsed rows are ever
 * held. A success comes back with the file as its body (and the file's type); a failure with the server's body as it
 * was, for the HTTP client.
 */
export async function answerWithFile(start: ExportStart, res: Response): Promise<RowsAnswer> {
  const headers = [...res.headers].filter(([name]) => name.toLowerCase() !== 'content-type');
  const answer = (body: Blob | string, type: string): RowsAnswer => ({
    status: res.status,
    statusText: res.statusText,
    headers: [...headers, ['content-type', type]],
    body,
  });
  if (!res.ok || !res.body) return answer(await res.text(), res.headers.get('content-type') ?? 'text/plain');
  const session = await createExportSession(start);
  const pending: string[] = [];
  let ended = false;
  // A line is "[" or "]" around the batches, or a batch (after the first, with a leading comma).
  const take = (line: string) => {
    if (line === ']') ended = true;
    else if (line !== '[') session.push(JSON.parse(line.startsWith(',') ? line.slice(1) : line) as unknown[][]);
  };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const text = read.value;
    let from = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', from)) {
      pending.push(text.slice(from, newline));
      take(pending.join(''));
      pending.length = 0;
      from = newline + 1;
    }
    if (from < text.length) pending.push(text.slice(from));
  }
  if (!ended || pending.length > 0) throw new Error('The rows answer ended early');
  const { parts, mime } = session.finish();
  return answer(new Blob(parts, { type: mime }), mime);
}
