import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import type { Invoice, LoadRow, LoadsPage, PartyLoadsPage } from '../../src/contract/loads';
import { demoAccounts, expectAccessible } from './fixtures';
import { apiAs, signInFor } from './tracking-helpers';

const STATUS_IN_TRANSIT = 6; // load_statuses seed (decision 042)
const STATUS_DELIVERED = 8;
const STATUS_DRAFT = 1;

const pad = (n: number) => String(n).padStart(2, '0');
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Picks an option of a Mantine MultiSelect and closes its dropdown. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Goes back month by month in the open date picker until its header shows the month of `date`. */
async function showMonth(page: Page, date: Date) {
  const title = date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const header = page.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  for (let i = 0; i < 240 && (await header.innerText()) !== title; i++) {
    await page.locator('.mantine-DatePickerInput-calendarHeaderControl[data-direction="previous"]').click();
  }
  await expect(header).toHaveText(title);
}

async function dayButton(page: Page, day: number) {
  return page.locator('.mantine-DatePickerInput-day:not([data-outside])').getByText(String(day), { exact: true });
}

test('an admin filters loads by status and date range; the URL keeps the filters', async ({ page }) => {
  await signInFor(page, demoAccounts.admin.email);
  const inTransit = await apiAs<LoadsPage>(page, `/api/admin/GetLoads?pageNumber=1&pageSize=1&statusIds=${STATUS_IN_TRANSIT}`);
  const sample = inTransit.Shipments[0];
  expect(sample?.ShipmentDate, 'the seed has a load in transit with a shipment date').toBeTruthy();
  const shipped = new Date(sample.ShipmentDate!);
  const lastDay = new Date(Date.UTC(shipped.getUTCFullYear(), shipped.getUTCMonth() + 1, 0)).getUTCDate();
  const start = `${shipped.getUTCFullYear()}-${pad(shipped.getUTCMonth() + 1)}-01`;
  const end = `${shipped.getUTCFullYear()}-${pad(shipped.getUTCMonth() + 1)}-${pad(lastDay)}`;

  await page.goto('/Loads');
  await expect(page.getByRole('heading', { name: 'Loads', level: 1 })).toBeVisible();
  await pick(page, 'Status', 'In transit');
  await expect(page).toHaveURL(new RegExp(`statusIds=.*${STATUS_IN_TRANSIT}`));

  // the whole month of that load's shipment date, picked on the calendar (weeks start on Monday)
  await page.getByRole('button', { name: 'Date range' }).click();
  await expect(page.locator('.mantine-DatePickerInput-weekday').first()).toHaveText('Mo');
  await showMonth(page, shipped);
  await (await dayButton(page, 1)).click();
  await (await dayButton(page, lastDay)).click();
  await expect(page).toHaveURL(new RegExp(`StartDate=${start}.*EndDate=${end}|EndDate=${end}.*StartDate=${start}`));
  await expect(page.getByRole('button', { name: 'Date range' })).toHaveText(
    `${pad(shipped.getUTCMonth() + 1)}/01/${shipped.getUTCFullYear()} – ${pad(shipped.getUTCMonth() + 1)}/${pad(lastDay)}/${shipped.getUTCFullYear()}`,
  );

  // the table shows what the server answers for the same filters, every row in transit
  const expected = await apiAs<LoadsPage>(
    page,
    `/api/admin/GetLoads?pageNumber=1&pageSize=10&statusIds=${STATUS_IN_TRANSIT}&startDate=${start}&endDate=${end}`,
  );
  const table = page.getByRole('table', { name: 'Loads' });
  await expect(table.locator('tbody tr')).toHaveCount(expected.Shipments.length);
  await expect(table.locator('tbody tr').first()).toContainText(expected.Shipments[0].Code);
  for (const badge of await table.locator('[data-status]').all()) await expect(badge).toHaveText('In transit');

  // a reload (or a shared link) opens the same filtered list
  await page.reload();
  await expect(page.getByRole('table', { name: 'Loads' }).locator('tbody tr').first()).toContainText(expected.Shipments[0].Code);
  await expectAccessible(page);

  // Export As → CSV saves the file the server writes (decision 118): every load of the filter, in the list's order,
  // the visible columns under the headers shown, statuses as the list names them
  // Other journeys move loads on the same server while this one runs: an export must hold the filter's loads as the
  // server listed them just before or just after it was made.
  const listed = async () =>
    (
      await apiAs<LoadsPage>(
        page,
        `/api/admin/GetLoads?pageNumber=1&pageSize=1000000&statusIds=${STATUS_IN_TRANSIT}&startDate=${start}&endDate=${end}`,
      )
    ).Shipments.map((row) => row.Code);
  const expectListedAround = async (codes: string[], before: string[]) => expect([before, await listed()]).toContainEqual(codes);
  const beforeCsv = await listed();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export As' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Loads_\d{8}_\d{6}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  const headers = await table.getByRole('columnheader').allInnerTexts();
  expect(lines[0]).toBe(
    headers
      .filter((text) => text.trim() && text.trim() !== 'Actions')
      .map((text) => text.trim())
      .join(','),
  );
  const records = lines.slice(1, -1);
  await expectListedAround(
    records.map((line) => line.split(',')[0]),
    beforeCsv,
  );
  for (const line of records) expect(line.endsWith(',In transit')).toBe(true);

  // Export As → Excel: the export worker requests the same loads and writes the sheet as they arrive (decision 124);
  // a stale access token is refreshed on the way, as for any call
  const beforeExcel = await listed();
  await page.evaluate(() => localStorage.setItem('Token', 'stale'));
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export As' }).click();
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const workbookFile = await excel;
  expect(workbookFile.suggestedFilename()).toMatch(/^Loads_\d{8}_\d{6}\.xlsx$/);
  // reading is for the test only: the app never parses spreadsheets with SheetJS
  const workbook = XLSX.read(await readFile((await workbookFile.path())!), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], { header: 1, raw: true });
  expect(sheet[0]!.join(',')).toBe(lines[0]);
  await expectListedAround(
    sheet.slice(1).map((row) => String(row[0])),
    beforeExcel,
  );
  for (const row of sheet.slice(1)) expect(row[row.length - 1]).toBe('In transit');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('Token'))).not.toBe('stale');
});

