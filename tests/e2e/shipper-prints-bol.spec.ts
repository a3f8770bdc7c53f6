import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import type { BillOfLading } from '../../src/contract/shipment';
import { demoAccounts, expectToastFrom } from './fixtures';
import { apiAs, signInFor } from './tracking-helpers';

type PartyLoads = { Party: { Id: number }; Shipments: PartyLoadRow[] };

/** No serious or critical accessibility violation inside this part of the page (the rest is its owners' to check). */
async function expectAccessiblePart(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A load of the demo shipper with stops that it may still edit (notes can be added and deleted there). */
async function editableLoadWithStops(page: Page): Promise<PartyLoadRow> {
  const own = await apiAs<PartyLoads>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = own.Shipments.find((row) => row.Stops > 0 && ['OP', 'BK', 'DF'].includes(row.StatusCode));
  expect(load, 'the demo shipper has an editable load with stops').toBeTruthy();
  return load!;
}

test('the shipper opens the bill of lading of a load with stops: one page per stop, preview and print', async ({ page }) => {
  await signInFor(page, demoAccounts.shipper.email);
  const load = await editableLoadWithStops(page);
  const bol = await apiAs<BillOfLading>(page, `/api/Dashboard/BOL/${load.Id}`);
  expect(bol.Stops).toHaveLength(load.Stops);

  await page.goto(`/shipper/Loads/${load.Id}/edit`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'BOL' }).click();
  const dialog = page.getByRole('dialog', { name: `BOL Multi Shipment ID#: ${load.Code}` });
  await expect(dialog).toBeVisible();

  // One main page and one per stop, each with the load's number.
  const pages = dialog.locator('[data-bol-page]');
  await expect(pages).toHaveCount(1 + load.Stops);
  await expect(pages.first()).toContainText('Master bill of lading');
  await expect(pages.nth(1)).toContainText(`Stop 1 · ${bol.Stops[0]!.Type}`);
  await expect(pages.first()).toContainText(bol.ShipFrom.Company);
  await expect(pages.first().getByRole('img', { name: 'checked', exact: true })).toHaveCount(1);
  await expect(dialog.getByText('NOTE - This Load is Heavy')).toHaveCount(bol.IsHeavy ? 1 + load.Stops : 0);
  await expectAccessiblePart(page, '[role="dialog"]');

  // Print: the browser's print dialog opens, and on paper only the bill of lading pages are shown.
  await page.evaluate(() => {
    const w = window as Window & { printed?: number };
    w.printed = 0;
    w.print = () => void (w.printed = (w.printed ?? 0) + 1);
  });
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-bol-print] [data-bol-page]')).toHaveCount(1 + load.Stops);
  await expect(page.locator('[data-bol-print] [data-bol-page]').first()).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The full-screen preview, closed with its Close button.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: `Preview BOL ${load.Code}` });
  await expect(preview.locator('[data-bol-page]')).toHaveCount(1 + load.Stops);
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(preview).toBeHidden();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the shipper adds a private note and deletes it after confirming', async ({ page }) => {
  await signInFor(page, demoAccounts.shipper.email);
  const load = await editableLoadWithStops(page);
  await page.goto(`/shipper/Loads/${load.Id}/edit`);
  const notes = page.getByRole('region', { name: 'Notes', exact: true });
  await expect(notes.getByText('Loading notes…')).toHaveCount(0);
  const before = await notes.getByRole('listitem').count();

  await notes.getByRole('button', { name: 'Add Note' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Note' });
  await modal.getByRole('button', { name: 'Add Note' }).click();
  await expect(modal.getByText('The note is required.')).toBeVisible();

  const body = `Gate code ${Date.now() % 100_000}: call the dispatcher first.`;
  await modal.getByRole('textbox', { name: 'Note' }).fill(body);
  await expect(modal.getByText(`${body.length}/400 characters`)).toBeVisible();
  await modal.getByText('Public', { exact: true }).click();
  await expect(modal.getByRole('switch', { name: 'Public' })).not.toBeChecked();
  await expect(modal.getByText('Only you and BackOffice see the note.')).toBeVisible();
  await expectToastFrom(page, 'Your Note has been added', () => modal.getByRole('button', { name: 'Add Note' }).click());
  await expect(modal).toBeHidden();

  // Newest first, with its author and the Private badge.
  const note = notes.getByRole('listitem').first();
  await expect(note).toContainText(body);
  await expect(note).toContainText('Private');
  await expect(notes.getByRole('listitem')).toHaveCount(before + 1);
  await expectAccessiblePart(page, '[data-notes-panel]');

  await note.getByRole('button', { name: 'Delete note' }).click();
  await expectToastFrom(page, 'Your Note has been deleted', () => page.getByRole('button', { name: 'Yes, delete it!' }).click());
  await expect(notes.getByText(body)).toHaveCount(0);
  await expect(notes.getByRole('listitem')).toHaveCount(before);
});
