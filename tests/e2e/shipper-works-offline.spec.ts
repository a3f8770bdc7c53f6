import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Note, Stop } from '../../src/contract/shipment';
import { accessToken, demoAccounts, signInAs } from './fixtures';
import { goOffline, goOnline, outboxEntries, waitForServiceWorkerControl } from './offline-helpers';
import { editableDraftLoad, pickCompany, saveDelNumberOffline, shipperWithDraftLoad, stopPanel } from './shipment-helpers';
import { adminToken, apiAs } from './tracking-helpers';

test.use({ serviceWorkers: 'allow' });

const stopsOf = async (page: Page, loadId: number) => (await apiAs<{ Stops: Stop[] }>(page, `/api/Shipments/Stops/${loadId}`)).Stops;

/** Opens the load's edit page online and lets the service worker take the page, so it keeps working offline. */
async function openEditPage(page: Page, loadId: number): Promise<Locator> {
  await page.goto(`/shipper/Loads/${loadId}/edit`);
  await waitForServiceWorkerControl(page);
  const stops = page.getByRole('region', { name: 'Stops' });
  await expect(stops).toBeVisible();
  await expect(page.locator('[data-notes-panel]').getByText('Loading notes…')).toHaveCount(0);
  return stops;
}

test('offline, a shipper adds a note and a stop, edits the new stop, and both land once when back online', async ({ page, context }) => {
  // unique per run, so a repeated run on the same seeded load counts only its own note
  const noteBody = `Written without a network (${Date.now() % 1_000_000})`;
  const { load, companies } = await shipperWithDraftLoad(page);
  const company = companies[0]!;
  const notesBefore = await apiAs<Note[]>(page, `/api/Notes/${load.id}`);
  const stopsBefore = await stopsOf(page, load.id);
  const stops = await openEditPage(page, load.id);
  // Offline, the company picker fills in the address lines of companies this device has opened before (others are
  // chosen without them): open it once online, in a stop that is then dropped unsaved.
  await page.getByRole('button', { name: 'Add drop stop' }).click();
  const warmUp = stopPanel(stops, 'New stop · Drop');
  await pickCompany(warmUp, company.Name);
  await warmUp.getByRole('button', { name: 'Delete stop' }).click();
  await expect(warmUp).toHaveCount(0);

  await goOffline(context);
  const notes = page.locator('[data-notes-panel]');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(noteBody);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toBeHidden();
  const waitingNote = notes.getByRole('listitem').filter({ hasText: noteBody });
  await expect(waitingNote.getByText('Waiting to sync')).toBeVisible();

  await page.getByRole('button', { name: 'Add drop stop' }).click();
  const fresh = stopPanel(stops, 'New stop · Drop');
  await pickCompany(fresh, company.Name);
  await fresh.getByRole('textbox', { name: 'DEL #' }).fill('OFFLINE-1');
  await fresh.getByRole('button', { name: 'Save' }).click();
  const waitingStop = stops
    .locator('.mantine-Accordion-item[data-sync="waiting"]')
    .filter({ has: page.getByRole('button', { name: `Drop · ${company.Name}`, exact: true }) });
  await expect(waitingStop.getByText('Waiting to sync')).toBeVisible();

  // The stop created offline is edited once more: the edit folds into its waiting create.
  await expect(waitingStop.getByRole('textbox', { name: 'DEL #' })).toHaveValue('OFFLINE-1');
  await waitingStop.getByRole('textbox', { name: 'DEL #' }).fill('OFFLINE-2');
  await waitingStop.getByRole('button', { name: 'Save' }).click();
  await expect(waitingStop.getByRole('button', { name: 'Save' })).toBeHidden();
  expect((await outboxEntries(page)).filter((e) => e.loadId === load.id).map((e) => e.kind)).toEqual(['note.create', 'stop.create']);

  await goOnline(context);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect(notes.getByRole('listitem').filter({ hasText: noteBody })).toHaveCount(1);
  await expect(stops.getByRole('button', { name: `Drop · ${company.Name}`, exact: true })).toHaveCount(
    stopsBefore.filter((s) => s.Type === 'Drop' && s.Name === company.Name).length + 1,
  );

  const notesAfter = await apiAs<Note[]>(page, `/api/Notes/${load.id}`);
  expect(notesAfter.length).toBe(notesBefore.length + 1);
  expect(notesAfter.filter((n) => n.Body === noteBody)).toHaveLength(1);
  const stopsAfter = await stopsOf(page, load.id);
  expect(stopsAfter.length).toBe(stopsBefore.length + 1);
  const added = stopsAfter.filter((s) => !stopsBefore.some((b) => b.Id === s.Id));
  expect(added.map((s) => [s.Type, s.AddressId, s.DestinationNumber])).toEqual([['Drop', company.Id, 'OFFLINE-2']]);
  expect(await outboxEntries(page)).toEqual([]);
});

