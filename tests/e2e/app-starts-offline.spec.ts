import { expect, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import { demoAccounts } from './fixtures';
import { goOffline, goOnline, waitForServiceWorkerControl } from './offline-helpers';
import { apiAs, signInFor } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

test('after one visit the app starts without a network', async ({ page, context }) => {
  await page.goto('/auth/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page is not controlled by the worker it installed; the next load is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await context.setOffline(false);
});

test('a trucker starting the app offline lands on its loads, and a load never opened here says "Not available offline"', async ({
  page,
  context,
}) => {
  await signInFor(page, demoAccounts.trucker.email);
  // The trucker's home is its own loads list, not the management page it may not use.
  await expect(page).toHaveURL(/\/shipper\/loads$/);
  const own = await apiAs<{ Shipments: PartyLoadRow[] }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  await expect(page.getByText(own.Shipments[0].Code, { exact: true }).first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(own.Shipments[0].Code, { exact: true }).first()).toBeVisible();

  // Cold start without a network: a new page, the app from the service worker, the list from this device.
  await goOffline(context);
  await page.close();
  const cold = await context.newPage();
  await cold.goto('/');
  await expect(cold).toHaveURL(/\/shipper\/loads$/);
  await expect(cold.getByText(own.Shipments[0].Code, { exact: true }).first()).toBeVisible();
  await expect(cold.getByText('The list could not be loaded')).toHaveCount(0);

  const neverOpened = own.Shipments.at(-1)!;
  await cold.goto(`/trackload/${neverOpened.Id}/details`);
  await expect(cold.getByRole('status').filter({ hasText: 'Not available offline' })).toBeVisible();
  await expect(cold.getByText('Failed to fetch')).toHaveCount(0);
  await expect(cold.getByText('The load could not be loaded.')).toHaveCount(0);
  await goOnline(context);
});
