import { expect, test } from '@playwright/test';
import { chooseOption, demoAccounts, expectAccessible, latestMailTo, signInAs } from './fixtures';

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
  await dialog.getByLabel('Company name').fill('Whitfield Produce LLC');
  await dialog.getByLabel('Address 1', { exact: true }).fill('1200 Market St');
  await chooseOption(page, 'Country', 'United States');
  await chooseOption(page, 'State', 'Texas');
  await dialog.getByLabel('City', { exact: true }).fill('Austin');
  await dialog.getByLabel('Zipcode', { exact: true }).fill('78701');
  await dialog.getByRole('button', { name: 'Same as company address' }).click();
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
