import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, signInAs } from './fixtures';

/** Issue 15, "tables that fit a desk": at 1366 px the Load id stays left and Actions right while the rest scrolls. */
test.use({ viewport: { width: 1366, height: 900 } });

test('the loads list keeps its identifying column and its actions in view, and shows money as currency', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  await page.goto('/Loads');
  const table = page.getByRole('table', { name: 'Loads' });
  const actions = table.getByRole('columnheader', { name: 'Actions' });
  const code = table.getByRole('columnheader', { name: 'Load id' });
  await expect(actions).toBeVisible();

  // Actions is pinned to the right edge of the table, inside the window, without scrolling
  const before = (await actions.boundingBox())!;
  expect(before.x + before.width).toBeLessThanOrEqual(1366);

  // scrolling the table sideways moves the middle columns, not the pinned ones
  const codeBefore = (await code.boundingBox())!;
  await table.evaluate((element) => {
    const scroller = element.closest('.mantine-Paper-root')?.querySelector('[class*="TableContainer"]') ?? element.parentElement!;
    scroller.scrollLeft = 600;
  });
  await expect.poll(async () => (await code.boundingBox())!.x).toBeCloseTo(codeBefore.x, 0);
  expect((await actions.boundingBox())!.x).toBeCloseTo(before.x, 0);

  // Total price reads as money
  await expect(table.getByRole('cell', { name: /^\$[\d,]+\.\d{2}$/ }).first()).toBeVisible();
  await expectAccessible(page);
});
