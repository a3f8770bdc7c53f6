import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible } from './fixtures';
import { apiAs, signInFor, loadInStatus, type Bid, type TrackingResponse } from './tracking-helpers';

test('an admin tracks a load in transit: map, status history and itinerary in order, activities and bids', async ({ page }) => {
  await signInFor(page, demoAccounts.admin.email);
  const load = await loadInStatus((path) => apiAs(page, path), 'IT');
  const tracking = await apiAs<TrackingResponse>(page, `/api/Tracking/${load.id}`);

  await page.goto(`/trackload/${load.id}/details`);
  await expect(page.getByRole('heading', { name: 'Track Load', level: 1 })).toBeVisible();

  // The map: a maplibre canvas on the offline basemap that finishes rendering.
  const map = page.getByRole('region', { name: 'Route map' });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map).toHaveAttribute('data-map-state', 'idle');

  // Status History: the server's entries, oldest first.
  const history = page.getByRole('region', { name: 'Status History' });
  await expect(history.locator('.mantine-Timeline-itemTitle')).toHaveText(tracking.StatusesHistoy.map((entry) => entry.Name));

  // Itinerary: origin, every tracking event, the undelivered stops, the receiver.
  const itinerary = page.getByRole('region', { name: 'Itinerary' }).first();
  const undelivered = tracking.Stops.filter((stop) => !stop.Delivered).length;
  const kinds = await itinerary.locator('li[data-kind]').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
  expect(kinds).toEqual(['origin', ...tracking.Tracking.map(() => 'event'), ...Array<string>(undelivered).fill('stop'), 'receiver']);
  await expect(itinerary.locator('li[data-kind="origin"]')).toContainText(tracking.Shipment.ShippingCompany ?? '');
  await expect(itinerary.locator('li[data-kind="receiver"]')).toContainText(tracking.Shipment.ReceivingCompany ?? '');

  // The load number leads to the read-only detail page.
  await expect(page.getByRole('link', { name: `Load ${load.code} details` })).toHaveAttribute('href', `/shipper/Loads/${load.id}/detail`);
  await expectAccessible(page);

  // Activities: titled with the load code; the quick filter keeps status changes only; a row expands to its fields.
  await page.getByRole('button', { name: 'Activities' }).click();
  const activities = page.getByRole('dialog', { name: `Activities · ${load.code}` });
  await expect(activities.getByRole('table', { name: 'Activities' })).toBeVisible();
  await activities.getByText('Status changes', { exact: true }).click();
  const actions = activities.getByRole('table', { name: 'Activities' }).locator('tbody tr .mantine-Badge-label');
  await expect(actions.first()).toHaveText('Status changed');
  for (const text of await actions.allTextContents()) expect(text).toBe('Status changed');
  await activities.getByRole('button', { name: 'Show changes' }).first().click();
  const changes = activities.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('columnheader')).toHaveText(['Field', 'Old value', 'New value']);
  await expect(changes.getByRole('cell', { name: 'Status', exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await activities.getByRole('button', { name: 'Close' }).click();

  // Bids: the columns of spec 2 §2.4, ten rows a page, the accepted bid highlighted.
  const bids = await apiAs<Bid[]>(page, `/api/Shipments/Bids/${load.id}`);
  await page.getByRole('button', { name: /^Bids/ }).click();
  const bidsDialog = page.getByRole('dialog', { name: `Bids · ${load.code}` });
  const table = bidsDialog.getByRole('table', { name: 'Bids' });
  await expect(table.getByRole('columnheader')).toHaveText(['Trucker', 'Price', 'Post Date', 'Accept Bid']);
  if (bids.length === 0) await expect(table).toContainText('There is no data available at the moment');
  else await expect(table.locator('tbody tr')).toHaveCount(Math.min(bids.length, 10));
  const accepted = bids.find((bid) => bid.Selected);
  if (accepted && bids.indexOf(accepted) < 10) {
    const row = table.locator('tbody tr[data-selected]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(accepted.Trucker);
    await expect(row).toContainText('Accepted');
  }
  await expect(bidsDialog.getByRole('textbox', { name: 'Rows per page' })).toHaveValue('10');
});
