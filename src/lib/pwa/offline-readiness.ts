import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { getSession, onSessionChange } from '@/lib/session';
import { OFFLINE_FILES_FETCH, OFFLINE_FILES_STATUS, type OfflineFilesRequest, type OfflineFilesStatus } from './constants';
import { rolesOf } from './offline-files';

/** How much of the app this device holds for offline use: ready when the active worker has the core and the user's files. */
export type OfflineReadiness = { state: 'unsupported' } | { state: 'preparing'; cached: number; total: number } | { state: 'ready' };

/** The link counts as idle once nothing has been loading for this long. */
const QUIET_MS = 1_000;

function offlineFilesRequest(type: OfflineFilesRequest['type']): OfflineFilesRequest {
  return { type, roles: rolesOf(getSession()?.role), locale: i18n.locale || 'en' };
}

const askWorker = (worker: ServiceWorker, message: OfflineFilesRequest, timeoutMs: number): Promise<OfflineFilesStatus | null> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<OfflineFilesStatus>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });

const isComplete = (status: OfflineFilesStatus | null) => !!status && status.total > 0 && status.cached >= status.total;

/** Asks the active worker first; while it is missing or incomplete, the one installing shows the progress. */
export async function readOfflineReadiness(): Promise<OfflineReadiness> {
  if (!('serviceWorker' in navigator)) return { state: 'unsupported' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { state: 'preparing', cached: 0, total: 0 };
  const message = offlineFilesRequest(OFFLINE_FILES_STATUS);
  // the page that installed the worker is not controlled by it, but the next start is: ready all the same
  const active = registration.active ? await askWorker(registration.active, message, 2_000) : null;
  if (isComplete(active)) return { state: 'ready' };
  const installing = registration.installing ?? registration.waiting;
  const status = installing ? await askWorker(installing, message, 2_000) : active;
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

/** True while the page loads something of its own (a screen, a query, a write): offline files wait for it. */
export type LinkBusy = () => boolean;

type ActivityWatch = { start: () => void; stop: () => void; idle: () => Promise<void> };

/**
 * Samples the page's own loading every 100 ms while started; `idle()` resolves once the device is online and the page
 * has loaded nothing for QUIET_MS, so a round that follows a quiet round starts at once.
 */
function watchActivity(isBusy: LinkBusy): ActivityWatch {
  const busyNow = () => !navigator.onLine || document.readyState !== 'complete' || isBusy();
  let lastBusyAt = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const sample = () => {
    if (busyNow()) lastBusyAt = Date.now();
  };
  return {
    start: () => (timer ??= setInterval(sample, 100)),
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
    idle: () =>
      new Promise((resolve) => {
        const check = () => {
          sample();
          if (Date.now() - lastBusyAt >= QUIET_MS) resolve();
          else setTimeout(check, 100);
        };
        check();
      }),
  };
}

/** Resolves once the device is online and the page has loaded nothing of its own for QUIET_MS. */
export function whenLinkIdle(isBusy: LinkBusy): Promise<void> {
  const watch = watchActivity(isBusy);
  watch.start();
  return watch.idle().finally(watch.stop);
}

/**
 * Gets this device ready to work offline beyond the core (decision 075): the files of the signed-in user's roles and
 * language, a few at a time, only while the page's own loading leaves the link idle. Starts again when the user or
 * the language changes; stops when every file is held.
 */
export function prepareOfflineFiles(isBusy: LinkBusy): void {
  if (!('serviceWorker' in navigator)) return;
  const watch = watchActivity(isBusy);
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    watch.start();
    try {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker) return;
      do {
        again = false;
        let status = await askWorker(worker, offlineFilesRequest(OFFLINE_FILES_STATUS), 2_000);
        while (status && !isComplete(status)) {
          await watch.idle();
          const before = status.cached;
          status = await askWorker(worker, offlineFilesRequest(OFFLINE_FILES_FETCH), 120_000);
          // a round that fetched nothing (the link dropped): wait for the network to come back before the next one
          if (status && status.cached <= before) await new Promise((resolve) => setTimeout(resolve, 10_000));
        }
      } while (again);
    } finally {
      watch.stop();
      running = false;
    }
  };
  void run();
  onSessionChange(() => void run());
  i18n.on('change', () => void run());
}
