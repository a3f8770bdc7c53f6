import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Stop } from '../../src/contract/shipment';
import { accessToken } from './fixtures';
import { goOffline, goOnline, outboxEntries, waitForServiceWorkerControl } from './offline-helpers';
import { saveDelNumberOffline, shipperWithDraftLoad } from './shipment-helpers';
import { adminToken, apiAs } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 35 items 1 and 2: a stop the shipper edits offline while staff change it. Resolving with the server's values
 * leaves the form exactly as the server holds it (so the next save cannot bring the old values back), and a field only
 * staff changed is merged without asking.
 */

const stopOf = async (page: Page, loadId: number, id: number) =>
  (await apiAs<{ Stops: Stop[] }>(page, `/api/Shipments/Stops/${loadId}`)).Stops.find((s) => s.Id === id)!;

/** A new drop on the shipper's draft with DEL # BEFORE; its panel open in the stops editor, the worker in control. */
async function stopToEdit(page: Page): Promise<{ loadId: number; stop: Stop; input: Record<string, unknown>; panel: Locator }> {
  const { load, companies } = await shipperWithDraftLoad(page);
  const company = companies[0]!;
  const input = { ShipmentId: load.id, Type: 'Drop', AddressId: company.Id, DestinationNumber: 'BEFORE', Note: null };
  const created = await page.request.post('/api/Shipments/Stops', {
    data: input,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(created.status()).toBe(200);
  const stop = ((await created.json()) as { Stop: Stop }).Stop;
  await page.goto(`/shipper/Loads/${load.id}/edit`);
  await waitForServiceWorkerControl(page);
  const panel = page.getByRole('region', { name: 'Stops' }).locator(`.mantine-Accordion-item[data-stop-id="${stop.Id}"]`);
  await panel.getByRole('button', { name: `Drop · ${company.Name}`, exact: true }).click();
  return { loadId: load.id, stop, input, panel };
}

/** Staff save the stop over the version the shipper opened. */
async function staffSave(request: APIRequestContext, stop: Stop, body: Record<string, unknown>): Promise<void> {
  const saved = await request.put(`/api/Shipments/Stops/${stop.Id}`, {
    data: body,
    headers: { Authorization: `Bearer ${await adminToken(request)}`, 'If-Match': String(stop.Version) },
  });
  expect(saved.status()).toBe(200);
}

test('"Take the server\'s" leaves the form as the server holds the stop, and the next save keeps the server\'s values', async ({
  page,
  context,
  request,
}) => {
  const { loadId, stop, input, panel } = await stopToEdit(page);
  await goOffline(context);
  await saveDelNumberOffline(panel, 'MINE');
  await staffSave(request, stop, { ...input, DestinationNumber: 'THEIRS' });

  await goOnline(context);
  await expect(panel.getByText(/^Not sent/)).toBeVisible();
  await page.getByRole('button', { name: /^Sync/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Sync' });
  await expect(drawer.getByRole('row', { name: /^DEL #/ })).toContainText('THEIRS');
  await drawer.getByRole('button', { name: "Take the server's" }).click();
  await page.getByRole('dialog', { name: "Take the server's version?" }).getByRole('button', { name: "Take the server's" }).click();
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Exactly the server's stop: its value, no mark, nothing to save.
  await expect(panel.getByRole('textbox', { name: 'DEL #' })).toHaveValue('THEIRS');
  await expect(panel.getByText(/^Not sent|Waiting to sync/)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // The next edit is saved over the server's version, with the server's DEL #.
  await panel.getByRole('textbox', { name: 'Note' }).fill('Gate 4');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await stopOf(page, loadId, stop.Id)).Note).toBe('Gate 4');
  expect((await stopOf(page, loadId, stop.Id)).DestinationNumber).toBe('THEIRS');
  expect(await outboxEntries(page)).toEqual([]);
});

test('a field only staff changed merges by itself: the shipper is not asked and keeps both changes', async ({ page, context, request }) => {
  const { loadId, stop, input, panel } = await stopToEdit(page);
  await goOffline(context);
  await saveDelNumberOffline(panel, 'MINE');
  await staffSave(request, stop, { ...input, Note: 'Staff: call first' });

  await goOnline(context);
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  expect(await stopOf(page, loadId, stop.Id)).toMatchObject({ DestinationNumber: 'MINE', Note: 'Staff: call first' });
  await expect(panel.getByRole('textbox', { name: 'Note' })).toHaveValue('Staff: call first');
  await expect(panel.getByRole('textbox', { name: 'DEL #' })).toHaveValue('MINE');
});
