/**
 * Issue 7 figure: a trucker reloads a load's tracking page with no network. The production build is served by the real
 * server; the trucker signs in and opens the tracking page online while the service worker installs and takes control;
 * then the context goes offline and the page is reloaded. Timed by the page's own clock: navigation start of the
 * reload → the load's code is on the page (the app shell from the precache, the tracking answer from the Dexie
 * snapshot). Median of three reloads; budget 1.5 s.
 *
 * `npx tsx bench/offline-reload.ts` runs it alone (BENCH_OFFLINE_PORT, default 8123; DIST_DIR picks another build).
 */
import type { Page } from '@playwright/test';
import type { PartyLoadsPage } from '../src/contract/loads';
import { median, type Figure } from './figure';
import { runAlone } from './server-process';
import { signedInPage, withChromium } from './browser';

const TRUCKER = 'trucker@haulbase.test';
const RUNS = 3;
const BUDGET_MS = 1500;

/** A load of the trucker's on the road (in transit, else any): its id and code. */
async function truckerLoad(page: Page, baseUrl: string, token: string): Promise<{ id: number; code: string }> {
  const answer = await page.request.get(`${baseUrl}/api/Shipments/PartyLoads?pageNumber=1&pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok()) throw new Error(`GET /api/Shipments/PartyLoads answered ${answer.status()}`);
  const rows = ((await answer.json()) as PartyLoadsPage).Shipments;
  const row = rows.find((r) => r.StatusCode === 'IT') ?? rows[0];
  if (!row) throw new Error(`${TRUCKER} has no loads`);
  return { id: row.Id, code: row.Code };
}

/** Page clock (ms since the document's navigation start) when a link reading exactly `code` is on the page. */
async function codeVisibleAt(page: Page, code: string): Promise<number> {
  const handle = await page.waitForFunction(
    (text) => ([...document.querySelectorAll('main a')].some((a) => a.textContent?.trim() === text) ? performance.now() : false),
    code,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function offlineReloadFigure(baseUrl: string): Promise<Figure> {
  return withChromium(async (browser) => {
    const { page, token } = await signedInPage(browser, baseUrl, 'allow', TRUCKER);
    const load = await truckerLoad(page, baseUrl, token);
    const url = `${baseUrl}/trackload/${load.id}/details`;

    await page.goto(url);
    await codeVisibleAt(page, load.code);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page that installed the worker is not controlled by it; the next load is.
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    const online = await codeVisibleAt(page, load.code);
    // the snapshot of the tracking answer is written to Dexie after the query settles
    await page.waitForTimeout(1500);

    await page.context().setOffline(true);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.reload({ waitUntil: 'commit' });
      runs.push(await codeVisibleAt(page, load.code));
    }
    const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
    if (!controlled) throw new Error('the offline reload was not served by the service worker');
    return {
      name: 'reload offline to a cached tracking page, load code visible, Chromium',
      value: median(runs),
      unit: 'ms',
      budget: BUDGET_MS,
      note: `load ${load.code}; online with the worker ${Math.round(online)} ms; offline runs ${runs.map((r) => Math.round(r)).join(', ')} ms`,
    };
  });
}

await runAlone(import.meta.url, Number(process.env.BENCH_OFFLINE_PORT ?? 8123), offlineReloadFigure);
