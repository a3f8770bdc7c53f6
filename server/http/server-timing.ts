import type { MiddlewareHandler } from 'hono';
import { isApiPath } from './paths';

/**
 * `Server-Timing: app;dur=<ms>` on every API answer: the time from the request reaching the app to the answer's
 * headers (for a streamed answer, to its first byte, not its end). The benchmarks read it (decision 040).
 */
export const serverTiming: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  if (isApiPath(c.req.path)) c.res.headers.append('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
};
