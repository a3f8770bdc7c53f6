/**
 * What graceful shutdown needs to reach inside a running app (decision 091): whether it is stopping (readiness
 * answers 503 so the proxy drains this node) and the open Server-Sent Event streams, each with a closer that sends
 * a retry hint before ending the stream, so browsers reconnect (to another node) instead of giving up.
 */
export type StreamCloser = (retryMs: number) => Promise<void> | void;

export type Lifecycle = {
  readonly stopping: boolean;
  /** Registers an open stream; the returned function unregisters it (call it when the stream ends). */
  openStream: (close: StreamCloser) => () => void;
  streamCount: () => number;
  /** Marks the app as stopping and closes every open stream with `retry: retryMs`. */
  stop: (retryMs: number) => Promise<void>;
};

export function createLifecycle(): Lifecycle {
  const streams = new Set<StreamCloser>();
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    openStream: (close) => {
      streams.add(close);
      return () => void streams.delete(close);
    },
    streamCount: () => streams.size,
    stop: async (retryMs) => {
      stopping = true;
      const closers = [...streams];
      streams.clear();
      await Promise.allSettled(closers.map((close) => close(retryMs)));
    },
  };
}

/** The SSE text that tells a reader to reconnect after `retryMs` (sent just before the server ends the stream). */
export const retryHint = (retryMs: number) => `retry: ${retryMs}\n: server restarting, reconnect\n\n`;
