import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { accessToken, demoAccounts, expectAccessible, signInAs } from './fixtures';

/** Issue 15, "wrong or confusing": malformed ids, the way back to a filtered list, exports and search that match the screen. */
test('a back-office user meets no crash screen, keeps the filtered view, and exports what the list shows', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);

  // a malformed id is a page that does not exist, not a crash
  await page.goto('/Shippers/abc/details');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops, something went wrong.')).toHaveCount(0);

  // the billing search finds what the Payment status column calls "Past due"
  await page.goto('/billing/dashboard?search=Past%20due&page=1');
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.getByText('Past due').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Recurring' })).toBeVisible();
  await expect(page.getByText('Reccuring')).toHaveCount(0);

  // the CSV holds the labels and phone numbers as shown
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export As' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Recurring');
  expect(csv).toContain('Past due');
  expect(csv).not.toContain('past_due');
  // phones as the list shows them (spec 1 §5): (xxx) xxx-xxxx, or +1 (xxx) xxx-xxxx, never a bare leading 1
  expect(csv).toMatch(/,(\+1 )?\(\d{3}\) \d{3}-\d{4},/);
  expect(csv).not.toMatch(/,1 \(\d{3}\)/);

  // Back to subscriptions returns to the same filtered view
  const token = await accessToken(page);
  const list = await page.request.get('/api/Billing/Users?pageNumber=1&pageSize=5', { headers: { Authorization: `Bearer ${token}` } });
  const userId = ((await list.json()) as { Truckers: { Id: number }[] }).Truckers[0]!.Id;
  await page.goto(`/billing/details/${userId}`);
  await page.getByRole('link', { name: 'Back to subscriptions' }).click();
  await expect(page).toHaveURL(/\/billing\/dashboard\?.*search=Past(\+|%20)due/);
  await expect(page.getByRole('textbox', { name: 'Search' }).first()).toHaveValue('Past due');
  await expectAccessible(page);
});
