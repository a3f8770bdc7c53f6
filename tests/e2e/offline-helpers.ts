import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Offline journeys run with the service worker (use `test.use({ serviceWorkers: 'allow' })`): waits until the worker
 * has precached the app and controls the page, so the next navigation works without a network.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Cuts the network for every page of the context (the app sees `navigator.onLine === false` and the `offline` event). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/** The outbox entries of the signed-in user, read from the page's IndexedDB (what the sync panel lists). */
export async function outboxEntries(page: Page): Promise<{ kind: string; state: string; loadId: number }[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('Token') ?? '';
    const sub = (JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
    const open = indexedDB.open(`haulbase-user-${sub}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('outbox')) return [];
    const all = db.transaction('outbox').objectStore('outbox').getAll();
    const rows = await new Promise<{ kind: string; state: string; loadId: number }[]>((resolve, reject) => {
      all.onsuccess = () => resolve(all.result as { kind: string; state: string; loadId: number }[]);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return rows.map(({ kind, state, loadId }) => ({ kind, state, loadId }));
  });
}
