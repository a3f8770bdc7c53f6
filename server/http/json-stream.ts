import type { Context } from 'hono';
import type { AppEnv } from './env';

export const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/**
 * A big list page as a stream, byte for byte the in-memory answer: `head`, the rows (JSON texts) joined by commas,
 * `tail`. The stream pulls: the next batch is read from the database only when the socket has taken the previous
 * one, so memory holds one batch at a time; a client that goes away stops the reader.
 */
export function streamJsonRows(
  c: Context<AppEnv>,
  parts: { head: string; tail: string; label: string },
  read: (signal: AbortSignal) => AsyncGenerator<string[]>,
): Response {
  const abort = new AbortController();
  const batches = read(abort.signal);
  const encoder = new TextEncoder();
  let started = false;
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(parts.head));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode(parts.tail));
          controller.close();
          return;
        }
        if (next.value.length === 0) return;
        const json = next.value.join(',');
        controller.enqueue(encoder.encode(first ? json : `,${json}`));
        first = false;
      } catch (error) {
        console.error(`[${parts.label}] streaming ${c.req.path} failed`, error);
        controller.error(error);
      }
    },
    async cancel() {
      abort.abort();
      await batches.return(undefined);
    },
  });
  return c.body(body, 200, JSON_TYPE);
}
