import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { accessToken, demoAccounts, expectAccessible, signInAs } from './fixtures';

type Row = { Id: number; Name: string; Type: string; CanStart: boolean; HasSubscriptions: boolean };
type UsersPage = { Truckers: Row[]; Pagination: { TotalItemCount: number } };
type Plan = { Id: number; Name: string; Reccuring: number };

/** The billing API as the web app calls it (decision 060). */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

// a 1×1 PNG, so the contract preview has a real image to show
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function openRowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('button', { name: `Actions for ${text}` })).toBeVisible();
}

test('an admin filters by type from the pie and exports the filtered list', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing\/dashboard$/);
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible();
  const slices = page.locator('[data-testid=types-pie] svg path');
  await expect(slices.first()).toBeVisible();
  await page.mouse.move(0, 600); // not hovering the menu item just clicked
  await expectAccessible(page);

  const filter = await api<{ Types: { Type: string; Count: number }[] }>(page, '/api/Billing/GetUsersFilter');
  const shown = filter.Types.filter((type) => type.Count > 0);
  const index = shown.findIndex((type) => type.Type === 'D2dShipper');
  expect(index, 'the seed has D2D shippers').toBeGreaterThanOrEqual(0);
  const d2d = shown[index]!;

  // the slices follow the Types order; a click selects that type only
  await slices.nth(index).dispatchEvent('click');
  await expect(page).toHaveURL(/types=.*D2dShipper/);
  await expect(page.getByRole('checkbox', { name: /^D2D shipper/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Trucker/ })).not.toBeChecked();
  const expected = await api<UsersPage>(page, '/api/Billing/Users?type=D2dShipper&pageNumber=1&pageSize=1000');
  expect(expected.Pagination.TotalItemCount).toBe(d2d.Count);
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.getByRole('link', { name: expected.Truckers[0]!.Name, exact: true })).toBeVisible();

  // clicking the same slice again clears the selection
  await slices.nth(index).dispatchEvent('click');
  await expect(page).not.toHaveURL(/types=/);
  await expect(page.getByRole('checkbox', { name: /^D2D shipper/ })).not.toBeChecked();

  // and once more, then Export As JSON holds every row of the filter (page 1, size 1,000,000)
  await slices.nth(index).dispatchEvent('click');
  await expect(page).toHaveURL(/types=.*D2dShipper/);
  await page.getByRole('button', { name: 'Export As' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Subscriptions_\d{8}_\d{6}\.json$/);
  const rows = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>[];
  expect(rows).toHaveLength(d2d.Count);
  expect(rows.map((row) => row.Name).sort()).toEqual(expected.Truckers.map((row) => row.Name).sort());
  expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Name', 'Email', 'Payment status', 'Created']));

  // Reset restores the defaults: plain /billing/dashboard
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/billing\/dashboard$/);
});

