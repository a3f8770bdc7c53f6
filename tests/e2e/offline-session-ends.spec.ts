import { expect, test, type Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import type { PartyLoadRow } from '../../src/contract/loads';
import { REFRESH_COOKIE } from '../../src/contract/auth';
import { demoAccounts, tripLoadFor } from './fixtures';
import { goOffline, goOnline, outboxEntriesOf, waitForServiceWorkerControl } from './offline-helpers';
import { apiAs, signInFor, type TrackingResponse } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

/** The e2e server's signing secret (playwright.config.ts): the tests make the trucker's token expire while offline. */
const E2E_JWT_SECRET = new TextEncoder().encode('e2e-secret-not-for-production-0123456789');

/** Replaces the stored access token with an expired one of the same user, as if the phone stayed offline too long. */
async function expireAccessToken(page: Page): Promise<void> {
  const claims = decodeJwt(await page.evaluate(() => localStorage.getItem('Token') ?? ''));
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(E2E_JWT_SECRET);
  await page.evaluate((token) => localStorage.setItem('Token', token), expired);
}

/** The outbox of a user's database on this device, read by user id (it does not need a session). */
async function queuedFor(page: Page, userId: string): Promise<string[]> {
  return (await outboxEntriesOf(page, userId)).map((entry) => entry.kind);
}

/** A booked (or en-route) load of the demo trucker, opened with the service worker in control, and its status. */
async function openTruckersLoad(page: Page): Promise<{ id: number; before: TrackingResponse; userId: string }> {
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<{ Shipments: PartyLoadRow[] }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = tripLoadFor(own.Shipments, 1);
  expect(load, 'the demo trucker has a booked load').toBeTruthy();
  const before = await apiAs<TrackingResponse>(page, `/api/Tracking/${load!.Id}`);
  await page.goto(`/trackload/${load!.Id}/details`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('region', { name: 'Trip status' })).toBeVisible();
  const userId = String(decodeJwt(await page.evaluate(() => localStorage.getItem('Token') ?? '')).sub);
  return { id: load!.Id, before, userId };
}

/** Taps the next step twice while offline; returns the codes the server must end with. */
async function twoStepsOffline(page: Page, before: TrackingResponse): Promise<string[]> {
  const trip = page.getByRole('region', { name: 'Trip status' });
  const steps = before.StatusCode === 'BK' ? ['En route to pickup', 'At pickup'] : ['At pickup', 'In transit'];
  for (const step of steps) {
    await trip.getByRole('button', { name: `Mark as ${step}` }).click();
    await expect(trip.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Status History' }).getByText('Waiting to sync')).toHaveCount(2);
  return before.StatusCode === 'BK' ? ['OFP', 'AT'] : ['AT', 'IT'];
}

/** Signs in and waits for the shell (the first landing can be slow while the service worker precaches). */
async function signInHere(page: Page, email: string): Promise<void> {
  await signInFor(page, email);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

async function statusCodesAdded(page: Page, loadId: number, before: TrackingResponse): Promise<string[]> {
  const after = await apiAs<TrackingResponse>(page, `/api/Tracking/${loadId}`);
  return after.StatusesHistoy.slice(before.StatusesHistoy.length).map((entry) => entry.Code);
}

test('a token refresh lost on a weak link keeps the queue, and the trip lands once the refresh gets through', async ({ page, context }) => {
  const { id, before, userId } = await openTruckersLoad(page);
  await goOffline(context);
  const expected = await twoStepsOffline(page, before);
  await expireAccessToken(page);

  // The link drops the first POST /token of the reconnection.
  let dropped = 0;
  await context.route('**/token', async (route) => {
    if (route.request().method() === 'POST' && dropped === 0) {
      dropped++;
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await goOnline(context);
  await expect(page.getByRole('region', { name: 'Status History' }).getByText('Waiting to sync')).toHaveCount(0);
  expect(dropped).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/trackload/${id}/details$`));
  expect(await queuedFor(page, userId)).toEqual([]);
  expect(await statusCodesAdded(page, id, before)).toEqual(expected);
});

test('a session revoked elsewhere asks for a sign-in, keeps the queue from another user, and sends it after the same user signs in again', async ({
  page,
  context,
}) => {
  const { id, before, userId } = await openTruckersLoad(page);
  await goOffline(context);
  const expected = await twoStepsOffline(page, before);

  // Signed out on another device: the session's refresh token is revoked while this phone is offline.
  const revoked = await page.request.post('/api/auth/logout');
  expect(revoked.status()).toBe(204);
  await expireAccessToken(page);
  await goOnline(context);

  await expect(page).toHaveURL(/\/auth\/login$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(notice).toContainText(`2 changes made as ${demoAccounts.trucker.email} wait on this device.`);
  expect(await queuedFor(page, userId)).toEqual(['status.change', 'status.change']);

  // Another user on the same device sees nothing of it, and signing out does not touch it.
  await signInHere(page, demoAccounts.shipper.email);
  await expect(page.getByRole('button', { name: 'Sync: all changes sent' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(notice).toBeVisible();
  expect(await queuedFor(page, userId)).toEqual(['status.change', 'status.change']);

  // The trucker signs in again: the two taps are sent, once each.
  await signInHere(page, demoAccounts.trucker.email);
  await expect.poll(() => queuedFor(page, userId)).toEqual([]);
  expect(await statusCodesAdded(page, id, before)).toEqual(expected);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(notice).toHaveCount(0);
});

test('signing out offline revokes the session as soon as the network returns; the old cookie signs nobody in', async ({
  page,
  context,
}) => {
  await signInHere(page, demoAccounts.trucker.email);
  await waitForServiceWorkerControl(page);
  const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE);
  expect(cookie, 'the refresh cookie is set').toBeTruthy();

  await goOffline(context);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('haulbase-revoke-refresh-cookie'))).toBe('1');

  const revocation = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
  await goOnline(context);
  expect((await revocation).status()).toBe(204);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('haulbase-revoke-refresh-cookie'))).toBeNull();

  const refresh = await page.request.post('/token', {
    form: { grant_type: 'refresh_token' },
    headers: { Cookie: `${REFRESH_COOKIE}=${cookie!.value}` },
  });
  expect(refresh.status()).toBe(400);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeFalsy();
});
