import { useEffect, useState } from 'react';
import { PRECACHE_STATUS } from './constants';

/** How much of the app this device holds for offline use: ready when the controlling worker has every file. */
export type OfflineReadiness = { state: 'unsupported' } | { state: 'preparing'; cached: number; total: number } | { state: 'ready' };

const askWorker = (worker: ServiceWorker): Promise<{ cached: number; total: number } | null> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2_000);
    channel.port1.onmessage = (event: MessageEvent<{ cached: number; total: number }>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: PRECACHE_STATUS }, [channel.port2]);
  });

/** Asks the active worker first; while it is missing or incomplete, the one installing. */
export async function readOfflineReadiness(): Promise<OfflineReadiness> {
  if (!('serviceWorker' in navigator)) return { state: 'unsupported' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { state: 'preparing', cached: 0, total: 0 };
  // the page that installed the worker is not controlled by it, but the next start is: ready all the same
  const active = registration.active ? await askWorker(registration.active) : null;
  if (active && active.total > 0 && active.cached >= active.total) return { state: 'ready' };
  const installing = registration.installing ?? registration.waiting ?? registration.active;
  const status = installing ? await askWorker(installing) : null;
  return { state: 'preparing', cached: status?.cached ?? 0, total: status?.total ?? 0 };
}

/** The readiness, checked every 2 s until ready (issue 13 item 3: the sync panel says when the app works offline). */
export function useOfflineReadiness(): OfflineReadiness {
  const [readiness, setReadiness] = useState<OfflineReadiness>({ state: 'preparing', cached: 0, total: 0 });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const next = await readOfflineReadiness().catch(() => null);
      if (stopped) return;
      if (next) setReadiness(next);
      if (next?.state !== 'ready' && next?.state !== 'unsupported') timer = setTimeout(() => void check(), 2_000);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return readiness;
}
