import { expect, test } from '@playwright/test';
import { accessToken, demoAccounts, expectToastFrom, signInAs } from './fixtures';

test('a shipper or trucker opening a staff page lands on its own loads with a short message, and the admin endpoints refuse it', async ({
  page,
}) => {
  await signInAs(page, demoAccounts.shipper.email);
  for (const path of ['/backoffice?tab=shippers', '/billing/dashboard', '/Loads']) {
    await expectToastFrom(page, 'That page is for Haulbase staff', async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/shipper\/loads$/);
    });
    await expect(page.getByRole('button', { name: 'Add new shipper' })).toHaveCount(0);
    await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);
  }

  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/Truckers', { headers })).status()).toBe(403);
  expect((await page.request.get('/api/Shippers', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/Account/Approve?id=1', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/admin/addShipper', { headers, data: {} })).status()).toBe(403);
  expect((await page.request.get('/api/Truckers')).status()).toBe(401);
});

test('a trucker opening the billing dashboard lands on its own loads', async ({ page }) => {
  await signInAs(page, demoAccounts.trucker.email);
  await expectToastFrom(page, 'Here are your loads instead.', async () => {
    await page.goto('/billing/dashboard');
    await expect(page).toHaveURL(/\/shipper\/loads$/);
  });
});
