import { expect, type Locator, type Page, test } from '@playwright/test';
import { BOARD_DEFAULT_PAGE_SIZE, type BoardLoad, type BoardPage, type TruckerBidsAnswer } from '../../src/contract/market';
import { signedBolPhoto } from './camera';
import { demoAccounts, inLoadClass } from './fixtures';
import { goOffline, goOnline, outboxEntries, waitForServiceWorkerControl } from './offline-helpers';
import { expectFitsPhone, PHONES } from './phone-fit';
import { apiAs, signInFor, type TrackingResponse } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 38: the trucker's whole loop on a phone, at 390×844 and again at 360×740 (touch, mobile viewport): find, filter,
 * sort by $/mi, open a load, bid, change, withdraw (Undo once, then for good), book, read the stops, drive with the
 * position shared, part of it offline, deliver with the receiver's signed proof of delivery and a photo of the BOL. Every screen and every dialog is measured: no page wider
 * than the phone, no dialog button off screen.
 */

const SHOTS = '.tmp/shots';
/** The device keeps at most one point per 10 s (decision 100). */
const POINT_GAP_MS = 10_500;

/** Moves the truck by `step` × ~330 m north once the device's 10-s gap has passed. */
async function driveTo(page: Page, start: { Latitude: number; Longitude: number }, step: number) {
  await page.waitForTimeout(POINT_GAP_MS);
  await page.context().setGeolocation({ latitude: start.Latitude + step * 0.003, longitude: start.Longitude, accuracy: 15 });
}

/** The receiver signs on the pad with a finger: two strokes of touch events (the pad reads them as pointer events). */
async function signWithFinger(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: box.x + box.width * x, y: box.y + box.height * y, id: 1 }];
  for (const [from, to] of [
    [0.1, 0.45],
    [0.5, 0.85],
  ]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from, 0.65) });
    for (let n = 1; n <= 12; n++) {
      const x = from + ((to - from) * n) / 12;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, 0.65 - 0.4 * Math.sin((Math.PI * n) / 12)) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await cdp.detach();
}

