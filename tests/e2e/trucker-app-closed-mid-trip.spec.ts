import { expect, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import { demoAccounts, isYardMove } from './fixtures';
import { apiAs, signInFor, type TrackingResponse } from './tracking-helpers';

/** The device keeps at most one point per 10 s (decision 100): the journey moves at that pace. */
const POINT_GAP_MS = 10_500;

/**
 * Issue 35 item 5: a trucker's app is closed mid-trip without the page being hidden first (the app switcher, the
 * system closing the browser). The positions the phone took before are not lost: reopened, the app sends every one.
 */
test('positions taken before the app is closed reach the server when it is opened again', async ({ page, context }) => {
  test.setTimeout(300_000);
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<{ Shipments: PartyLoadRow[] }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  // Its first load in transit (the device-full journey takes the last one).
  const load = own.Shipments.find((row) => row.StatusCode === 'IT' && !isYardMove(row));
  expect(load, 'the demo trucker has a load in transit').toBeTruthy();
  const before = await apiAs<TrackingResponse>(page, `/api/Tracking/${load!.Id}`);
  const from = before.Polyline.at(-1) ?? before.PlannedPolyline[0];
  // 250 m north a step (the device keeps a point after 200 m), at a truck's pace.
  const taken = [1, 2, 3, 4].map((step) => ({ latitude: from.Latitude + (step * 250) / 111_195, longitude: from.Longitude, accuracy: 10 }));

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(taken[0]);
  await page.goto(`/trackload/${load!.Id}/details`);
  const trip = page.getByRole('region', { name: 'Trip status' });
  await expect(trip.getByText('Sharing location')).toBeVisible();
  await expect(trip.getByText('1 position kept on this device')).toBeVisible();
  for (const [index, place] of taken.slice(1).entries()) {
    await page.waitForTimeout(POINT_GAP_MS);
    await context.setGeolocation(place);
    await expect(trip.getByText(`${index + 2} positions kept on this device`)).toBeVisible();
  }

  // Closed straight away, without hiding the page first: what the page starts on its way out does not finish.
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto(`/trackload/${load!.Id}/details`);
  await expect(reopened.getByRole('region', { name: 'Trip status' })).toBeVisible();
  const near = (a: { Latitude: number; Longitude: number }, b: { latitude: number; longitude: number }) =>
    Math.abs(a.Latitude - b.latitude) < 1e-5 && Math.abs(a.Longitude - b.longitude) < 1e-5;
  await expect
    .poll(
      async () => {
        const seen = await apiAs<TrackingResponse>(reopened, `/api/Tracking/${load!.Id}?detail=full`);
        return taken.filter((place) => seen.Polyline.some((point) => near(point, place))).length;
      },
      { message: 'every position taken before the close is on the server', timeout: 90_000 },
    )
    .toBe(taken.length);
});
