import { expect, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import type { BoardPage } from '../../src/contract/market';
import { demoAccounts } from './fixtures';
import { apiAs, signInFor } from './tracking-helpers';

// Screenshots for the issue 38 report (not committed).
test('wide screenshots', async ({ page }) => {
  test.setTimeout(480_000);
  await signInFor(page, demoAccounts.trucker.email);
  const board = await apiAs<BoardPage>(page, '/api/LoadBoard?kind=bid&pageNumber=1&pageSize=25');
  const own = await apiAs<{ Shipments: PartyLoadRow[] }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=25');
  const mine = own.Shipments.find((r) => r.StatusCode === 'IT') ?? own.Shipments[0];
  for (const width of [360, 768, 1366, 1920]) {
    await page.setViewportSize({ width, height: width < 800 ? 900 : 1000 });
    const shot = (name: string) => page.screenshot({ path: `.tmp/shots/${name}-${width}.png` });
    await page.goto('/Loads/find?kind=bid');
    await expect(page.getByText(board.Loads[0].Code).first()).toBeVisible();
    await shot('board');
    await page.goto(`/Loads/${board.Loads[0].Id}`);
    await expect(page.getByRole('region', { name: 'Rate' })).toBeVisible();
    await shot('load-page-public');
    await page.getByRole('button', { name: /^(Bid|Change or withdraw my bid)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('bid-dialog');
    await page.keyboard.press('Escape');
    await page.goto(`/Loads/${mine.Id}`);
    await expect(page.getByRole('region', { name: 'Stop 1 · Pickup' })).toBeVisible();
    await shot('load-page-driver');
    await page.goto('/Loads/my-bids');
    await expect(page.getByRole('table', { name: 'My bids' })).toBeVisible();
    await shot('my-bids');
    await page.goto('/shipper/loads');
    await expect(page.getByRole('table', { name: 'Loads' }).getByRole('link').first()).toBeVisible();
    await shot('my-loads');
    await page.goto(`/trackload/${mine.Id}/details`);
    await expect(page.getByRole('region', { name: 'Trip status' })).toBeVisible();
    await shot('trip-card');
    await page.getByRole('button', { name: /^Sync/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Sync' })).toBeVisible();
    await shot('sync-panel');
    await page.keyboard.press('Escape');
  }
});
