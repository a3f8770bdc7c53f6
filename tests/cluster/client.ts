import { randomUUID } from 'node:crypto';
import { readEvents } from '../server/support/sse';

/**
 * The clients of the cluster test: keyed writes retried through nginx the way the web app's outbox retries them
 * (same Idempotency-Key; again after a network error, a 502/503/504, or a 409 with Retry-After while another node
 * still holds the key's lease), and an event-stream reader that reconnects with Last-Event-ID.
 */
export type Figures = {
  /** HTTP requests sent (every try). */
  requests: number;
  /** Tries that failed and were retried: network errors, 5xx, 409 key still in flight. */
  errors: number;
  /** Writes that were never acknowledged within the deadline. */
  failedWrites: number;
  acknowledged: number;
  /** The longest time from a write's first failed try to its acknowledgement. */
  longestRecoveryMs: number;
  /** Failed tries by cause: `network`, or the status and the start of the answer. */
  causes: Record<string, number>;
  /**
   * Retries answered 409 (a conflict, no Retry-After): the first try committed on a node killed before it stored the
   * answer, and the retry ran the write again against its own result (decision 017's gap, issue 36 item 6).
   */
  conflictsOnRetry: number;
};

export const newFigures = (): Figures => ({
  requests: 0,
  errors: 0,
  failedWrites: 0,
  acknowledged: 0,
  longestRecoveryMs: 0,
  causes: {},
  conflictsOnRetry: 0,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (res: Response) => res.status >= 502 || (res.status === 409 && res.headers.has('retry-after'));

export type Write = { method: 'POST' | 'PUT'; path: string; token: string; body: unknown };

/** Sends `write` until it is acknowledged (2xx) or `deadlineMs` passes; any other answer is a failure of the test. */
export async function keyedWrite<T>(base: string, write: Write, figures: Figures, deadlineMs = 60_000): Promise<T | null> {
  const key = randomUUID();
  const started = Date.now();
  let firstFailure: number | null = null;
  for (;;) {
    figures.requests += 1;
    let cause = 'network';
    let wait = 250;
    try {
      const res = await fetch(`${base}${write.path}`, {
        method: write.method,
        headers: { Authorization: `Bearer ${write.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(write.body),
        signal: AbortSignal.timeout(20_000),
      });
      if (res.ok) {
        figures.acknowledged += 1;
        if (firstFailure !== null) figures.longestRecoveryMs = Math.max(figures.longestRecoveryMs, Date.now() - firstFailure);
        return (await res.json()) as T;
      }
      const text = await res.text();
      if (res.status === 409 && !res.headers.has('retry-after') && firstFailure !== null) {
        figures.conflictsOnRetry += 1;
        return { conflict: text } as T;
      }
      if (!retryable(res)) throw new Error(`${write.method} ${write.path} answered ${res.status}: ${text}`);
      cause = `${res.status} ${text.slice(0, 60)}`;
      wait = Math.max(wait, Number(res.headers.get('retry-after') ?? 0) * 1000);
    } catch (error) {
      if (error instanceof Error && error.message.includes(' answered ')) throw error;
    }
    figures.errors += 1;
    figures.causes[cause] = (figures.causes[cause] ?? 0) + 1;
    firstFailure ??= Date.now();
    if (Date.now() - started > deadlineMs) {
      figures.failedWrites += 1;
      return null;
    }
    await sleep(wait);
  }
}

/**
 * Follows an SSE stream, reconnecting (to whatever nginx picks) with the last id it saw, until `stop()`. `ids` holds
 * every `message` event's id in the order received; `reconnects` counts the streams after the first.
 */
export function followStream(firstUrl: string, againUrl: string, token: string) {
  const ids: string[] = [];
  let lastId: string | undefined;
  let stopped = false;
  let reconnects = -1;
  let ready = false;
  let controller = new AbortController();
  const loop = (async () => {
    while (!stopped) {
      controller = new AbortController();
      reconnects += 1;
      try {
        const res = await fetch(reconnects === 0 ? firstUrl : againUrl, {
          headers: { Authorization: `Bearer ${token}`, ...(lastId ? { 'Last-Event-ID': lastId } : {}) },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        const stream = readEvents(res);
        for (let seen = 0; ;) {
          const ended = stream.ended;
          for (; seen < stream.events.length; seen++) {
            const event = stream.events[seen];
            if (event.comment === 'ready') ready = true;
            if (event.event === 'message' && event.id) ids.push((lastId = event.id));
          }
          if (ended) break;
          await sleep(20);
        }
      } catch {
        // the node went away, or stop() aborted: reconnect unless stopped
      }
      if (!stopped) await sleep(200);
    }
  })();
  return {
    ids,
    get ready() {
      return ready;
    },
    get reconnects() {
      return Math.max(0, reconnects);
    },
    stop: async () => {
      stopped = true;
      controller.abort();
      await loop;
    },
  };
}
