import { expect, type APIRequestContext, test } from '@playwright/test';
import type { ShippersPage } from '../../src/contract/partners';
import { demoAccounts, expectAccessible, latestMailTo, signInAs } from './fixtures';
import { adminGet, adminToken } from './tracking-helpers';

/**
 * A seeded shipper that can sign in and that no other journey uses: changing its password races no journey running
 * beside this one (the demo accounts are everyone's).
 */
async function ownShipperEmail(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  const list = await adminGet<ShippersPage>(request, token, '/api/Shippers?approved=true&pageNumber=1&pageSize=50');
  const demoEmails: string[] = Object.values(demoAccounts).map((account) => account.email);
  const usable = list.Shippers.filter((row) => row.EmailConfirmed && !row.Islocked && !demoEmails.includes(row.Email));
  expect(usable.length, 'the seed has approved shippers besides the demo one').toBeGreaterThan(0);
  return usable.at(-1)!.Email;
}

test('forgot password → reset from the e-mailed link → sign in with the new password', async ({ page, request }) => {
  const email = await ownShipperEmail(request);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ResetPassword/);

  // The server writes the e-mail after it has answered (issue 14): wait for it as the user would.
  const mailText = () => {
    try {
      return latestMailTo(email);
    } catch {
      return '';
    }
  };
  await expect.poll(mailText).toMatch(/ResetPassword\?/);
  const link = mailText().match(/https?:\/\/\S+\/ResetPassword\?\S+/)?.[0];
  expect(link).toBeTruthy();
  const resetPath = new URL(link!).pathname + new URL(link!).search;
  await page.goto(resetPath);
  await expectAccessible(page);

  const newPassword = 'Changed#2026x';
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm Password').fill('weak');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please check your Password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInAs(page, email, newPassword);
  await expect(page).not.toHaveURL(/\/auth\//);

  // The link is single-use.
  await page.goto('/logout');
  await page.goto(resetPath);
  await page.getByLabel('Password', { exact: true }).fill('Another#2027y');
  await page.getByLabel('Confirm Password').fill('Another#2027y');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/ResetPassword/);
});
