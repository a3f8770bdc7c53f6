import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { accessToken, chooseOption, demoAccounts, expectAccessible, signInAs } from './fixtures';

type TruckerRow = { Name: string; Approved: boolean; FPRequestDate: string | null; FPSignAgreementDate: string | null };
type TruckersPage = { Truckers: TruckerRow[]; Pagination: { TotalItemCount: number } };

async function allTruckers(page: Page): Promise<TruckersPage> {
  const response = await page.request.get('/api/Truckers?pageNumber=1&pageSize=1000', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TruckersPage;
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('an admin filters truckers, approves one, suspends and unsuspends it, and approves quick pay', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  await expect(page).toHaveURL(/\/backoffice/);
  await expect(page.getByRole('tab', { name: 'Truckers' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  const { Truckers } = await allTruckers(page);
  const unapproved = Truckers.find((t) => !t.Approved);
  expect(unapproved, 'the seed has unapproved truckers').toBeTruthy();

  await chooseOption(page, 'Approved', 'No');
  await expect(page).toHaveURL(/approved=no/);
  await searchFor(page, unapproved!.Name);
  await rowAction(page, unapproved!.Name, 'Approve');
  await expect(page.getByText(/has been successfully approved/).first()).toBeVisible();
  // Approved now, so it leaves the "not approved" view.
  await expect(page.getByRole('button', { name: `Actions for ${unapproved!.Name}` })).toHaveCount(0);

  await chooseOption(page, 'Approved', 'All');
  await rowAction(page, unapproved!.Name, 'Suspend');
  await expect(page.getByText(`${unapproved!.Name} has been suspended`).first()).toBeVisible();
  await rowAction(page, unapproved!.Name, 'Unsuspend');
  await expect(page.getByText(`${unapproved!.Name} has been unsuspended`).first()).toBeVisible();

  const requested = Truckers.find((t) => t.FPRequestDate && !t.FPSignAgreementDate);
  expect(requested, 'the seed has a trucker waiting for quick pay').toBeTruthy();
  await searchFor(page, requested!.Name);
  await rowAction(page, requested!.Name, 'Approve Quick Pay');
  const dialog = page.getByRole('dialog', { name: 'Approve Quick Pay' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Please fill in the date')).toBeVisible();
  await dialog.getByLabel('Sign agreement date').fill('2026-11-20T10:30');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/approved for quick pay/).first()).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${requested!.Name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Unapprove Quick Pay' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('an admin exports the filtered truckers as CSV and XLSX and the files hold the rows', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  await chooseOption(page, 'Approved', 'Yes');
  await expect(page).toHaveURL(/approved=yes/);
  const token = await accessToken(page);
  const expected = (await (
    await page.request.get('/api/Truckers?approved=true&pageNumber=1&pageSize=1000', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as TruckersPage;
  expect(expected.Pagination.TotalItemCount).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export As' }).click();
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^Truckers_\d{8}_\d{6}\.csv$/);
  const csv = readFileSync(await csvDownload.path())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toContain('Name');
  expect(lines).toHaveLength(expected.Pagination.TotalItemCount + 1);
  expect(csv).not.toMatch(/[^\r]\n/);

  await page.getByRole('button', { name: 'Export As' }).click();
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel' }).click()]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/^Truckers_\d{8}_\d{6}\.xlsx$/);
  const workbook = XLSX.read(readFileSync(await xlsxDownload.path()));
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]!]!);
  expect(rows).toHaveLength(expected.Pagination.TotalItemCount);
  expect(rows.map((row) => row.Name).sort()).toEqual(expected.Truckers.map((t) => t.Name).sort());
});
