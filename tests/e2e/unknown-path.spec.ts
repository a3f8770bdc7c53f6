import { expect, test } from '@playwright/test';
import { demoAccounts, expectAccessible, signInAs } from './fixtures';

test('an unknown path while signed out goes to sign-in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unknown path while signed in shows the 404 page in the shell', async ({ page }) => {
  await signInAs(page, demoAccounts.trucker.email);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText(/OOPS! Something went wrong here/i)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
});

test('/terms is public and states the key terms', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/Delaware/).first()).toBeVisible();
  await expect(page.getByText(/20 days/).first()).toBeVisible();
  await expectAccessible(page);
});
