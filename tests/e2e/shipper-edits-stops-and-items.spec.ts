import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ShipmentItems, ShipmentViewModel, Stop } from '../../src/contract/shipment';
import { demoAccounts, expectToastFrom, signInAs } from './fixtures';
import { editableDraftLoad, pickCompany, stopPanel } from './shipment-helpers';
import { apiAs } from './tracking-helpers';

/** The stops and commodities panels have no serious or critical accessibility violation (the rest of the page is checked by its own journeys). */
async function expectPanelsAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('section[aria-label="Stops"]')
    .include('section[aria-label="Commodities"]')
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a shipper adds, saves and reorders stops, and adds a freight line item whose class and total weight follow', async ({ page }) => {
  await signInAs(page, demoAccounts.shipper.email);
  const load = await editableDraftLoad(page, { freight: true });
  const viewModel = await apiAs<ShipmentViewModel>(page, '/api/Shipments/GetViewModel');
  const [first, second] = viewModel.Addresses;
  expect(second, 'the demo shipper has two companies in its address book').toBeTruthy();
  const before = (await apiAs<{ Stops: Stop[] }>(page, `/api/Shipments/Stops/${load.id}`)).Stops.length;

  await page.goto(`/shipper/Loads/${load.id}/edit`);
  const stops = page.getByRole('region', { name: 'Stops' });
  await expect(stops).toBeVisible();

  // A new stop without a company is refused with the spec's warning.
  await page.getByRole('button', { name: 'Add pick-up stop' }).click();
  const pickup = stopPanel(stops, 'New stop · Pick-up');
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select a company name')).toBeVisible();

  await pickCompany(pickup, first!.Name);
  await pickup.getByRole('textbox', { name: 'PU #' }).fill('PU-E2E-1');
  await expectToastFrom(page, 'Your Stop has been Added.', () => pickup.getByRole('button', { name: 'Save' }).click());
  await expect(stopPanel(stops, `Pick-up · ${first!.Name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Add drop stop' }).click();
  const drop = stopPanel(stops, 'New stop · Drop');
  await pickCompany(drop, second!.Name);
  await drop.getByRole('button', { name: 'Save' }).click();
  const savedDrop = stopPanel(stops, `Drop · ${second!.Name}`);
  await expect(savedDrop).toBeVisible();
  await expect.poll(async () => (await apiAs<{ Stops: Stop[] }>(page, `/api/Shipments/Stops/${load.id}`)).Stops.length).toBe(before + 2);

  // The second new stop moves above the first; the order survives a reload.
  await savedDrop.getByRole('button', { name: 'Move up' }).click();
  await expect
    .poll(async () =>
      (await apiAs<{ Stops: Stop[] }>(page, `/api/Shipments/Stops/${load.id}`)).Stops.slice(-2).map((s) => `${s.Type} · ${s.Name}`),
    )
    .toEqual([`Drop · ${second!.Name}`, `Pick-up · ${first!.Name}`]);
  await page.reload();
  const titles = stops.locator('.mantine-Accordion-control');
  await expect(titles).toHaveCount(before + 2);
  await expect(titles.nth(before)).toHaveAccessibleName(`Drop · ${second!.Name}`);
  await expect(titles.nth(before + 1)).toHaveAccessibleName(`Pick-up · ${first!.Name}`);
  await titles.nth(before).click();
  await expect(stopPanel(stops, `Drop · ${second!.Name}`).getByRole('textbox', { name: 'DEL #' })).toBeVisible();

  // A freight line item: the class is calculated from the dimensions and weight (400 lb in 48×40×50 in → 7.2 lb/ft³ → 125).
  const commodities = page.getByRole('region', { name: 'Commodities' }).first();
  await commodities.getByRole('button', { name: 'Add commodity' }).click();
  // a new item goes last (issue 15 item 1): the first item keeps setting the units
  const item = commodities.getByRole('article', { name: /^Item \d+$/ }).last();
  await expect(item.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(item.getByRole('combobox', { name: 'Weight type' })).toHaveValue('LBS');
  await item.getByRole('combobox', { name: 'Packaging' }).selectOption({ index: 1 });
  await item.getByRole('spinbutton', { name: 'Length' }).fill('48');
  await item.getByRole('spinbutton', { name: 'Width' }).fill('40');
  await item.getByRole('spinbutton', { name: 'Height' }).fill('50');
  await item.getByRole('spinbutton', { name: 'Weight', exact: true }).fill('400');
  await expect(item.getByRole('combobox', { name: 'Class' })).toHaveValue('125');
  await expectPanelsAccessible(page);
  await item.getByRole('textbox', { name: 'Commodity' }).fill('E2E widgets');
  await expectToastFrom(page, 'Your Commodity has been saved.', () => item.getByRole('button', { name: /^Save item \d+$/ }).click());

  const items = await apiAs<ShipmentItems>(page, `/api/Shipments/Items/${load.id}`);
  const saved = items.Items.find((i) => i.Commodity === 'E2E widgets');
  expect(saved).toMatchObject({ Length: 48, Width: 40, Height: 50, Weight: 400, FreightClass: 125, HandlingAmount: 1 });
  await expect(page.getByRole('textbox', { name: 'Total weight' })).toHaveValue(
    `${items.TotalWeight!.toLocaleString('en-US')} ${items.WeightType}`,
  );
  expect(items.TotalWeight).toBeGreaterThanOrEqual(400);
});
