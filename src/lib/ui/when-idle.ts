import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser is idle (after the input and frames it has waiting), at the latest `timeoutMs` later; on
 * a zero timer where there is no requestIdleCallback (Safari). Returns what cancels it. Preact renders an update in
 * one task (decision 129): work split this way lets a key typed meanwhile be handled first.
 */
export function whenIdle(run: () => void, timeoutMs = 500): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}

/** False on the first render, true once the browser has been idle: what waits on it is drawn after the rest. */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}
