import { expect, type BrowserContext, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { OFFLINE_FILES_STATUS } from '../../src/lib/pwa/constants';
import { rolesOf } from '../../src/lib/pwa/offline-files';

/**
 * Offline journeys run with the service worker (use `test.use({ serviceWorkers: 'allow' })`): waits until the worker
 * controls the page and holds every file the signed-in user needs offline (the core it precached, then the user's
 * screens the page has it fetch while the link is idle: decision 075), so the next navigation works without a network.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The roles as the app reads them from the session (the page holds no import of rolesOf).
  const roles = rolesOf(await page.evaluate(() => localStorage.getItem('Role')));
  await expect
    .poll(
      () =>
        page.evaluate(
          async (message) => {
            const worker = (await navigator.serviceWorker.ready).active;
            const status = await new Promise<{ cached: number; total: number }>((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = (event: MessageEvent<{ cached: number; total: number }>) => resolve(event.data);
              worker?.postMessage({ ...message, locale: document.documentElement.lang || 'en' }, [channel.port2]);
            });
            return status.total > 0 && status.cached >= status.total;
          },
          { type: OFFLINE_FILES_STATUS, roles },
        ),
      { timeout: 120_000, message: 'the worker holds every file this user needs offline' },
    )
    .toBe(true);
}

/** Cuts the network for every page of the context (the app sees `navigator.onLine === false` and the `offline` event). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

export type OutboxEntry = { kind: string; state: string; loadId: number };

/** The outbox entries of the signed-in user, read from the page's IndexedDB (what the sync panel lists). */
export async function outboxEntries(page: Page): Promise<OutboxEntry[]> {
  const token = await page.evaluate(() => localStorage.getItem('Token') ?? '');
  return outboxEntriesOf(page, decodeJwt(token).sub!);
}

/** The outbox entries of a user's database on this device, by user id (no session needed; none without a database). */
export async function outboxEntriesOf(page: Page, userId: string): Promise<OutboxEntry[]> {
  return page.evaluate(async (id) => {
    const name = `haulbase-user-${id}`;
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return [];
    const open = indexedDB.open(name);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('outbox')) return [];
    const all = db.transaction('outbox').objectStore('outbox').getAll();
    const rows = await new Promise<OutboxEntry[]>((resolve, reject) => {
      all.onsuccess = () => resolve(all.result as OutboxEntry[]);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return rows.map(({ kind, state, loadId }) => ({ kind, state, loadId }));
  }, userId);
}
