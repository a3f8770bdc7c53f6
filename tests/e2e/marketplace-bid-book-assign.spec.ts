import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { BoardLoad, BoardPage, TruckerBidsAnswer } from '../../src/contract/market';
import type { TruckersPage } from '../../src/contract/partners';
import { demoAccounts, demoPassword, expectAccessible } from './fixtures';
import { apiAs, signInFor } from './tracking-helpers';

// Issue 16: the marketplace loop in two journeys (bids seen live; Book now and a staff assignment).
const SHOTS = process.env.TMPDIR ? `${process.env.TMPDIR}/shots` : 'test-results/shots';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInFor(page, email);
  return page;
}

/** The demo trucker's carrier name, and another approved, active carrier's e-mail (the seed shares one password). */
async function carriers(admin: Page): Promise<{ demoName: string; otherEmail: string }> {
  const list = await apiAs<TruckersPage>(admin, '/api/Truckers?approved=true&pageNumber=1&pageSize=25');
  const demo = (
    await apiAs<TruckersPage>(admin, `/api/Truckers?search=${encodeURIComponent(demoAccounts.trucker.email)}&pageNumber=1&pageSize=5`)
  ).Truckers[0];
  const other = list.Truckers.find((t) => t.Email !== demoAccounts.trucker.email && !t.Islocked);
  expect(demo && other, 'the seed has the demo carrier and another approved one').toBeTruthy();
  return { demoName: demo.Name, otherEmail: other!.Email };
}

