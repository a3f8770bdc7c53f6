import { expect, type Page, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import { demoAccounts, isYardMove } from './fixtures';
import { goOffline, goOnline, outboxEntries, waitForServiceWorkerControl } from './offline-helpers';
import { apiAs, signInFor, type TrackingResponse } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 17: a trucker drives a scripted route with the browser's geolocation emulated, the second half offline. After
 * reconnecting, an admin's tracking page in another browser shows the whole route, the truck at its last point, and
 * Departure and Arrival. Undo and the Delivered confirmation are exercised on the way.
 */

/** The device keeps at most one point per 10 s (decision 100): the journey drives at that pace. */
const POINT_GAP_MS = 10_500;

/** `t` of the way from a to b. */
const along = (a: { Latitude: number; Longitude: number }, b: { Latitude: number; Longitude: number }, t: number) => ({
  latitude: a.Latitude + (b.Latitude - a.Latitude) * t,
  longitude: a.Longitude + (b.Longitude - a.Longitude) * t,
  accuracy: 15,
});

/** Moves the truck once the device's 10-s gap since its last point has passed (the point filter under test). */
async function driveTo(page: Page, place: { latitude: number; longitude: number; accuracy: number }) {
  await page.waitForTimeout(POINT_GAP_MS);
  await page.context().setGeolocation(place);
}

test('a trucker drives a trip half offline; staff see the whole route, the truck and the trip times', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(480_000);
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<{ Shipments: PartyLoadRow[] }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  // A route driven in real time must be short: the server drops a point implying over 150 mph.
  const load = own.Shipments.find((row) => row.StatusCode === 'BK' && isYardMove(row));
  expect(load, 'the demo trucker has its booked yard move').toBeTruthy();
  const before = await apiAs<TrackingResponse>(page, `/api/Tracking/${load!.Id}`);
  const pickup = before.PlannedPolyline[0];
  const receiver = before.PlannedPolyline.at(-1)!;

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(along(pickup, receiver, -0.01));
  await page.goto(`/trackload/${load!.Id}/details`);
  await waitForServiceWorkerControl(page);
  const trip = page.getByRole('region', { name: 'Trip status' });

  // Undo: the step waits on this device for 10 s and can be taken back.
  const first = trip.getByRole('button', { name: 'Mark as En route to pickup' });
  expect((await first.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await first.click();
  await trip.getByRole('button', { name: /^Undo/ }).click();
  await expect(trip.getByRole('button', { name: 'Mark as En route to pickup' })).toBeVisible();
  // Nothing of the undone step stays queued (points taken in its 10 s are refused by the server and let go).
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  await trip.getByRole('button', { name: 'Mark as En route to pickup' }).click();
  await expect(trip.getByText('Sharing location')).toBeVisible();

  // Staff follow the load in another browser.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInFor(admin, demoAccounts.admin.email);
  await admin.goto(`/trackload/${load!.Id}/details`);
  await expect(admin.getByRole('link', { name: `Load ${load!.Code} details` })).toBeVisible({ timeout: 90_000 });

  // At the pickup the card offers the matching step.
  await driveTo(page, along(pickup, receiver, 0));
  await trip.getByRole('button', { name: 'Yes, I am here' }).click();
  await trip.getByRole('button', { name: 'Mark as In transit' }).click();
  await driveTo(page, along(pickup, receiver, 0.25));
  await driveTo(page, along(pickup, receiver, 0.5));

  // The second half without signal.
  await goOffline(context);
  await driveTo(page, along(pickup, receiver, 0.75));
  await driveTo(page, along(pickup, receiver, 1));
  await trip.getByRole('button', { name: 'Yes, I am here' }).click();
  await expect(trip.getByText('At delivery', { exact: true })).toBeVisible();
  await expect.poll(async () => (await outboxEntries(page)).map((e) => e.kind)).toContain('positions.batch');

  await goOnline(context);
  await expect.poll(() => outboxEntries(page)).toEqual([]);

  // Without a reload, the staff page shows the trip times and the truck at the delivery.
  await expect(admin.getByText('Last seen')).toBeVisible();
  const facts = admin.getByRole('region', { name: 'Load Info' });
  for (const label of ['Departure', 'Arrival']) {
    await expect(facts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]')).not.toHaveText('—');
  }
  const seen = await apiAs<TrackingResponse>(admin, `/api/Tracking/${load!.Id}?detail=full`);
  expect(seen.StatusCode).toBe('AR');
  expect(seen.Polyline.length).toBeGreaterThanOrEqual(5);
  expect(seen.Polyline.at(-1)).toMatchObject({
    Latitude: expect.closeTo(receiver.Latitude, 4),
    Longitude: expect.closeTo(receiver.Longitude, 4),
  });
  expect(seen.Polyline[0].Latitude).toBeCloseTo(along(pickup, receiver, -0.01).latitude, 4);

  // Delivered asks first.
  await trip.getByRole('button', { name: 'Mark as Delivered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Delivered?' });
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(trip.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await trip.getByRole('button', { name: 'Mark as Delivered' }).click();
  await page.getByRole('dialog', { name: 'Mark as Delivered?' }).getByRole('button', { name: 'Yes, mark as Delivered' }).click();
  await expect(trip.getByText('Sharing location')).toHaveCount(0);
  await expect.poll(async () => (await apiAs<TrackingResponse>(admin, `/api/Tracking/${load!.Id}`)).StatusCode).toBe('DL');
  await staff.close();
});
