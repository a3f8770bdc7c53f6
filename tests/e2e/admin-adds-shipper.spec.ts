import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, fillShipperCompany, latestMailTo, signInAs } from './fixtures';

const WHITFIELD_PRODUCE = { name: 'Whitfield Produce LLC', address1: '1200 Market St', state: 'Texas', city: 'Austin', zipcode: '78701' };

test('an admin adds a shipper: the server rejects a taken e-mail, then the shipper is created', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  await page.getByRole('tab', { name: 'Shippers' }).click();
  await page.getByRole('button', { name: 'Add new shipper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new shipper' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill('Whitfield');
  await dialog.getByLabel('Email', { exact: true }).fill(demoAccounts.shipper.email);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await fillShipperCompany(dialog, WHITFIELD_PRODUCE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/already/i).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const email = `dana.whitfield.${Date.now()}@example.com`;
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shipper has been created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(email);
  await expect(page.getByRole('link', { name: 'Whitfield Produce LLC', exact: true })).toBeVisible();
  expect(latestMailTo(email)).toContain('/useractivationemail?code=');
});