test('a stop edited offline that the admin changed meanwhile becomes a conflict, and "Keep mine" wins', async ({
  page,
  context,
  request,
}) => {
  const { load, companies } = await shipperWithDraftLoad(page);
  const company = companies[0]!;
  const stopInput = { ShipmentId: load.id, Type: 'Drop', AddressId: company.Id, DestinationNumber: 'BEFORE' };
  const created = await page.request.post('/api/Shipments/Stops', {
    data: stopInput,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(created.status()).toBe(200);
  const stop = ((await created.json()) as { Stop: Stop }).Stop;
  const stops = await openEditPage(page, load.id);

  await goOffline(context);
  const panel = stops.locator(`.mantine-Accordion-item[data-stop-id="${stop.Id}"]`);
  await panel.getByRole('button', { name: `Drop · ${company.Name}`, exact: true }).click();
  await saveDelNumberOffline(panel, 'MINE');

  // Meanwhile the admin changes the same stop (its version moves on).
  const admin = await adminToken(request);
  const theirs = await request.put(`/api/Shipments/Stops/${stop.Id}`, {
    data: { ...stopInput, DestinationNumber: 'THEIRS' },
    headers: { Authorization: `Bearer ${admin}`, 'If-Match': String(stop.Version) },
  });
  expect(theirs.status()).toBe(200);

  await goOnline(context);
  await expect(panel.getByText(/^Not sent/)).toBeVisible();
  await expect.poll(async () => (await outboxEntries(page)).map((e) => `${e.kind} ${e.state}`)).toEqual(['stop.update conflict']);
  // the shipper still sees the value they typed, marked as not sent
  await expect(panel.getByRole('textbox', { name: 'DEL #' })).toHaveValue('MINE');

  await page.getByRole('button', { name: /^Sync/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Sync' });
  // both values side by side, under the label the stop form gives the field
  const delNumber = drawer.getByRole('row', { name: /^DEL #/ });
  await expect(delNumber).toContainText('MINE');
  await expect(delNumber).toContainText('THEIRS');
  await drawer.getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(async () => (await stopsOf(page, load.id)).find((s) => s.Id === stop.Id)?.DestinationNumber).toBe('MINE');
  await expect(panel.getByText(/^Not sent|Waiting to sync/)).toHaveCount(0);
});

test('stop conflicts each resolve: a reorder made before the admin added a stop, an edit of a stop the admin deleted; a stop added offline shows its company', async ({
  page,
  context,
  request,
}) => {
  const { load, companies } = await shipperWithDraftLoad(page);
  const [company, other] = [companies[0]!, companies[1]!];
  const token = await accessToken(page);
  const admin = await adminToken(request);
  const addStop = async (bearer: string, destination: string) => {
    const res = await request.post('/api/Shipments/Stops', {
      data: { ShipmentId: load.id, Type: 'Drop', AddressId: company.Id, DestinationNumber: destination },
      headers: { Authorization: `Bearer ${bearer}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { Stop: Stop }).Stop;
  };
  const run = `${Date.now() % 100_000}`;
  await addStop(token, `A-${run}`);
  const b = await addStop(token, `B-${run}`);
  const c = await addStop(token, `C-${run}`);
  const stops = await openEditPage(page, load.id);
  const panelOf = (stop: Stop) => stops.locator(`.mantine-Accordion-item[data-stop-id="${stop.Id}"]`);

  await goOffline(context);
  // B goes above A; C is edited; a stop is added with a company whose address this device never read.
  await panelOf(b).getByRole('button', { name: 'Move up' }).click();
  await expect(panelOf(b).getByText('Waiting to sync')).toBeVisible();
  await panelOf(c)
    .getByRole('button', { name: `Drop · ${company.Name}`, exact: true })
    .click();
  await panelOf(c).getByRole('textbox', { name: 'DEL #' }).fill(`MINE-${run}`);
  await panelOf(c).getByRole('button', { name: 'Save' }).click();
  await expect(panelOf(c).getByText('Waiting to sync')).toBeVisible();
  await page.getByRole('button', { name: 'Add drop stop' }).click();
  const fresh = stopPanel(stops, 'New stop · Drop');
  await fresh.getByRole('textbox', { name: 'Company' }).fill(other.Name.slice(0, 6));
  await page.getByRole('option', { name: other.Name, exact: true }).click();
  await fresh.getByRole('button', { name: 'Save' }).click();
  // titled by its company, not "Drop ·"
  await expect(stopPanel(stops, `Drop · ${other.Name}`).getByText('Waiting to sync')).toBeVisible();

  // Meanwhile the admin adds a stop and deletes C.
  const x = await addStop(admin, `X-${run}`);
  const gone = await request.delete(`/api/Shipments/Stops/${c.Id}`, {
    headers: { Authorization: `Bearer ${admin}`, 'If-Match': String(c.Version) },
  });
  expect(gone.status()).toBe(200);

  await goOnline(context);
  // The reorder is a conflict, not "The request is invalid.": the list shows the admin's stop, the moved ones marked.
  await expect(panelOf(x)).toBeVisible();
  await expect(panelOf(b).getByText(/^Not sent/)).toBeVisible();
  await page.getByRole('button', { name: /^Sync/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Sync' });
  await expect(drawer).toContainText('The stops of this load changed since you ordered them.');
  await drawer.getByRole('button', { name: 'Keep my order' }).click();
  // then the edit of the stop the admin deleted: adding it again works (Keep mine would be refused again)
  await expect(drawer).toContainText('Someone else deleted this stop.');
  await drawer.getByRole('button', { name: 'Add it again' }).click();
  await expect(drawer.getByText('All changes are sent.')).toBeVisible();

  const after = await stopsOf(page, load.id);
  // after the load's seeded stops: my order, the admin's stop in its place, C added again with my edit, then the new stop
  expect(after.slice(-5).map((s) => s.DestinationNumber)).toEqual([`B-${run}`, `A-${run}`, `X-${run}`, `MINE-${run}`, null]);
  expect(after.at(-1)).toMatchObject({ AddressId: other.Id, Name: other.Name });
  expect(after.some((s) => s.Id === c.Id)).toBe(false);
  expect(await outboxEntries(page)).toEqual([]);
});

test('signing out with changes not yet sent asks first; signing out anyway deletes them from this device', async ({ page, context }) => {
  await signInAs(page, demoAccounts.shipper.email);
  const load = await editableDraftLoad(page, { freight: false });
  await openEditPage(page, load.id);

  await goOffline(context);
  const notes = page.locator('[data-notes-panel]');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Never sent: signed out first');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: 'Never sent: signed out first' }).getByText('Waiting to sync')).toBeVisible();

  const signOut = async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  };
  await signOut();
  const warning = page.getByRole('dialog', { name: 'Sign out with unsent changes?' });
  await expect(warning).toContainText('not been sent yet');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/shipper/Loads/${load.id}/edit$`));
  expect(await outboxEntries(page)).toHaveLength(1);

  await signOut();
  await warning.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect
    .poll(() =>
      page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('haulbase-user-'))),
    )
    .toEqual([]);

  await goOnline(context);
  await signInAs(page, demoAccounts.shipper.email);
  const notesAfter = await apiAs<Note[]>(page, `/api/Notes/${load.id}`);
  expect(notesAfter.filter((note) => note.Body === 'Never sent: signed out first')).toEqual([]);
});
