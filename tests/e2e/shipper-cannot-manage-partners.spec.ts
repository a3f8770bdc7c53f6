import { expect, test } from '@playwright/test';
import { accessToken, demoAccounts, signInAs } from './fixtures';

test('a shipper sees no Add new shipper button and the admin endpoints refuse it', async ({ page }) => {
  await signInAs(page, demoAccounts.shipper.email);
  await page.goto('/backoffice?tab=shippers');
  await expect(page.getByRole('tab', { name: 'Shippers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add new shipper' })).toHaveCount(0);

  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/Truckers', { headers })).status()).toBe(403);
  expect((await page.request.get('/api/Shippers', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/Account/Approve?id=1', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/admin/addShipper', { headers, data: {} })).status()).toBe(403);
  expect((await page.request.get('/api/Truckers')).status()).toBe(401);
});
