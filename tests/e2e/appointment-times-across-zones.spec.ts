import { expect, test, type Page } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import type { Shipment } from '../../src/contract/shipment';
import { formatAppointment, formatCalendarDay, formatZonedDateTime, toWallClock, zoneName } from '../../src/shared/time/zoned';
import { demoAccounts } from './fixtures';
import { apiAs, signInFor } from './tracking-helpers';

/**
 * Issue 38 §5, decision 160: an appointment is a wall clock at its facility. A browser on America/Chicago and one on
 * Asia/Tokyo read the same times, with the facility's zone named, on the form, the read-only detail, the tracking
 * page and the bill of lading; a requested ship date is the same calendar day on both.
 */

type PartyLoads = { Party: { Id: number }; Shipments: PartyLoadRow[] };
const EN = 'en-US';

/** An editable load of the demo shipper (the BOL opens from its form) with both appointments and both zones. */
async function loadWithAppointments(page: Page): Promise<Shipment> {
  const own = await apiAs<PartyLoads>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  for (const row of own.Shipments.filter((r) => ['OP', 'BK', 'DF'].includes(r.StatusCode))) {
    const load = await apiAs<Shipment>(page, `/api/Shipments/${row.Id}`);
    if (load.PuAppointmentDate && load.DelAppointmentDate && load.ShippingTimeZone && load.ReceivingTimeZone && load.ReqShipDate)
      return load;
  }
  throw new Error('the demo shipper has an editable load with both appointments');
}

for (const timezoneId of ['America/Chicago', 'Asia/Tokyo']) {
  test.describe(`a browser on ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('reads the appointments on the facility clock, named, on the form, the detail, the tracking page and the BOL', async ({
      page,
    }) => {
      await signInFor(page, demoAccounts.shipper.email);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const load = await loadWithAppointments(page);
      const pu = { locale: EN, timeZone: load.ShippingTimeZone };
      const del = { locale: EN, timeZone: load.ReceivingTimeZone };
      const puZone = zoneName(load.PuAppointmentDate, pu);
      const delZone = zoneName(load.DelAppointmentDate, del);
      // What every browser must read, whatever its own zone ("11/28/2026 10:00 AM CST").
      const puText = formatZonedDateTime(load.PuAppointmentDate, pu);
      const delText = formatZonedDateTime(load.DelAppointmentDate, del);
      const shipDay = formatCalendarDay(load.ReqShipDate, EN);

      // The form: the inputs hold the facility's wall clock and say whose clock it is; the ship day does not move.
      for (const mode of ['edit', 'detail'] as const) {
        await page.goto(`/shipper/Loads/${load.id}/${mode}`);
        const pickupFrom = page.getByLabel('Pickup appointment from', { exact: false }).first();
        await expect(pickupFrom).toHaveValue(toWallClock(load.PuAppointmentDate, load.ShippingTimeZone));
        await expect(page.getByText(`Facility time (${puZone})`).first()).toBeVisible();
        await expect(page.getByText(`Facility time (${delZone})`).first()).toBeVisible();
        await expect(page.getByLabel('Requested ship date')).toHaveValue(load.ReqShipDate!.slice(0, 10));
      }

      // The tracking page.
      await page.goto(`/trackload/${load.id}/details`);
      await expect(page.getByText('PU appointment', { exact: true })).toBeVisible();
      await expect(page.getByText(puText, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(delText, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(shipDay, { exact: true }).first()).toBeVisible();

      // The bill of lading: both windows on their facility's clock, named.
      await page.goto(`/shipper/Loads/${load.id}/edit`);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('menuitem', { name: 'BOL' }).click();
      const main = page
        .getByRole('dialog', { name: `BOL Multi Shipment ID#: ${load.Code}` })
        .locator('[data-bol-page]')
        .first();
      await expect(main).toContainText(formatAppointment(load.PuAppointmentDate, load.PuAppointmentToDate, pu));
      await expect(main).toContainText(formatAppointment(load.DelAppointmentDate, load.DelAppointmentToDate, del));
      expect(puText).toContain(puZone);
    });
  });
}
