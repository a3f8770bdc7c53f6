import { expect, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import { demoAccounts, tripLoadFor } from './fixtures';
import { goOffline, goOnline, waitForServiceWorkerControl } from './offline-helpers';
import { apiAs, signInFor } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

test('after one tab sends the steps taken offline, the other tab of the same load shows the new status and offers the next step', async ({
  page,
  context,
}) => {
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<{ Shipments: PartyLoadRow[] }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = tripLoadFor(own.Shipments, 2);
  expect(load, 'the demo trucker has a booked load').toBeTruthy();
  await page.goto(`/trackload/${load!.Id}/details`);
  await waitForServiceWorkerControl(page);
  const tabB = await context.newPage();
  await tabB.goto(`/trackload/${load!.Id}/details`);
  const tripA = page.getByRole('region', { name: 'Trip status' });
  const tripB = tabB.getByRole('region', { name: 'Trip status' });
  await expect(tripB).toBeVisible();

  const [step, after] = load!.StatusCode === 'BK' ? ['En route to pickup', 'At pickup'] : ['At pickup', 'In transit'];
  await goOffline(context);
  await tripA.getByRole('button', { name: `Mark as ${step}` }).click();
  await expect(tripA.getByText(step, { exact: true })).toBeVisible();

  await goOnline(context);
  await expect(page.getByRole('region', { name: 'Status History' }).getByText('Waiting to sync')).toHaveCount(0);
  // Tab B never sent anything: it follows the server at once and offers the step after the new one.
  await expect(tripB.getByRole('button', { name: `Mark as ${after}` })).toBeVisible();
  await tripB.getByRole('button', { name: `Mark as ${after}` }).click();
  await expect(tabB.getByText(/Cannot change status/)).toHaveCount(0);
  await expect(tripB.getByText(after, { exact: true })).toBeVisible();
});
