import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';
import type { Figure } from './figure';

/**
 * Click to file: an admin on /backoffice chooses Export As → CSV (or Excel) for every trucker, in a real browser;
 * timed from the click to the finished download.
 */
export async function truckersExportClickFigure(baseUrl: string, format: 'CSV' | 'Excel', rowCount: number, budgetMs: number): Promise<Figure> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ serviceWorkers: 'block', acceptDownloads: true });
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel('Email').fill('admin@haulbase.test');
    await page.getByLabel(/^Password/).fill('Haulbase#2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /^Actions for / }).first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Export As' }).click();
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('menuitem', { name: format, exact: true }).click(),
    ]);
    await download.path();
    const elapsed = performance.now() - started;
    return {
      name: `truckers export click → ${format} file, ${rowCount.toLocaleString("en-US")} seeded truckers, Chromium`,
      value: elapsed,
      unit: 'ms',
      budget: budgetMs,
      note: download.suggestedFilename(),
    };
  } finally {
    await browser.close();
  }
}