test('a trucker finds a load by origin radius and bids; the shipper sees it live, accepts it, the other bidder reads Declined', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, demoAccounts.admin.email);
  const { demoName, otherEmail } = await carriers(admin);
  const trucker = await signedInPage(browser, demoAccounts.trucker.email);
  const shipper = await signedInPage(browser, demoAccounts.shipper.email);

  // an open bidding load of the demo shipper, with no bid of the demo carrier yet
  const board = await apiAs<BoardPage>(trucker, '/api/LoadBoard?kind=bid&pageNumber=1&pageSize=100&sortField=TotalPrice');
  let load: BoardLoad | undefined;
  for (const candidate of board.Loads.filter((l) => !l.MyBid && !l.IsPrivate && l.FromLatitude !== null)) {
    const own = await shipper.request.get(`/api/Shipments/${candidate.Id}`, {
      headers: { Authorization: `Bearer ${await shipper.evaluate(() => localStorage.getItem('Token'))}` },
    });
    if (own.status() === 200) {
      load = candidate;
      break;
    }
  }
  expect(load, 'the seed has an open bidding load of the demo shipper').toBeTruthy();
  const code = load!.Code;

  // the shipper keeps the load's Bids modal open
  await shipper.goto(`/shipper/Loads/${load!.Id}/detail`);
  await shipper.getByRole('button', { name: 'Settings' }).click();
  await shipper.getByRole('menuitem', { name: 'Bids' }).click();
  const bids = shipper.getByRole('table', { name: 'Bids' });
  await expect(bids).toBeVisible();

  // the trucker finds it within 25 miles of its origin and bids
  const origin = `originLat=${load!.FromLatitude}&originLng=${load!.FromLongitude}&origin=${encodeURIComponent(`${load!.FromCity}, ${load!.FromState}`)}&radius=25&kind=bid`;
  await trucker.goto(`/Loads/find?${origin}&sortField=DeadheadMiles&pageSize=100`);
  await trucker.getByRole('button', { name: `Bid on load ${code}` }).click();
  await trucker.getByRole('textbox', { name: /^Your price/ }).fill('1234.5');
  await trucker.getByRole('button', { name: 'Place bid' }).click();
  await expect(trucker.getByText(`Your bid on load ${code} has been placed.`)).toBeVisible();

  // the shipper's open modal shows it without a reload; then another carrier's higher bid
  await expect(bids.getByRole('row', { name: new RegExp(demoName) })).toContainText('$1,234.50');
  const otherToken = await tokenOf(trucker.request, otherEmail);
  const otherBid = await trucker.request.post(`/api/Shipments/${load!.Id}/Bids`, {
    headers: { Authorization: `Bearer ${otherToken}` },
    data: { Price: 1999 },
  });
  expect(otherBid.status()).toBe(201);
  await expect(bids.locator('tbody tr')).toHaveCount(2);
  await expect(bids.locator('tr[data-lowest]')).toContainText(demoName);

  await shipper.getByRole('button', { name: `Accept the bid of ${demoName}` }).click();
  await shipper.getByRole('dialog', { name: 'Accept this bid?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(bids.getByRole('row', { name: new RegExp(demoName) })).toContainText('Accepted');

  // the trucker is told in its bell; the other bid reads Declined
  await trucker.getByRole('button', { name: /^Notifications/ }).click();
  await expect(trucker.getByText(new RegExp(`Your bid of \\$1,234\\.50 on load ${code} was accepted`))).toBeVisible();
  const theirs = await trucker.request.get('/api/Trucker/Bids', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(((await theirs.json()) as TruckerBidsAnswer).Bids.find((b) => b.ShipmentId === load!.Id)?.Status).toBe('Declined');
});

test('a trucker books a load now from the board (map of origins shown); an admin assigns another load from the loads list', async ({
  browser,
}) => {
  const trucker = await signedInPage(browser, demoAccounts.trucker.email);
  const admin = await signedInPage(browser, demoAccounts.admin.email);
  const { demoName } = await carriers(admin);

  // Book now: the cheapest public book-now load
  const book = await apiAs<BoardPage>(trucker, '/api/LoadBoard?kind=book&pageNumber=1&pageSize=25&sortField=TotalPrice&sortOrder=asc');
  const target = book.Loads.find((l) => !l.IsPrivate)!;
  expect(target, 'the seed has a book-now load').toBeTruthy();
  await trucker.goto('/Loads/find?kind=book&sortField=TotalPrice&sortOrder=asc');
  await trucker.getByText('Map of origins', { exact: true }).click();
  await expect(trucker.getByRole('switch', { name: 'Map of origins' })).toBeChecked();
  await expect(trucker.locator('[data-map-state="idle"]')).toBeVisible();
  for (const width of [390, 768, 1280]) {
    await trucker.setViewportSize({ width, height: 900 });
    await trucker.screenshot({ path: `${SHOTS}/board-map-${width}.png` });
  }
  await expectAccessible(trucker);
  await trucker.getByRole('button', { name: `Book load ${target.Code} now` }).click();
  await trucker.getByRole('dialog', { name: 'Book this load?' }).getByRole('button', { name: 'Book now' }).click();
  await expect(trucker.getByText(`Load ${target.Code} is booked for you. It is now in My loads.`)).toBeVisible();

  // Assign: an open load picked from the staff list, given to the demo carrier
  const open = await apiAs<BoardPage>(admin, '/api/LoadBoard?kind=all&pageNumber=1&pageSize=25&sortField=TotalPrice&sortOrder=desc');
  const assign = open.Loads.find((l) => l.Id !== target.Id && !l.IsPrivate)!;
  await admin.goto(`/Loads?search=${encodeURIComponent(assign.Code)}`);
  const row = admin.getByRole('table', { name: 'Loads' }).locator('tbody tr', { hasText: assign.Code });
  await row.getByRole('button', { name: `Actions for ${assign.Code}` }).click();
  await admin.getByRole('menuitem', { name: 'Assign carrier' }).click();
  const dialog = admin.getByRole('dialog', { name: `Assign load ${assign.Code}` });
  // nothing chosen: said in the modal, nothing sent
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog.getByText('Choose a carrier.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Carrier/ }).fill(demoName.slice(0, 6));
  await admin.getByRole('option', { name: new RegExp(`^${demoName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  for (const width of [390, 768, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `${SHOTS}/assign-modal-${width}.png` });
  }
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).dblclick();
  await expect(admin.getByText(`Load ${assign.Code} is now assigned to ${demoName}.`)).toBeVisible();
  await expect(row).toContainText('Booked');
  await expect(row).toContainText(demoName);
});
