import { expect, test } from '@playwright/test';
import { demoAccounts, signInAs } from './fixtures';

/**
 * A user renames themselves on My Profile: the header greets the new name at once and after a reload, when the app
 * asks the server for the profile again (GET /api/me, answered from the server's memory, decision 130).
 */
test('a shipper renames themselves and the app greets the new name, before and after a reload', async ({ page }) => {
  await signInAs(page, demoAccounts.shipper.email);
  await page.goto('/user-profile');
  const firstName = page.getByLabel('First name');
  const before = await firstName.inputValue();
  const greeting = page.getByRole('banner').getByText(/^Hi, /);
  await expect(greeting).toHaveText(`Hi, ${before} Rivera`);

  await firstName.fill('Samantha');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(greeting).toHaveText('Hi, Samantha Rivera');

  await page.reload();
  await expect(greeting).toHaveText('Hi, Samantha Rivera');
  await expect(page.getByLabel('First name')).toHaveValue('Samantha');

  // the demo data as it was, for the journeys that run after this one
  await page.getByLabel('First name').fill(before);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(greeting).toHaveText(`Hi, ${before} Rivera`);
});