PHONES.forEach((phone, index) => {
  test.describe(phone.name, () => {
    test.use({ viewport: phone.viewport, isMobile: true, hasTouch: true });

    test(`the trucker's loop fits a ${phone.viewport.width}-px phone`, async ({ page, context }) => {
      // About 3.5 min on a quiet machine; on a loaded one (other journeys beside it) it neared the 8-min ceiling at the
      // last trip steps, a timeout that read as "Mark as At delivery" not found. A ceiling only a real failure reaches.
      test.setTimeout(720_000);
      const width = phone.viewport.width;
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
      const fits = async (screen: string) => expectFitsPhone(page, `${screen} at ${width} px`);
      const journey = 3 + index;

      await signInFor(page, demoAccounts.trucker.email);
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
      // on a phone the trucker's loads are cards, not the desk's table (decision 187)
      await expect(
        page
          .getByRole('article', { name: /^Load HB-/ })
          .first()
          .getByRole('link')
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Loads' })).toHaveCount(0);
      await fits('My loads');
      // a trucker's own list offers no bulk action of the shipper's
      await expect(page.getByRole('button', { name: /Delete All/i })).toHaveCount(0);
      await shot('my-loads');
      // the bell's notifications
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
      await fits('notifications');
      await shot('notifications');
      await page.keyboard.press('Escape');

      // find: filters and sort in a sheet, the filters in force as chips
      await page.goto('/Loads/find?kind=all');
      await expect(page.getByRole('button', { name: 'Filters and sort' })).toBeVisible();
      await fits('board');
      await page.getByRole('button', { name: 'Filters and sort' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters and sort' });
      await sheet.getByText('Bidding', { exact: true }).click();
      await sheet.getByRole('textbox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: '$/mi, highest first' }).click();
      await expect(page).toHaveURL(/sortField=RatePerMile/);
      await fits('board filter sheet');
      await shot('board-sheet');
      await sheet.getByRole('button', { name: /^Show \d+ loads?$/ }).click();
      await expect(page.getByRole('group', { name: 'Filters in force' }).getByText('Bidding')).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await fits('board cards');
      await shot('board');

      // the cards are in $/mi order, highest first
      const board = await apiAs<BoardPage>(
        page,
        `/api/LoadBoard?kind=bid&sortField=RatePerMile&sortOrder=desc&pageNumber=1&pageSize=${BOARD_DEFAULT_PAGE_SIZE}`,
      );
      const rates = board.Loads.map((l) => l.RatePerMile ?? -1);
      expect(rates).toEqual([...rates].sort((a, b) => b - a));
      const bidLoad = board.Loads.filter((l) => !l.MyBid && !l.IsPrivate)[index];
      expect(bidLoad, 'a public bidding load on the first page without a bid of the demo trucker').toBeTruthy();

      // open its page from the card's lane
      await page
        .getByRole('article', { name: `Load ${bidLoad.Code}` })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/Loads/${bidLoad.Id}$`));
      await expect(
        page.getByRole('heading', { name: `${bidLoad.FromCity}, ${bidLoad.FromState} → ${bidLoad.ToCity}, ${bidLoad.ToState}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Load' })).toContainText(bidLoad.Shipper);
      await fits('load page before booking');
      await shot('load-page-public');

      // bid
      await page.getByRole('button', { name: 'Bid', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: `Bid on load ${bidLoad.Code}` });
      await dialog.getByRole('textbox', { name: /^Your price/ }).fill('1234.5');
      await fits('bid dialog');
      await shot('bid-dialog');
      await dialog.getByRole('button', { name: 'Place bid' }).click();
      await expect(page.getByText(`Your bid on load ${bidLoad.Code} has been placed.`)).toBeVisible();
      await fits('bid placed toast');

      // change
      await page.getByRole('button', { name: 'Change or withdraw my bid' }).click();
      dialog = page.getByRole('dialog', { name: `Bid on load ${bidLoad.Code}` });
      await dialog.getByRole('textbox', { name: /^Your price/ }).fill('1200');
      await dialog.getByRole('button', { name: 'Change my bid' }).click();
      await expect(page.getByText(`Your bid on load ${bidLoad.Code} has been changed.`)).toBeVisible();

      // withdraw asks first, then waits with an Undo
      const myBid = async () =>
        (await apiAs<TruckerBidsAnswer>(page, '/api/Trucker/Bids')).Bids.find((b) => b.ShipmentId === bidLoad.Id)?.Status;
      await page.getByRole('button', { name: 'Change or withdraw my bid' }).click();
      dialog = page.getByRole('dialog', { name: `Bid on load ${bidLoad.Code}` });
      await dialog.getByRole('button', { name: 'Withdraw my bid' }).click();
      await expect(dialog.getByText(/Withdraw your bid of \$1,200\.00/)).toBeVisible();
      await fits('withdraw confirm');
      await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const undo = page.getByRole('button', { name: /^Undo \(\d+ s\)$/ });
      await expect(undo).toBeVisible();
      await fits('withdraw Undo toast');
      await shot('withdraw-undo');
      await undo.click();
      await expect(page.getByText(`Your bid on load ${bidLoad.Code} stays.`)).toBeVisible();
      expect(await myBid()).toBe('Open');
      // and for good: sent once the 10 s are up
      await page.getByRole('button', { name: 'Change or withdraw my bid' }).click();
      await dialog.getByRole('button', { name: 'Withdraw my bid' }).click();
      await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(page.getByText(`Your bid on load ${bidLoad.Code} has been withdrawn.`)).toBeVisible({ timeout: 30_000 });
      expect(await myBid()).toBe('Withdrawn');

      // My bids
      await page.goto('/Loads/my-bids');
      await expect(page.getByRole('table', { name: 'My bids' })).toContainText(bidLoad.Code);
      await fits('My bids');
      await shot('my-bids');

      // book: a public book-now load of this journey's own class
      let bookLoad: BoardLoad | undefined;
      for (let n = 1; n <= 8 && !bookLoad; n++) {
        const books = await apiAs<BoardPage>(
          page,
          `/api/LoadBoard?kind=book&sortField=TotalPrice&sortOrder=desc&pageNumber=${n}&pageSize=25`,
        );
        bookLoad = books.Loads.find((l) => !l.IsPrivate && inLoadClass(l.Id, journey));
      }
      expect(bookLoad, 'a public book-now load of this journey').toBeTruthy();
      await page.goto(`/Loads/${bookLoad!.Id}`);
      await page.getByRole('button', { name: 'Book now' }).click();
      const book = page.getByRole('dialog', { name: 'Book this load?' });
      await fits('book dialog');
      await shot('book-dialog');
      await book.getByRole('button', { name: 'Book now' }).click();
      await expect(page.getByText(`Load ${bookLoad!.Code} is booked for you. It is now in My loads.`)).toBeVisible();

      // the page is now the driver's: every stop with its address, window and contact
      const pickup = page.getByRole('region', { name: 'Stop 1 · Pickup' });
      await expect(pickup).toBeVisible();
      await expect(pickup.getByText('Appointment')).toBeVisible();
      await expect(page.getByRole('region', { name: /· Delivery$/ }).last()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Freight' })).toBeVisible();
      const calls = page.locator('a[href^="tel:"]');
      expect(await calls.count(), 'contacts can be called with a tap').toBeGreaterThan(0);
      await fits('load page after booking');
      await shot('load-page-driver');
      // the shipper's detail route sends the carrier here
      await page.goto(`/shipper/Loads/${bookLoad!.Id}/detail`);
      await expect(page).toHaveURL(new RegExp(`/Loads/${bookLoad!.Id}$`));
      await expect(pickup).toBeVisible();

      // drive: the trip card, with the position shared
      const plan = await apiAs<TrackingResponse>(page, `/api/Tracking/${bookLoad!.Id}`);
      const start = plan.PlannedPolyline[0];
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: start.Latitude, longitude: start.Longitude, accuracy: 15 });
      await page.getByRole('link', { name: 'Open the trip' }).click();
      await expect(page).toHaveURL(new RegExp(`/trackload/${bookLoad!.Id}/details`));
      await waitForServiceWorkerControl(page);
      const trip = page.getByRole('region', { name: 'Trip status' });
      // Online, each step lands after its Undo window. The next tap waits for it: a tap made while the step before is
      // being sent was seen to do nothing on a loaded machine (left open in the stop-46 note).
      const landed = (code: string) =>
        expect
          .poll(async () => (await apiAs<TrackingResponse>(page, `/api/Tracking/${bookLoad!.Id}`)).StatusCode, { timeout: 60_000 })
          .toBe(code);
      await trip.getByRole('button', { name: 'Mark as En route to pickup' }).click();
      await expect(trip.getByRole('button', { name: /^Undo/ })).toBeVisible();
      await fits('trip card with Undo');
      await expect(trip.getByText('Sharing location')).toBeVisible();
      await driveTo(page, start, 1);
      await landed('OFP');
      await trip.getByRole('button', { name: 'Mark as At pickup' }).click();
      await driveTo(page, start, 2);
      await landed('AT');
      await trip.getByRole('button', { name: 'Mark as In transit' }).click();
      await landed('IT');
      await expect(trip.getByRole('button', { name: 'Mark as At delivery' })).toBeVisible();
      await expect(trip.getByText(/Last position delivered .+\(.+\)/)).toBeVisible({ timeout: 90_000 });
      await fits('trip card');
      await shot('trip-card');

      // offline: the card says when a position last reached the server and how many wait
      await goOffline(context);
      await driveTo(page, start, 3);
      await driveTo(page, start, 4);
      await trip.getByRole('button', { name: 'Mark as At delivery' }).click();
      await expect(trip.getByText(/positions? waiting to be sent/)).toBeVisible();
      await expect(trip.getByText(/Last position sent now/)).toHaveCount(0);
      await fits('trip card offline');
      await shot('trip-card-offline');
      // the sync panel
      await page
        .getByRole('button', { name: /^(Sync|Changes waiting)/ })
        .first()
        .click();
      await fits('sync panel');
      await shot('sync-panel');
      await page.keyboard.press('Escape');
      // the load page reads offline once opened (from the app's stored queries, after a reload without network)
      await page.goto(`/Loads/${bookLoad!.Id}`);
      await expect(page.getByRole('region', { name: 'Stop 1 · Pickup' })).toBeVisible();
      await fits('load page offline');
      await page.goBack();
      await goOnline(context);
      await expect.poll(() => outboxEntries(page), { timeout: 120_000 }).toEqual([]);
      await expect(trip.getByText(/waiting to be sent/)).toHaveCount(0);

      // deliver with the receiver's signature, the printed name and a photo of the signed BOL
      const proof = page.getByRole('region', { name: 'Proof of delivery' });
      await expect(proof).toBeVisible();
      await fits('proof of delivery');
      const jpeg = await signedBolPhoto(page);
      await signWithFinger(page, proof.getByRole('img', { name: 'Receiver’s signature' }));
      await proof.getByRole('textbox', { name: 'Receiver’s printed name' }).fill('Dana Whitfield');
      const chooser = page.waitForEvent('filechooser');
      await proof.getByRole('button', { name: 'Photograph the pages' }).click();
      await (await chooser).setFiles({ name: 'bol.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await expect(proof.getByRole('img', { name: 'BOL page 1' })).toBeVisible();
      await fits('proof of delivery signed');
      await shot('proof-of-delivery');
      await proof.getByRole('button', { name: 'Save the proof of delivery' }).click();
      await expect(page.getByText('Proof of delivery saved')).toBeVisible();
      await expect(proof).toBeHidden();
      expect(await outboxEntries(page)).toEqual([]);
      await trip.getByRole('button', { name: 'Mark as Delivered' }).click();
      const deliver = page.getByRole('dialog', { name: 'Mark as Delivered?' });
      await fits('Delivered confirm');
      await shot('deliver-dialog');
      await deliver.getByRole('button', { name: 'Yes, mark as Delivered' }).click();
      await expect.poll(async () => (await apiAs<TrackingResponse>(page, `/api/Tracking/${bookLoad!.Id}`)).StatusCode).toBe('DL');
      await fits('trip delivered');
    });
  });
});
