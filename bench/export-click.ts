import type { CDPSession, Page } from '@playwright/test';
import { signInInBrowser } from './browser-sign-in';
import { median, type Figure } from './figure';
import { withChromium } from './browser';

type ExportScreen = { what: string; path: string };

/** The screens whose Export As menu is timed: the rows must be on screen (a row's actions button) before the click. */
export const EXPORT_SCREENS = {
  truckers: { what: 'truckers', path: '/backoffice' },
  loads: { what: 'loads', path: '/Loads' },
} satisfies Record<string, ExportScreen>;

type Budgets = { ms: number; longestTaskMs?: number; heapMb?: number };

const MB = 1024 * 1024;
const SAMPLE_MS = 100;

/**
 * The tab's JS heap through the DevTools protocol, sampled every 100 ms: the page's own heap
 * (`Runtime.getHeapUsage`) plus that of each worker it starts (the export worker writes the XLSX), reached through
 * auto-attached target sessions. `peak()` is the largest sum seen.
 */
async function sampleTabHeap(page: Page): Promise<{ stop: () => Promise<number> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const workers = new Map<string, number>();
  const pending = new Map<number, (used: number) => void>();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
    if (event.targetInfo.type === 'worker') workers.set(event.sessionId, 0);
  });
  cdp.on('Target.detachedFromTarget', (event: { sessionId: string }) => workers.delete(event.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
    if (reply.id !== undefined) pending.get(reply.id)?.(reply.result?.usedSize ?? 0);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const workerHeap = (sessionId: string) =>
    new Promise<number>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      setTimeout(() => resolve(workers.get(sessionId) ?? 0), 1000);
      void cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) })
        .catch(() => resolve(0));
    }).then((used) => {
      workers.set(sessionId, used);
      return used;
    });
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const main = await cdp.send('Runtime.getHeapUsage').then(
        (usage) => usage.usedSize,
        () => 0,
      );
      const inWorkers = await Promise.all([...workers.keys()].map(workerHeap));
      peak = Math.max(peak, main + inWorkers.reduce((sum, used) => sum + used, 0));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await cdp.detach().catch(() => undefined);
      return peak;
    },
  };
}

/** One click to file in a fresh browser: time, longest main-thread task, tab heap peak, the file's name. */
async function exportOnce(baseUrl: string, screen: ExportScreen, format: 'CSV' | 'Excel') {
  return withChromium(async (browser) => {
    const page = await browser.newPage({ serviceWorkers: 'block', acceptDownloads: true });
    await signInInBrowser(page, baseUrl, 'admin@haulbase.test');
    await page.goto(`${baseUrl}${screen.path}`);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const w = window as unknown as { longestTask: number };
      w.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const heap = await sampleTabHeap(page);
    await page.getByRole('button', { name: 'Export As' }).click();
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 180_000 }),
      page.getByRole('menuitem', { name: format, exact: true }).click(),
    ]);
    await download.path();
    const ms = performance.now() - started;
    const heapPeak = await heap.stop();
    const longestTask = await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
    return { ms, longestTask, heapMb: heapPeak / MB, fileName: download.suggestedFilename() };
  });
}

/**
 * Click to file: an admin chooses Export As → CSV (or Excel) for every row of a list, in a real browser; timed from
 * the click to the finished download, the median of `runs` (each in a fresh browser). Beside the time: the longest
 * main-thread task seen meanwhile (a long task is what a user feels as a frozen page) and, when budgeted, the tab's
 * JS heap at its peak (page + workers, through the DevTools protocol), each the largest of the runs.
 */
export async function exportClickFigures(
  baseUrl: string,
  screen: ExportScreen,
  format: 'CSV' | 'Excel',
  rowCount: number,
  budgets: Budgets,
  runs = 1,
): Promise<Figure[]> {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await exportOnce(baseUrl, screen, format));
  const what = `${rowCount.toLocaleString('en-US')} seeded ${screen.what}`;
  const longestTask = Math.max(...results.map((r) => r.longestTask));
  const heapMb = Math.max(...results.map((r) => r.heapMb));
  const note = `${results[0]!.fileName}; ${runs > 1 ? `median of ${runs}, runs ${results.map((r) => Math.round(r.ms)).join(' / ')} ms; ` : ''}longest main-thread task ${Math.round(longestTask)} ms; tab JS heap peak ${Math.round(heapMb)} MB`;
  const figures: Figure[] = [
    {
      name: `${screen.what} export click → ${format} file, ${what}, Chromium`,
      value: median(results.map((r) => r.ms)),
      unit: 'ms',
      budget: budgets.ms,
      note,
    },
  ];
  if (budgets.longestTaskMs !== undefined)
    figures.push({
      name: `${screen.what} export → ${format}, longest main-thread task`,
      value: longestTask,
      unit: 'ms',
      budget: budgets.longestTaskMs,
    });
  if (budgets.heapMb !== undefined)
    figures.push({
      name: `${screen.what} export → ${format}, tab JS heap at its peak (CDP)`,
      value: heapMb,
      unit: 'MB',
      budget: budgets.heapMb,
    });
  return figures;
}

/** One figure (the time), as the partner bench reads it. */
export async function exportClickFigure(
  baseUrl: string,
  screen: ExportScreen,
  format: 'CSV' | 'Excel',
  rowCount: number,
  budgetMs: number,
): Promise<Figure> {
  return (await exportClickFigures(baseUrl, screen, format, rowCount, { ms: budgetMs }))[0]!;
}
