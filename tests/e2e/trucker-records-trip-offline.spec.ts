import { expect, test } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import type { Attachment } from '../../src/contract/attachments';
import type { PartyLoadRow } from '../../src/contract/loads';
import { demoAccounts, tripLoadFor } from './fixtures';
import { goOffline, goOnline, outboxEntries, waitForServiceWorkerControl } from './offline-helpers';
import { apiAs, signInFor, type TrackingResponse } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

type PartyLoads = { Shipments: PartyLoadRow[] };

/** The e2e server's signing secret (playwright.config.ts): the test makes the trucker's token expire while offline. */
const E2E_JWT_SECRET = new TextEncoder().encode('e2e-secret-not-for-production-0123456789');

test('a trucker records the trip offline, with the token expiring meanwhile, and each status lands once', async ({ page, context }) => {
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<PartyLoads>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = tripLoadFor(own.Shipments, 0);
  expect(load, 'the demo trucker has a booked load').toBeTruthy();
  const before = await apiAs<TrackingResponse>(page, `/api/Tracking/${load!.Id}`);

  await page.goto(`/trackload/${load!.Id}/details`);
  await waitForServiceWorkerControl(page);
  const details = page.getByRole('link', { name: `Load ${load!.Code} details` });
  await expect(details).toBeVisible();
  await expect(page.getByRole('region', { name: 'Route map' }).locator('canvas')).toBeVisible();

  // No network: the page comes back from this device, map included, and says how old it is.
  await goOffline(context);
  await page.reload();
  await expect(details).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Route map' }).locator('canvas')).toBeVisible();

  const trip = page.getByRole('region', { name: 'Trip status' });
  const steps = before.StatusCode === 'BK' ? ['En route to pickup', 'At pickup', 'In transit'] : ['At pickup', 'In transit'];
  for (const step of steps) {
    await trip.getByRole('button', { name: `Mark as ${step}` }).click();
    await expect(trip.getByText(step, { exact: true })).toBeVisible();
  }
  const history = page.getByRole('region', { name: 'Status History' });
  await expect(history.getByText('Waiting to sync')).toHaveCount(steps.length);
  expect((await outboxEntries(page)).map((e) => e.kind)).toEqual(steps.map(() => 'status.change'));

  // The access token expires before the network returns: the replay refreshes it once and carries on.
  const stale = await page.evaluate(() => localStorage.getItem('Token') ?? '');
  const claims = decodeJwt(stale);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(E2E_JWT_SECRET);
  await page.evaluate((token) => localStorage.setItem('Token', token), expired);

  await goOnline(context);
  await expect(history.getByText('Waiting to sync')).toHaveCount(0);
  expect(await outboxEntries(page)).toEqual([]);
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  expect(token, 'the session was refreshed').not.toBe(expired);

  const after = await apiAs<TrackingResponse>(page, `/api/Tracking/${load!.Id}`);
  expect(after.StatusCode).toBe('IT');
  const added = after.StatusesHistoy.slice(before.StatusesHistoy.length).map((entry) => entry.Code);
  expect(added).toEqual(before.StatusCode === 'BK' ? ['OFP', 'AT', 'IT'] : ['AT', 'IT']);
});

test('at delivery, a proof-of-delivery photo taken offline is uploaded to the load once the network returns', async ({ page, context }) => {
  test.fixme(
    true,
    'The photo-only POD card this journey drives was replaced by the signed POD (issue 40, decision 162); to be rewritten for it.',
  );
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<PartyLoads>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = own.Shipments.find((row) => row.StatusCode === 'AR') ?? own.Shipments.find((row) => row.StatusCode === 'DL');
  expect(load, 'the demo trucker has a load at delivery or delivered').toBeTruthy();
  const filesBefore = await apiAs<Attachment[]>(page, `/api/Shipments/attachments/${load!.Id}`);

  await page.goto(`/trackload/${load!.Id}/details`);
  await waitForServiceWorkerControl(page);
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toBeVisible();
  // a sharp, well-lit "delivery note" drawn by the browser, as a camera would hand it over
  const jpeg = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 800, height: 600 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4f1e8';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#111';
    context.font = '28px sans-serif';
    for (let line = 0; line < 12; line++) context.fillText(`Received in good order, pallet ${line + 1} of 12`, 40, 60 + line * 44);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  });

  await goOffline(context);
  const chooser = page.waitForEvent('filechooser');
  await proof.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') });
  await expect(proof.getByRole('img', { name: 'The photo to upload' })).toBeVisible();
  await expect(proof.getByText('This photo looks too dark to read.')).toHaveCount(0);
  await proof.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(proof.getByText('Waiting to sync')).toBeVisible();

  await goOnline(context);
  await expect(proof.getByText('Waiting to sync')).toHaveCount(0);
  const filesAfter = await apiAs<Attachment[]>(page, `/api/Shipments/attachments/${load!.Id}`);
  const added = filesAfter.filter((file) => !filesBefore.some((before) => before.Id === file.Id));
  expect(added.map((file) => [file.TypeCode, file.FileName])).toEqual([
    ['POD', expect.stringMatching(new RegExp(`^POD-${load!.Code}-\\d{8}-\\d{4}\\.jpg$`))],
  ]);
});
