import { expect, test } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import type { Attachment } from '../../src/contract/attachments';
import type { PartyLoadRow } from '../../src/contract/loads';
import { signedBolPhoto } from './camera';
import { demoAccounts, demoPassword, tripLoadFor } from './fixtures';
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

test('at delivery, the receiver signs the proof of delivery offline; it lands once when the network returns and the shipper reads its PDF', async ({
  page,
  context,
  playwright,
}) => {
  // the shipper's side and the staff's read the API with their own sessions
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const tokenOf = async (email: string) => {
    const login = await api.post('/api/auth/login', { data: { email, password: demoPassword } });
    expect(login.status()).toBe(200);
    return ((await login.json()) as { accessToken: string }).accessToken;
  };
  const shipperToken = await tokenOf(demoAccounts.shipper.email);
  const shipperLoads = (await (
    await api.get('/api/Shipments/PartyLoads?pageNumber=1&pageSize=100', { headers: { Authorization: `Bearer ${shipperToken}` } })
  ).json()) as PartyLoads;

  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<PartyLoads & { Party: { Id: number } }>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  // a load of the demo shipper carried by the demo trucker, at delivery (else delivered), with no proof of delivery yet
  const ours = shipperLoads.Shipments.filter((row) => row.TruckerOwnerId === own.Party.Id);
  const load = ours.find((row) => row.StatusCode === 'AR') ?? ours.find((row) => row.StatusCode === 'DL');
  expect(load, 'the demo shipper has a load at delivery or delivered, carried by the demo trucker').toBeTruthy();
  const filesBefore = await apiAs<Attachment[]>(page, `/api/Shipments/attachments/${load!.Id}`);

  await page.goto(`/trackload/${load!.Id}/details`);
  await waitForServiceWorkerControl(page);
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toBeVisible();
  const jpeg = await signedBolPhoto(page);

  await goOffline(context);
  // the receiver signs on the pad with the pointer, a few strokes
  const pad = proof.getByRole('img', { name: 'Receiver’s signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  for (const [from, to] of [
    [0.1, 0.45],
    [0.45, 0.8],
  ]) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * ((from + to) / 2), box.y + box.height * 0.25, { steps: 8 });
    await page.mouse.move(box.x + box.width * to, box.y + box.height * 0.7, { steps: 8 });
    await page.mouse.up();
  }
  const save = proof.getByRole('button', { name: 'Save the proof of delivery' });
  // a signature alone is not enough: the receiver's printed name goes with it
  await expect(save).toBeDisabled();
  await proof.getByRole('textbox', { name: 'Receiver’s printed name' }).fill('Dana Whitfield');
  const chooser = page.waitForEvent('filechooser');
  await proof.getByRole('button', { name: 'Photograph the pages' }).click();
  await (await chooser).setFiles({ name: 'bol.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(proof.getByRole('img', { name: 'BOL page 1' })).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();

  // kept on the device, waiting for the network
  const kept = proof.getByText('Signed by Dana Whitfield, saved on this device.');
  await expect(kept).toBeVisible();
  await expect(proof.getByText('Waiting to sync')).toBeVisible();
  expect((await outboxEntries(page)).map((e) => [e.kind, e.loadId])).toEqual([['pod.submit', load!.Id]]);

  await goOnline(context);
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  // once the server has it, the capture card gives way (the load has its proof of delivery)
  await expect(proof).toBeHidden();
  const filesAfter = await apiAs<Attachment[]>(page, `/api/Shipments/attachments/${load!.Id}`);
  const added = filesAfter.filter((file) => !filesBefore.some((before) => before.Id === file.Id));
  expect(added.map((file) => [file.TypeCode, file.FileName])).toEqual([['POD', `POD-${load!.Code}-signed.pdf`]]);

  // the shipper's side (and the staff's) reads the signed proof of delivery as a PDF
  for (const [who, token] of [
    ['the shipper', shipperToken],
    ['the staff', await tokenOf(demoAccounts.admin.email)],
  ]) {
    const pdf = await api.get(`/api/Shipments/${load!.Id}/ProofOfDelivery`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.status(), `${who} reads the proof of delivery`).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  await api.dispose();
});
