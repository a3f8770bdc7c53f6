import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * A streamed answer from text pieces: the next piece is produced only when the socket has taken the previous one
 * (a web stream pulls), so memory holds one piece at a time; a client that goes away stops the producer through
 * `signal` and the generator's `return`. A failure after the first byte can only cut the answer short: it is
 * logged, and the client sees an incomplete transfer rather than a file that looks whole.
 */
export function streamText(
  c: Context<AppEnv>,
  label: string,
  headers: Record<string, string>,
  read: (signal: AbortSignal) => AsyncGenerator<string>,
): Response {
  const abort = new AbortController();
  const pieces = read(abort.signal);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        c.var.deps.logger?.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, `[${label}] streaming failed`);
        controller.error(error);
      }
    },
    async cancel() {
      abort.abort();
      await pieces.return(undefined);
    },
  });
  return c.body(body, 200, headers);
}
