import { expect, test } from '@playwright/test';
import type { Shipment, ShipmentItems } from '../../src/contract/shipment';
import { chooseOption, demoAccounts, expectAccessible, signInAs } from './fixtures';
import { apiAs } from './tracking-helpers';

test('a shipper creates a load with a new pickup company and accessorials, then posts it', async ({ page }) => {
  await signInAs(page, demoAccounts.shipper.email);

  // the shipper's own list offers New load
  await page.goto('/shipper/loads');
  await page.getByRole('link', { name: 'New load' }).click();
  await expect(page).toHaveURL(/\/shipper\/Loads\/new$/);
  await expect(page.getByRole('heading', { name: 'New load', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Save (the side toolbar's) with nothing chosen: the spec's first message (Please_Select_a_Mode) as text
  await page.getByRole('navigation', { name: 'Load tools' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please Select a Mode').first()).toBeVisible();

  await chooseOption(page, 'Mode', 'FTL');

  // a new pickup company through the Add Address dialog
  const company = `Dock ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Shipping company', exact: true }).fill(company);
  await page.getByRole('option', { name: `+ Add ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(company);
  await dialog.getByRole('textbox', { name: 'Address 1', exact: true }).fill('100 Harbor Way');
  await dialog.getByRole('textbox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Houston');
  await dialog.getByRole('textbox', { name: 'Zip code', exact: true }).fill('77002');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const shipping = page.getByRole('region', { name: 'Shipping details' });
  await expect(shipping.getByRole('textbox', { name: 'Shipping company', exact: true })).toHaveValue(company);
  await expect(shipping.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Houston');

  // an existing receiving company
  const receiving = page.getByRole('region', { name: 'Receiving details' });
  await receiving.getByRole('textbox', { name: 'Receiving company', exact: true }).click();
  await page.getByRole('option').first().click();
  await expect(receiving.getByRole('textbox', { name: 'City', exact: true })).not.toHaveValue('');

  // price and two accessorials, one of them a percentage: the total is computed as the server does
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1000');
  const accessorials = page.getByRole('region', { name: 'Accessorials' });
  await accessorials.getByRole('button', { name: 'Add accessorial' }).click();
  await chooseOption(page, 'Accessorial 1 name', 'Lumper');
  await accessorials.getByRole('textbox', { name: 'Accessorial 1 price', exact: true }).fill('50');
  await accessorials.getByRole('textbox', { name: 'Accessorial 1 quantity', exact: true }).fill('2');
  await accessorials.getByRole('button', { name: 'Add accessorial' }).click();
  await chooseOption(page, 'Accessorial 2 name', 'Fuel surcharge');
  await accessorials.getByRole('textbox', { name: 'Accessorial 2 price', exact: true }).fill('10');
  await expect(accessorials.getByRole('textbox', { name: 'Accessorial 2 quantity', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Total price', exact: true })).toHaveValue('$1,200.00');

  // Save creates the draft and continues on its edit page
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shipper\/Loads\/\d+\/edit$/);
  const id = Number(/Loads\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: /^Load HB-/, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Load code', exact: true })).toHaveValue(/^HB-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // the panels below the form (stops, notes, chat) have read their data
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page);

  // a commodity typed in but not saved with its own Save: Save and post saves it with the load (issue 38 §7)
  const commodities = page.getByRole('region', { name: 'Commodities' }).first();
  await commodities.getByRole('button', { name: 'Add commodity' }).click();
  await commodities
    .getByRole('article', { name: /^Item \d+$/ })
    .last()
    .getByRole('textbox', { name: 'Commodity' })
    .fill('20 pallets paper rolls');

  // Save and post: the draft becomes Open
  await page.getByRole('button', { name: 'Save and post' }).click();
  await expect(page.getByText('Shipment has been updated successfully')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and post' })).toHaveCount(0);

  await expect(commodities.getByRole('textbox', { name: 'Commodity' })).toHaveValue('20 pallets paper rolls');
  const items = await apiAs<ShipmentItems>(page, `/api/Shipments/Items/${id}`);
  expect(items.Items.map((item) => item.Commodity)).toEqual(['20 pallets paper rolls']);

  const saved = await apiAs<Shipment>(page, `/api/Shipments/${id}`);
  expect(saved.StatusCode).toBe('OP');
  expect(saved.TotalPrice).toBe(1200);
  expect(saved.PickupName).toBe(company);
  expect(saved.Accessorials.map((line) => [line.Name, line.Total])).toEqual([
    ['Lumper', 100],
    ['Fuel surcharge', 100],
  ]);

  // the read-only details of the same load
  await page.goto(`/shipper/Loads/${id}/detail`);
  await expect(page.getByRole('textbox', { name: 'Shipping company', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page);
});
