import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { BoardPage } from '../../src/contract/market';
import type { DetentionAnswer, PayStatement } from '../../src/contract/pay';
import type { TruckersPage } from '../../src/contract/partners';
import type { Shipment } from '../../src/contract/shipment';
import { formToInput, shipmentToForm } from '../../src/features/shipment/form/form-values';
import { photographSheet } from './camera';
import { DEMO_SHIPPER_COMPANY, demoAccounts } from './fixtures';
import { goOffline, goOnline, outboxEntries, waitForServiceWorkerControl } from './offline-helpers';
import { expectFitsPhone } from './phone-fit';
import { adminGet, adminToken, apiAs, signInFor, type TrackingResponse } from './tracking-helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use({ serviceWorkers: 'allow', ...PHONE });
const MIN = 60_000;
const SHOTS = '.tmp/shots';

/** A page of a signed paper BOL, as the phone's camera hands it over. */
const bolPage = (page: Page, n: number) =>
  photographSheet(page, {
    width: 1200,
    height: 1600,
    paper: '#f7f4ea',
    title: `BILL OF LADING · page ${n} of 3`,
    font: '30px sans-serif',
    left: 60,
    top: 180,
    lines: Array.from({ length: 30 }, (_, line) => `Line ${line + 1}: 12 pallets received in good order`),
    quality: 0.92,
  });

/**
 * Issue 40's journey on a phone: the carrier books a load, accepts its rate confirmation offline, drives, and delivers
 * with the receiver's signature and a 3-page BOL, part of it offline. A journey cannot wait hours at a dock, and the
 * server keeps moves after the booking (a backdated tap cannot reach before it), so staff set the receiver's wait from
 * its gate log; detention from taps and positions is counted in tests/server/detention-and-pay.test.ts. The shipper
 * then sees the POD, the detention and its invoice; the trucker its pay statement, and asks for quick pay; staff approve.
 */