test('an admin updates a bill (due date follows the issue date), uploads a PDF, and prints the invoice', async ({ page }) => {
  await signInFor(page, demoAccounts.admin.email);
  const delivered = await apiAs<LoadsPage>(page, `/api/admin/GetLoads?pageNumber=1&pageSize=10&statusIds=${STATUS_DELIVERED}`);
  const load: LoadRow = delivered.Shipments[0];

  await page.goto(`/Loads?statusIds=%5B${STATUS_DELIVERED}%5D`);
  await page.getByRole('button', { name: `Actions for ${load.Code}` }).click();
  await page.getByRole('menuitem', { name: 'Update bill' }).click();
  const dialog = page.getByRole('dialog', { name: `Update bill ${load.Code}` });
  await expect(dialog.getByLabel('Issue date')).toBeVisible();

  // a small PDF: uploaded at once and listed with the bill's files
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'e2e-bill.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByTestId('billing-files')).toContainText('e2e-bill.pdf');

  // a new issue date moves the due date 30 days later; it stays editable
  const issue = dialog.getByLabel('Issue date');
  await issue.fill('01/15/2026');
  await issue.blur();
  await expect(dialog.getByLabel('Due date')).toHaveValue('02/14/2026');
  await dialog.getByRole('checkbox', { name: 'Paid' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Bill ${load.Code} has been updated successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: load.Code });
  await expect(row).toContainText('01/15/2026');
  await expect(row).toContainText('02/14/2026');

  // Print invoice: the document without the shell when printed
  const invoice = await apiAs<Invoice>(page, `/api/Shipments/Invoice/${load.Id}`);
  await row.getByRole('button', { name: `Actions for ${load.Code}` }).click();
  await page.getByRole('menuitem', { name: 'Print invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/Loads/${load.Id}/invoice$`));
  const doc = page.getByRole('article', { name: `Invoice ${load.Code}` });
  await expect(doc).toContainText(invoice.IssuedFor.Name);
  await expect(doc).toContainText(invoice.IssuedBy.Name);
  await expect(doc.getByTestId('invoice-total')).toHaveText(money(invoice.TotalPrice));
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(doc).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invoice-print.png'), fullPage: true });
});

test('the demo shipper deletes a draft from its loads list after confirming', async ({ page }) => {
  await signInFor(page, demoAccounts.shipper.email);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const drafts = await apiAs<PartyLoadsPage>(page, `/api/Shipments/PartyLoads?pageNumber=1&pageSize=10&statusIds=${STATUS_DRAFT}`);
  const draft = drafts.Shipments[drafts.Shipments.length - 1];
  expect(draft, 'the demo shipper has a draft').toBeTruthy();

  // the admin list is BackOffice-only: a shipper who opens it lands on its own loads
  await page.goto('/Loads');
  await expect(page).toHaveURL(/\/shipper\/loads$/);
  await expect(page.getByRole('heading', { name: drafts.Party.Name })).toBeVisible();
  await pick(page, 'Status', 'Draft');
  const table = page.getByRole('table', { name: 'Loads' });
  const row = table.getByRole('row').filter({ hasText: draft.Code });
  await row.getByRole('checkbox').check();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected records: 1');

  await page.getByRole('button', { name: 'Delete All' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure' });
  await expect(confirm).toContainText("You won't be able to revert this");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: draft.Code })).toHaveCount(0);
  await expect(page.getByTestId('selected-count')).toHaveText('Selected records: 0');
  await expectAccessible(page);
});
