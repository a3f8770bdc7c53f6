import { expect, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import type { ShareLinkAnswer } from '../../src/contract/share';
import { demoAccounts, demoPassword, expectAccessible, isYardMove } from './fixtures';
import { countScripts, SHARE_PAGE_JS_BUDGET_KB } from './page-scripts';
import type { TrackingResponse } from './tracking-helpers';

/**
 * Issue 41 item 3: the shipper sends a receiver a tracking link; the receiver opens it on a phone with no account and
 * sees the truck move and the ETA change as the trucker's positions arrive.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a receiver follows a load on a phone through its share link, with no account', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const tokenOf = async (email: string) => {
    const response = await api.post('/api/auth/login', { data: { email, password: demoPassword } });
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const trucker = { Authorization: `Bearer ${await tokenOf(demoAccounts.trucker.email)}` };
  const shipper = { Authorization: `Bearer ${await tokenOf(demoAccounts.shipper.email)}` };
  const own = (await (await api.get('/api/Shipments/PartyLoads?pageNumber=1&pageSize=100', { headers: trucker })).json()) as {
    Shipments: PartyLoadRow[];
  };
  // A load in transit (the trip journeys drive booked ones), whose shipper is the demo shipper.
  const candidates = own.Shipments.filter((row) => row.StatusCode === 'IT' && !isYardMove(row));
  let load: PartyLoadRow | undefined;
  let link: ShareLinkAnswer | undefined;
  for (const row of candidates) {
    const created = await api.post(`/api/Shipments/${row.Id}/ShareLinks`, { headers: shipper, data: {} });
    if (created.status() === 201) {
      [load, link] = [row, (await created.json()) as ShareLinkAnswer];
      break;
    }
  }
  expect(load, 'the demo shipper has a load in transit with the demo trucker').toBeTruthy();
  const tracking = (await (await api.get(`/api/Tracking/${load!.Id}`, { headers: trucker })).json()) as TrackingResponse;
  const last = tracking.Polyline.at(-1) ?? tracking.PlannedPolyline[0];
  const receiver = tracking.PlannedPolyline.at(-1)!;
  /** `count` points a minute apart from `from` towards the receiver, about 45 mph, the last `endAgo` before now. */
  const towards = (from: { Latitude: number; Longitude: number }, count: number, endAgo: number) => {
    const [dLat, dLng] = [receiver.Latitude - from.Latitude, receiver.Longitude - from.Longitude];
    const step = 1.2 / Math.max(1e-6, Math.hypot(dLat * 111, dLng * 111 * Math.cos((from.Latitude * Math.PI) / 180)));
    return Array.from({ length: count }, (_, i) => ({
      Latitude: from.Latitude + dLat * step * (i + 1),
      Longitude: from.Longitude + dLng * step * (i + 1),
      Accuracy: 10,
      Speed: 20,
      Heading: null,
      RecordedAt: new Date(Date.now() - endAgo - (count - 1 - i) * 60_000).toISOString(),
    }));
  };
  const first = towards(last, 8, 12 * 60_000);
  expect((await api.post(`/api/Tracking/${load!.Id}/Positions`, { headers: trucker, data: first })).status()).toBe(202);

  // The receiver: a phone, no account, only the link.
  const path = new URL(link!.Url).pathname;
  const scripts = countScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  // The page is light: none of the app's chunks (its budget, decision 168).
  expect((await scripts.totals()).gzipKb).toBeLessThanOrEqual(SHARE_PAGE_JS_BUDGET_KB);
  await expect(page.getByRole('heading', { name: `Load ${load!.Code}` })).toBeVisible();
  await expect(page.getByText('In transit', { exact: true })).toBeVisible();
  const eta = page.locator('[data-eta]');
  await expect(eta).toBeVisible();
  const etaBefore = await eta.getAttribute('data-eta');
  const truck = page.locator('[data-truck]');
  const truckBefore = await truck.getAttribute('data-truck');
  await expect(page.getByText(/^Last position/)).toBeVisible();
  await expect(page.getByRole('list').getByText('Delivery')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // No price, contact or document reaches the page.
  await expect(page.getByText(/\$|@|Trucker|Shipper/)).toHaveCount(0);

  // Ten more minutes of driving arrive: the truck moves and the ETA changes, without a reload.
  const moved = towards(first.at(-1)!, 10, 60_000).map((p) => ({ ...p, Speed: 26 }));
  expect((await api.post(`/api/Tracking/${load!.Id}/Positions`, { headers: trucker, data: moved })).status()).toBe(202);
  await expect(truck).not.toHaveAttribute('data-truck', truckBefore!);
  await expect(eta).not.toHaveAttribute('data-eta', etaBefore!);

  // Revoked, the link shows nothing of the load any more.
  expect((await api.delete(`/api/Shipments/${load!.Id}/ShareLinks/${link!.Id}`, { headers: shipper })).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This tracking link has expired or was revoked.' })).toBeVisible();
  await api.dispose();
});
