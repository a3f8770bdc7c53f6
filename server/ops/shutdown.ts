import type { Server } from 'node:http';
import type { Logger } from './logger';
import type { Lifecycle } from './lifecycle';

/** Decision 091: how long requests in flight may take to finish after SIGTERM, and the reconnect hint for SSE. */
export const DRAIN_MS = 10_000;
export const SSE_RETRY_MS = 2_000;

export type ShutdownParts = {
  server: Server;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Run after the last request has finished, in order (mail worker, chat hub, database). */
  after: (() => Promise<void>)[];
  drainMs?: number;
};

/**
 * Graceful stop: readiness turns 503 and SSE streams get a retry hint and end; the listening socket closes (no new
 * connections), idle keep-alive connections close, requests in flight finish (up to `drainMs`, then their
 * connections are cut), then the workers and the database close. Resolves with what happened, for the log.
 */
export async function gracefulStop({ server, lifecycle, logger, after, drainMs = DRAIN_MS }: ShutdownParts) {
  const started = performance.now();
  const streams = lifecycle.streamCount();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await lifecycle.stop(SSE_RETRY_MS);
  // A connection that finished its request is idle now: close it instead of waiting for the client's keep-alive.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    logger.warn({ drainMs }, 'requests still running at the deadline: closing their connections');
    server.closeAllConnections();
  }, drainMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
  const drainedMs = Math.round(performance.now() - started);
  for (const step of after) await step();
  return { streams, drainedMs, cut, totalMs: Math.round(performance.now() - started) };
}