test('an admin starts, pauses and resumes an internal subscription, marks a period paid and uploads a contract', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  const never = await api<UsersPage>(page, '/api/Billing/Users?isInternal=3&paymentStatus=Others&pageNumber=1&pageSize=100');
  const user = never.Truckers.find((row) => row.CanStart && !row.HasSubscriptions);
  expect(user, 'the seed has an internal user who never subscribed').toBeTruthy();
  const { Plans } = await api<{ Plans: Plan[] }>(page, '/api/Billing/Getviewmodel');
  const monthly = Plans.find((plan) => plan.Reccuring === 30);
  expect(monthly, 'the seed has a 30-day plan').toBeTruthy();

  await page.goto('/billing/dashboard?subscriptions=3');
  await searchFor(page, user!.Name);

  // never subscribed: Billing Info is disabled
  await page.getByRole('button', { name: `Actions for ${user!.Name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Billing Info' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Start subscription' }).click();

  const dialog = page.getByRole('dialog', { name: `Start subscription: ${user!.Name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Please select plan')).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(`^${monthly!.Name} \\$`) }).check();
  // 30 days = one month; the end date follows the start date
  await dialog.getByLabel('Start date').fill('2028-01-31');
  await expect(dialog.getByLabel('End date')).toHaveValue('02/29/2028'); // shown in the user's date format
  await dialog.getByLabel('Start date').fill(todayUtc());
  await expect(dialog.getByLabel('End date')).not.toHaveValue('');
  await dialog.getByLabel('Paid').check();
  await dialog.getByLabel('Payment method').fill('Wire transfer');
  await expect(dialog.getByLabel('Payment date')).toHaveValue(todayUtc());
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Subscription for ${user!.Name} has been started successfully`).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // the new flags: pause and cancel, no start
  await page.getByRole('button', { name: `Actions for ${user!.Name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Pause subscription' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cancel subscription' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Start subscription' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Billing Info' })).toBeEnabled();
  await page.keyboard.press('Escape');

  await openRowAction(page, user!.Name, 'Pause subscription');
  await page.getByRole('dialog', { name: 'Pause subscription' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Subscription for ${user!.Name} has been paused successfully`).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Subscriptions' }).getByText('Paused')).toBeVisible();
  await openRowAction(page, user!.Name, 'Resume subscription');
  await page.getByRole('dialog', { name: 'Resume subscription' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Subscription for ${user!.Name} has been resumed successfully`).first()).toBeVisible();

  // billing details: the new period, marked paid with an invoice file
  await openRowAction(page, user!.Name, 'Billing Info');
  await expect(page).toHaveURL(new RegExp(`/billing/details/${user!.Id}$`));
  await expect(page.getByRole('heading', { name: user!.Name })).toBeVisible();
  await expect(page.getByText(`Plan ${monthly!.Name}`)).toBeVisible();
  const periods = page.getByRole('table', { name: 'Subscription periods' });
  await expect(periods.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  /** Chooses `action` in the period's menu: its dialog. */
  const periodAction = async (action: string) => {
    await periods.getByRole('button', { name: /^Actions for period/ }).click();
    await page.getByRole('menuitem', { name: action }).click();
    return page.getByRole('dialog', { name: action });
  };
  const markDialog = await periodAction('Mark as unpaid');
  await markDialog.getByRole('radio', { name: 'No' }).check();
  await markDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Marked as unpaid successfully').first()).toBeVisible();
  await expect(periods.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

  const paidDialog = await periodAction('Mark as paid');
  await expect(paidDialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await paidDialog.getByLabel('Payment method').fill('ACH transfer');
  await paidDialog.getByLabel('Payment date').fill('2026-11-20T10:30');
  await paidDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'invoice-november-2026-wire-transfer.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(paidDialog.getByText('invoice-november-2026-wir…')).toBeVisible();
  await paidDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Marked as paid successfully').first()).toBeVisible();
  await expect(page.getByText('Invoice uploaded successfully').first()).toBeVisible();
  await expect(periods.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  const invoices = await periodAction('Invoices');
  await expect(invoices.getByRole('link', { name: 'Open invoice-november-2026-wire-transfer.pdf in a new tab' })).toBeVisible();
  await invoices.getByRole('button', { name: 'Close' }).last().click();

  // a contract: "Please select file" first, then the upload, then its preview
  await page.getByRole('button', { name: 'Add contracts' }).click();
  const contracts = page.getByRole('dialog', { name: 'Contracts' });
  await expect(contracts.getByText('No contracts yet.')).toBeVisible();
  await contracts.getByRole('button', { name: 'Confirm' }).click();
  await expect(contracts.getByText('Please select file')).toBeVisible();
  await contracts.locator('input[type=file]').setInputFiles({ name: 'signed-contract.png', mimeType: 'image/png', buffer: PNG });
  await contracts.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Contract uploaded successfully').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add contracts' }).click();
  await contracts.getByRole('button', { name: 'Preview signed-contract.png' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText('Type: Contract')).toBeVisible();
  await expect(preview.getByText('File name: signed-contract.png')).toBeVisible();
  const image = preview.getByRole('img', { name: 'signed-contract.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
