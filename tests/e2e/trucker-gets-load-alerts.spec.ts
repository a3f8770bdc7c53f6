import { expect, test } from '@playwright/test';
import type { PlacesAnswer } from '../../src/contract/market';
import type { LoadsPage } from '../../src/contract/loads';
import type { Shipment } from '../../src/contract/shipment';
import { demoAccounts, expectAccessible } from './fixtures';
import { expectFitsPhone, PHONES } from './phone-fit';
import { apiAs, signInFor } from './tracking-helpers';

// Issue 41: a trucker saves a search on a phone; a shipper posts a matching load; the bell shows it within 5 s,
// and the service worker's push notification opens the load.
const SHOTS = '.tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use({ serviceWorkers: 'allow' });

test('a trucker saves a search on a phone, is alerted in the bell when a matching load is posted, and a push opens it', async ({
  browser,
}) => {
  const shipperContext = await browser.newContext();
  const shipper = await shipperContext.newPage();
  await signInFor(shipper, demoAccounts.shipper.email);
  // a draft of the demo shipper whose pickup day has not passed (a past one would not be on the board)
  const drafts = await apiAs<LoadsPage>(shipper, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100&sortField=Created');
  let draft: Shipment | undefined;
  for (const row of drafts.Shipments.filter((load) => load.StatusCode === 'DF')) {
    const shipment = await apiAs<Shipment>(shipper, `/api/Shipments/${row.Id}`);
    if (shipment.CanEdit && shipment.ShipmentDate && new Date(shipment.ShipmentDate) > new Date() && shipment.ShippingCity) {
      draft = shipment;
      break;
    }
  }
  expect(draft, 'the seed has a draft with a pickup date ahead').toBeTruthy();

  const context = await browser.newContext({ ...PHONE, permissions: ['notifications'] });
  const trucker = await context.newPage();
  await signInFor(trucker, demoAccounts.trucker.email);
  const { Places } = await apiAs<PlacesAnswer>(trucker, `/api/LoadBoard/Places?search=${encodeURIComponent(draft!.ShippingCity)}`);
  const place = Places.find((p) => p.Name === draft!.ShippingCity) ?? Places[0];
  expect(place, `a place named ${draft!.ShippingCity}`).toBeTruthy();
  const label = `${place.Name}, ${place.StateCode}`;
  await trucker.goto(`/Loads/find?origin=${encodeURIComponent(label)}&originLat=${place.Latitude}&originLng=${place.Longitude}&radius=50`);

  // Save search: a name, alerts in the app
  await trucker.getByRole('button', { name: 'Save search' }).click();
  const dialog = trucker.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(label);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Out of ${place.Name}`);
  await expect(dialog.getByRole('checkbox', { name: 'In the app' })).toBeChecked();
  await expectAccessible(trucker);
  // the dialog and its buttons fit both phones
  for (const phone of PHONES) {
    await trucker.setViewportSize(phone.viewport);
    await expectFitsPhone(trucker, `save-search dialog at ${phone.viewport.width} px`);
    await trucker.screenshot({ path: `${SHOTS}/41a-save-search-${phone.viewport.width}.png` });
  }
  await trucker.setViewportSize(PHONE.viewport);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(trucker.getByText(`Search “Out of ${place.Name}” saved.`)).toBeVisible();

  await trucker.getByRole('button', { name: /^Saved searches/ }).click();
  const list = trucker.getByRole('dialog', { name: 'Saved searches' });
  await expect(list.getByRole('region', { name: `Out of ${place.Name}` })).toContainText(`${label} (50 mi) → anywhere`);
  await expectFitsPhone(trucker, 'saved searches at 390 px');
  await trucker.screenshot({ path: `${SHOTS}/41a-saved-searches-390.png` });
  await list.getByRole('button', { name: `Apply Out of ${place.Name}` }).click();
  await expect(list).toBeHidden();

  // the shipper posts the draft (the status route); the trucker's bell shows the match within 5 s
  const token = await shipper.evaluate(() => localStorage.getItem('Token'));
  const posted = await shipper.request.put(`/api/Shipments/${draft!.id}/Status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { StatusCode: 'OP' },
  });
  expect(posted.status()).toBe(200);
  const postedAt = Date.now();
  const bell = trucker.getByRole('button', { name: /^Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  const alertedAfter = Date.now() - postedAt;
  await bell.click();
  const item = trucker.getByRole('listitem').filter({ hasText: `New load ${draft!.Code} from` });
  await expect(item).toContainText(`matches your search “Out of ${place.Name}”`);
  test.info().annotations.push({ type: 'bell after post', description: `${alertedAfter} ms` });
  expect(alertedAfter, 'the bell shows the alert within 5 s of the post').toBeLessThanOrEqual(5_000);
  await trucker.keyboard.press('Escape');

  // Web Push: the service worker shows the server's notification (delivered through CDP), and a tap opens the load
  await trucker.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await trucker.evaluate(() => !!navigator.serviceWorker.controller))) await trucker.reload();
  await expect.poll(() => trucker.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const cdp = await context.newCDPSession(trucker);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: `New load ${draft!.Code} matches “Out of ${place.Name}”`,
    body: `${draft!.ShippingCity} → …`,
    url: `/Loads/find?load=${draft!.id}`,
    tag: `load-${draft!.id}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(trucker.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      trucker.evaluate(async (tag) => {
        const shown = await (await navigator.serviceWorker.ready).getNotifications({ tag });
        return shown.map((n) => n.title);
      }, payload.tag),
    )
    .toEqual([payload.title]);

  // the tap: the worker's notificationclick takes the open app to the load
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async (tag) => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications({ tag });
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, payload.tag);
  await expect(trucker).toHaveURL(new RegExp(`/Loads/find\\?load=${draft!.id}$`));
  const card = trucker.getByRole('dialog', { name: `Load ${draft!.Code}` });
  await expect(card).toContainText(draft!.ShippingCity);
  await expect(card.getByRole('button', { name: /^(Bid|Book now)$/ })).toBeVisible();
  await expectAccessible(trucker);
  await trucker.screenshot({ path: `${SHOTS}/41a-alert-opens-load-390.png` });

  await context.close();
  await shipperContext.close();
});
