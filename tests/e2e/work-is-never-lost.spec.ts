import { expect, test, type Page } from '@playwright/test';
import type { Shipment, ShipmentItems, ShipmentViewModel } from '../../src/contract/shipment';
import { accessToken, demoAccounts, expectAccessible, fillShipperCompany, signInAs } from './fixtures';
import { itemBody } from '../server/support/load-bodies';
import { apiAs } from './tracking-helpers';

/** Issue 15, "work corrupted or lost": unit changes convert, blanks are refused, nothing unsaved leaves unasked, one request per Save. */

const OKAFOR_LOGISTICS = { name: 'Okafor Logistics', address1: '77 Lake Shore Dr', state: 'Illinois', city: 'Chicago', zipcode: '60601' };

type LoadsPage = { Shipments: { Id: number; StatusCode: string }[] };

/** The demo shipper's last editable LTL draft (other journeys use the first one). */
async function lastEditableFreightDraft(page: Page): Promise<Shipment> {
  const list = await apiAs<LoadsPage>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  for (const row of list.Shipments.filter((load) => load.StatusCode === 'DF').reverse()) {
    const shipment = await apiAs<Shipment>(page, `/api/Shipments/${row.Id}`);
    if (shipment.ModeId === 1 && shipment.CanEdit && shipment.SoNumber !== 'BENCH-10x50') return shipment;
  }
  throw new Error('the seed has no editable LTL draft for the demo shipper');
}

async function send(page: Page, method: string, path: string, body?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() },
    data: body,
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
}

/** The load's items become exactly two complete ones in inches and pounds: 400 lb and 500 lb. */
async function twoItemsInPounds(page: Page, load: Shipment): Promise<void> {
  const { Items } = await apiAs<ShipmentItems>(page, `/api/Shipments/Items/${load.id}`);
  for (const item of Items) await send(page, 'DELETE', `/api/Shipments/Items/${item.Id}`);
  const { Packaging } = await apiAs<ShipmentViewModel>(page, '/api/Shipments/GetViewModel');
  for (const [weight, commodity] of [
    [400, 'Steel bolts'],
    [500, 'Copper wire'],
  ] as const) {
    await send(
      page,
      'POST',
      '/api/Shipments/Items',
      itemBody(load.id, {
        PurchaseOrder: null,
        PackagingId: Packaging[0]!.Id,
        Commodity: commodity,
        Pieces: 1,
        HandlingAmount: 1,
        Weight: weight,
        Height: 50,
        FreightClass: 125,
      }),
    );
  }
}

test('a shipper changes the units, saves nothing blank, and is asked before leaving an edited load', async ({ page }) => {
  await signInAs(page, demoAccounts.shipper.email);
  const load = await lastEditableFreightDraft(page);
  await twoItemsInPounds(page, load);
  await page.goto(`/shipper/Loads/${load.id}/edit`);
  const commodities = page.getByRole('region', { name: 'Commodities' }).first();
  await expect(commodities.getByRole('article', { name: 'Item 2' })).toBeVisible();

  // A new item goes last, and a blank one is not saved.
  await commodities.getByRole('button', { name: 'Add commodity' }).click();
  const third = commodities.getByRole('article', { name: 'Item 3' });
  await expect(third.getByRole('textbox', { name: 'Commodity' })).toHaveValue('');
  await expect(commodities.getByRole('article', { name: 'Item 1' }).getByRole('textbox', { name: 'Commodity' })).toHaveValue('Steel bolts');
  await third.getByRole('button', { name: 'Save item 3' }).click();
  await expect(third.getByText('Commodity is required')).toBeVisible();
  await expect(third.getByText('Length is required')).toBeVisible();
  await expect(page.getByText('Your Commodity has been saved.')).toHaveCount(0);
  await third.getByRole('button', { name: 'Delete item 3' }).click();
  await expect(third).toBeHidden();

  // The first item switches the load to cm: every item's values are converted on screen before anything is saved.
  const first = commodities.getByRole('article', { name: 'Item 1' });
  const second = commodities.getByRole('article', { name: 'Item 2' });
  await first.getByRole('combobox', { name: 'Dimension unit' }).selectOption('cm');
  await expect(second.getByRole('spinbutton', { name: 'Weight', exact: true })).toHaveValue('226.8');
  await expect(second.getByRole('spinbutton', { name: 'Length' })).toHaveValue('121.92');
  await expect(second.getByRole('combobox', { name: 'Weight type' })).toHaveValue('KGS');
  await expect(first.getByRole('spinbutton', { name: 'Weight', exact: true })).toHaveValue('181.44');
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Save item 1' }).click();
  await expect(page.getByText('Your Commodity has been saved.').first()).toBeVisible();
  await expect.poll(async () => (await apiAs<ShipmentItems>(page, `/api/Shipments/Items/${load.id}`)).WeightType).toBe('KGS');
  const items = await apiAs<ShipmentItems>(page, `/api/Shipments/Items/${load.id}`);
  expect(items.Items.map((item) => [item.Commodity, item.Weight, item.WeightType, item.Length, item.DimensionsType])).toEqual([
    ['Steel bolts', 181.44, 'KGS', 121.92, 'cm'],
    ['Copper wire', 226.8, 'KGS', 121.92, 'cm'],
  ]);
  // 900 lb is 408.24 kg, never 900 kg
  expect(items.TotalWeight).toBeCloseTo(408.24, 1);

  // An edited load: reloading is held by beforeunload, and leaving in the app asks first.
  await page.getByRole('textbox', { name: 'Truck number' }).fill('TRK-UNSAVED-1');
  const reloadHeld = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(reloadHeld).toBe(true);
  await page.getByRole('link', { name: 'Back' }).first().click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/shipper/Loads/${load.id}/edit$`));
  await expect(page.getByRole('textbox', { name: 'Truck number' })).toHaveValue('TRK-UNSAVED-1');
  await page.getByRole('link', { name: 'Back' }).first().click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/shipper/Loads/${load.id}/edit$`));
});

test('an admin’s new shipper survives Escape, keeps its US phone number, and a double click adds it once', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  await page.getByRole('tab', { name: 'Shippers' }).click();
  await page.getByRole('button', { name: 'Add new shipper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new shipper' });
  await dialog.getByLabel('First name').fill('Rosa');
  await dialog.getByLabel('Last name').fill('Okafor');

  // Escape with something typed asks first; Stay keeps what was typed.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Rosa');

  // A national number keeps the United States (it used to become +31, the Netherlands).
  const phone = dialog.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.pressSequentially('3125550100');
  await expect(phone).toHaveValue('+1 (312) 555-0100');

  const email = `rosa.okafor.${Date.now()}@example.com`;
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await fillShipperCompany(dialog, OKAFOR_LOGISTICS);

  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/addShipper')) sent.push(request.postData());
  });
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Shipper has been created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ PhoneNumber: '13125550100', Email: email });
  await expect(page.getByText(/already/i)).toHaveCount(0);
});