test('the carrier gets paid: rate confirmation, signed POD, detention, invoice, pay statement and quick pay', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const fits = (screen: string) => expectFitsPhone(page, `${screen} at 390 px`);

  // The demo shipper's book-now load offered to the demo trucker (private: no other journey books it).
  await signInFor(page, demoAccounts.trucker.email);
  const board = await apiAs<BoardPage>(page, '/api/LoadBoard?kind=book&sortField=TotalPrice&sortOrder=asc&pageNumber=1&pageSize=100');
  const load = board.Loads.find((l) => l.Shipper === DEMO_SHIPPER_COMPANY && l.IsPrivate);
  expect(load, `a book-now load of ${DEMO_SHIPPER_COMPANY} offered to the demo trucker`).toBeTruthy();
  const { Id: id, Code: code } = load!;
  // staff keep the carrier's signed quick-pay agreement on file (the partners screen's Quick pay action)
  const staffApi = await adminToken(request);
  const carriers = await adminGet<TruckersPage>(request, staffApi, '/api/Truckers?pageNumber=1&pageSize=1000');
  const carrier = carriers.Truckers.find((row) => row.Email === demoAccounts.trucker.email);
  expect(carrier, 'the demo trucker in the partners list').toBeTruthy();
  const agreement = await request.put(`/api/Truckers/updateQuickPay/${carrier!.TruckerId}`, {
    headers: { Authorization: `Bearer ${staffApi}` },
    data: { SignAgreementDate: new Date().toISOString().slice(0, 10) },
  });
  expect(agreement.status(), await agreement.text()).toBe(200);

  // book
  await page.goto(`/Loads/${id}`);
  await page.getByRole('button', { name: 'Book now' }).click();
  await fits('book dialog');
  await page.getByRole('dialog', { name: 'Book this load?' }).getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText(`Load ${code} is booked for you. It is now in My loads.`)).toBeVisible();

  // the trip page: the rate confirmation is pending until the carrier accepts it
  const plan = await apiAs<TrackingResponse>(page, `/api/Tracking/${id}`);
  const start = plan.PlannedPolyline[0];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: start.Latitude, longitude: start.Longitude, accuracy: 15 });
  await page.goto(`/trackload/${id}/details`);
  await waitForServiceWorkerControl(page);
  const papers = page.getByRole('region', { name: 'Paperwork' });
  await expect(papers.getByText('Rate confirmation · version 1')).toBeVisible();
  await expect(papers.getByText('Rate confirmation pending')).toBeVisible();
  await fits('trip page, rate confirmation pending');

  // accept it offline: kept on the phone, sent once the network returns
  await goOffline(context);
  await papers.getByRole('textbox', { name: 'Your name' }).fill('Sam Driver');
  await papers.getByRole('checkbox', { name: /I accept the rate, stops and payment terms/ }).check();
  await papers.getByRole('button', { name: 'Accept the rate confirmation' }).click();
  await expect(papers.getByText('You accepted it on this device.')).toBeVisible();
  expect((await outboxEntries(page)).map((e) => e.kind)).toEqual(['paperwork.accept']);
  await fits('rate confirmation accepted offline');
  await goOnline(context);
  await expect(papers.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(papers.getByText(/^Accepted by Sam Driver on /)).toBeVisible();
  await expect.poll(() => outboxEntries(page)).toEqual([]);

  // The shipper moves the delivery appointment to this morning: version 2, to be accepted again.
  const shipperContext = await browser.newContext({ ...PHONE });
  const shipper = await shipperContext.newPage();
  await signInFor(shipper, demoAccounts.shipper.email);
  const shipperToken = (await shipper.evaluate(() => localStorage.getItem('Token')))!;
  const current = await apiAs<Shipment>(shipper, `/api/Shipments/${id}`);
  const input = {
    ...formToInput(shipmentToForm(current), false, false),
    PuAppointmentDate: new Date(Date.now() - 8 * 60 * MIN).toISOString(),
    PuAppointmentToDate: null,
    DelAppointmentDate: new Date(Date.now() - 4 * 60 * MIN).toISOString(),
    DelAppointmentToDate: null,
  };
  const moved = await shipper.request.put(`/api/Shipments/${id}`, {
    headers: { Authorization: `Bearer ${shipperToken}`, 'Idempotency-Key': crypto.randomUUID() },
    data: input,
  });
  expect(moved.status(), await moved.text()).toBe(200);
  // the open page follows the paperwork's live event (else a reload once its copy is stale)
  await expect(async () => {
    if (!(await papers.getByText('Rate confirmation · version 2').isVisible())) await page.reload();
    await expect(papers.getByText('Rate confirmation · version 2')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000, 10_000] });
  await expect(papers.getByText('Rate confirmation pending')).toBeVisible();
  await goOffline(context);
  await papers.getByRole('textbox', { name: 'Your name' }).fill('Sam Driver');
  await papers.getByRole('checkbox', { name: /I accept the rate, stops and payment terms/ }).check();
  await papers.getByRole('button', { name: 'Accept the rate confirmation' }).click();
  await expect(papers.getByText('You accepted it on this device.')).toBeVisible();
  await goOnline(context);
  await expect(papers.getByText(/^Accepted by Sam Driver on /)).toBeVisible();

  // drive
  const trip = page.getByRole('region', { name: 'Trip status' });
  const serverStatus = async () => (await apiAs<TrackingResponse>(page, `/api/Tracking/${id}`)).StatusCode;
  for (const [step, code] of [
    ['En route to pickup', 'OFP'],
    ['At pickup', 'AT'],
    ['In transit', 'IT'],
  ] as const) {
    await trip.getByRole('button', { name: `Mark as ${step}` }).click();
    await expect(trip.getByRole('button', { name: /^Undo/ })).toBeVisible();
    await expect.poll(serverStatus, { timeout: 60_000 }).toBe(code);
  }
  await fits('trip card in transit');

  // at the receiver, offline: the arrival, the signed POD and the delivery wait on the phone
  await goOffline(context);
  const queuedMoves = async () => (await outboxEntries(page)).filter((e) => e.kind === 'status.change').length;
  await trip.getByRole('button', { name: 'Mark as At delivery' }).click();
  await expect.poll(queuedMoves, { timeout: 30_000 }).toBe(1);

  // the receiver signs, the trucker photographs the 3-page BOL: all kept on the phone
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toBeVisible();
  const pad = proof.getByRole('img', { name: 'Receiver’s signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + 120 - Math.sin(i / 2) * 50, { steps: 3 });
  await page.mouse.up();
  await proof.getByRole('textbox', { name: 'Receiver’s printed name' }).fill('Rita Receiver');
  const pages = await Promise.all([1, 2, 3].map((n) => bolPage(page, n)));
  const chooser = page.waitForEvent('filechooser');
  await proof.getByRole('button', { name: 'Photograph the pages' }).click();
  await (await chooser).setFiles(pages.map((buffer, i) => ({ name: `IMG_000${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(proof.getByRole('img', { name: /^BOL page \d$/ })).toHaveCount(3);
  const size = await proof.getByText(/^3 pages · /).textContent();
  const [, amount, unit] = /· ([\d.,]+) (KB|MB)/.exec(size ?? '') ?? [];
  expect(Number(amount.replace(',', '')) / (unit === 'MB' ? 1 : 1024), `3 pages compressed (${size})`).toBeLessThanOrEqual(1.5);
  await fits('proof of delivery with 3 pages');
  await proof.getByRole('button', { name: 'Save the proof of delivery' }).click();
  await expect(proof.getByText('Signed by Rita Receiver, saved on this device.')).toBeVisible();

  await trip.getByRole('button', { name: 'Mark as Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Mark as Delivered?' });
  await fits('Delivered confirm');
  await deliver.getByRole('button', { name: 'Yes, mark as Delivered' }).click();
  await expect.poll(queuedMoves, { timeout: 30_000 }).toBe(2);
  expect((await outboxEntries(page)).map((e) => e.kind)).toEqual(expect.arrayContaining(['status.change', 'pod.submit']));
  await fits('trip card delivered offline');

  // back online: everything lands once
  await goOnline(context);
  await expect.poll(() => outboxEntries(page), { timeout: 120_000 }).toEqual([]);
  // the taps carry the phone's times: minutes at the dock in this journey, so nothing billable yet
  const detention = await apiAs<DetentionAnswer>(page, `/api/Shipments/${id}/Detention`);
  const receiver = detention.Stops.find((s) => s.StopKey === 'receiver')!;
  expect(receiver, JSON.stringify(receiver)).toMatchObject({ FreeMinutes: 120, BillableMinutes: 0, Source: 'StatusTaps' });
  expect(receiver.ArrivedAt && receiver.DepartedAt).toBeTruthy();

  // staff, holding the receiver's gate log (3 h at the dock, 2 h free), set the billable wait: 1 h
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await signInFor(staff, demoAccounts.admin.email);
  await staff.goto(`/trackload/${id}/details`);
  const staffDetention = staff.getByRole('region', { name: 'Detention' });
  await staffDetention.getByRole('button', { name: `Adjust detention at ${receiver.Name}` }).click();
  const adjust = staff.getByRole('dialog', { name: `Adjust detention at ${receiver.Name}` });
  await adjust.getByRole('textbox', { name: 'Billable minutes' }).fill('60');
  await adjust.getByRole('button', { name: 'Save detention' }).click();
  // no reason: said on the field, nothing sent
  await expect(adjust.getByText('Give a reason (at most 400 characters).')).toBeVisible();
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Receiver gate log: in 09:05, out 12:10.');
  await adjust.getByRole('button', { name: 'Save detention' }).click();
  await expect(adjust).toBeHidden();
  await expect(staff.getByTestId('detention-total')).toHaveText('Detention 1:00 · $50.00');
  await expect(staffDetention.getByText('Adjusted by staff: Receiver gate log: in 09:05, out 12:10.')).toBeVisible();
  expect(
    await apiAs<DetentionAnswer>(page, `/api/Shipments/${id}/Detention`).then((d) => d.Stops.find((s) => s.StopKey === 'receiver')),
  ).toMatchObject({
    BillableMinutes: 60,
    Amount: 50,
    Source: 'Adjusted',
  });
  await expect(async () => {
    if (!(await papers.getByText(/^Signed by Rita Receiver on .+ · 3 BOL pages$/).isVisible())) await page.reload();
    await expect(papers.getByText(/^Signed by Rita Receiver on .+ · 3 BOL pages$/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000, 10_000] });
  // the trucker's page reads the detention staff set once its copy is stale (a reload within 30 s shows the copy)
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('detention-total')).toHaveText('Detention 1:00 · $50.00', { timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000, 10_000] });
  await fits('trip page delivered');

  // the shipper sees the POD, the detention and its invoice
  await shipper.goto(`/trackload/${id}/details`);
  const shipperPapers = shipper.getByRole('region', { name: 'Paperwork' });
  await expect(shipperPapers.getByText(/^Signed by Rita Receiver on .+ · 3 BOL pages$/)).toBeVisible();
  await expect(shipperPapers.getByRole('button', { name: 'Open the proof of delivery' })).toBeVisible();
  await expect(shipper.getByTestId('detention-total')).toHaveText('Detention 1:00 · $50.00');
  await expectFitsPhone(shipper, 'shipper tracking page at 390 px');
  const pod = await shipper.request.get(`/api/Shipments/${id}/ProofOfDelivery`, {
    headers: { Authorization: `Bearer ${shipperToken}` },
  });
  expect([pod.status(), pod.headers()['content-type']]).toEqual([200, 'application/pdf']);
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/journey-pod.pdf`, await pod.body());
  await shipper.goto(`/Loads/${id}/invoice`);
  const invoice = shipper.getByRole('article', { name: `Invoice ${code}` });
  await expect(invoice.getByText(/Detention · /)).toBeVisible();
  await expect(invoice).toContainText('$50.00');
  await expectFitsPhone(shipper, 'shipper invoice at 390 px');
  await shipperContext.close();

  // the trucker's pay statement, then quick pay
  const pay = page.getByRole('region', { name: 'Pay statement' });
  await expect(pay.getByText(/^Detention 1:00 · /)).toBeVisible();
  await fits('pay statement');
  const before = await apiAs<PayStatement>(page, `/api/Shipments/${id}/PayStatement`);
  expect(before.DetentionTotal).toBe(50);
  expect(before.QuickPayUnavailable, 'quick pay is open to the demo carrier on this load').toBeNull();
  await pay.getByRole('button', { name: /^Ask for quick pay/ }).click();
  await expect(page.getByText('Quick pay has been asked for.')).toBeVisible();
  await expect.poll(async () => (await apiAs<PayStatement>(page, `/api/Shipments/${id}/PayStatement`)).Status).toBe('QuickPayRequested');
  await fits('quick pay asked');

  // staff approve from the load's page; the carrier's statement follows
  await staff.reload();
  const staffPay = staff.getByRole('region', { name: 'Pay statement' });
  await expect(staffPay.getByText('The carrier asks for quick pay.')).toBeVisible();
  await staffPay.getByRole('button', { name: 'Approve quick pay' }).click();
  await expect(staff.getByText('Quick pay approved.')).toBeVisible();
  await staffContext.close();
  await expect.poll(async () => (await apiAs<PayStatement>(page, `/api/Shipments/${id}/PayStatement`)).Status).toBe('QuickPayApproved');
  const after = await apiAs<PayStatement>(page, `/api/Shipments/${id}/PayStatement`);
  expect(after.QuickPayFee).toBeGreaterThan(0);
  expect(after.Net).toBeCloseTo(after.Gross - after.PlatformFee - after.QuickPayFee, 2);
});
