import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';
import { signInInBrowser } from './browser-sign-in';
import type { Figure } from './figure';

type ExportScreen = { what: string; path: string };

/** The screens whose Export As menu is timed: the rows must be on screen (a row's actions button) before the click. */
export const EXPORT_SCREENS = {
  truckers: { what: 'truckers', path: '/backoffice' },
  loads: { what: 'loads', path: '/Loads' },
} satisfies Record<string, ExportScreen>;

/**
 * Click to file: an admin chooses Export As → CSV (or Excel) for every row of a list, in a real browser; timed from
 * the click to the finished download. The note gives the longest main-thread task seen meanwhile (a long task is
 * what a user feels as a frozen page).
 */
export async function exportClickFigure(
  baseUrl: string,
  screen: ExportScreen,
  format: 'CSV' | 'Excel',
  rowCount: number,
  budgetMs: number,
): Promise<Figure> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
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
    await page.getByRole('button', { name: 'Export As' }).click();
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 180_000 }),
      page.getByRole('menuitem', { name: format, exact: true }).click(),
    ]);
    await download.path();
    const elapsed = performance.now() - started;
    const longestTask = await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
    return {
      name: `${screen.what} export click → ${format} file, ${rowCount.toLocaleString('en-US')} seeded ${screen.what}, Chromium`,
      value: elapsed,
      unit: 'ms',
      budget: budgetMs,
      note: `${download.suggestedFilename()}; longest main-thread task ${Math.round(longestTask)} ms`,
    };
  } finally {
    await browser.close();
  }
}
