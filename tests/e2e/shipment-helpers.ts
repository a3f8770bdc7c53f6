import { expect, type Locator, type Page } from '@playwright/test';
import type { LoadsPage } from '../../src/contract/loads';
import type { AddressOption, Shipment, ShipmentViewModel } from '../../src/contract/shipment';
import { demoAccounts, signInAs } from './fixtures';
import { apiAs } from './tracking-helpers';

/**
 * An editable draft load of the demo shipper, not the benchmark's big one: in the freight (LTL, mode 1) layout, or
 * (`freight: false`) in another mode, so that journeys running side by side in two workers do not edit the same load.
 */
export async function editableDraftLoad(page: Page, { freight }: { freight: boolean }): Promise<Shipment> {
  const list = await apiAs<LoadsPage>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  for (const row of list.Shipments.filter((load) => load.StatusCode === 'DF')) {
    const shipment = await apiAs<Shipment>(page, `/api/Shipments/${row.Id}`);
    if ((shipment.ModeId === 1) === freight && shipment.CanEdit && shipment.SoNumber !== 'BENCH-10x50') return shipment;
  }
  throw new Error(`the seed has no editable draft ${freight ? 'LTL' : 'non-LTL'} load for the demo shipper`);
}

/** Signs the demo shipper in: a non-LTL editable draft load of theirs, and the companies of their address book. */
export async function shipperWithDraftLoad(page: Page): Promise<{ load: Shipment; companies: AddressOption[] }> {
  await signInAs(page, demoAccounts.shipper.email);
  const load = await editableDraftLoad(page, { freight: false });
  const { Addresses } = await apiAs<ShipmentViewModel>(page, '/api/Shipments/GetViewModel');
  return { load, companies: Addresses };
}

/** Types `value` as the open stop's DEL # and saves with the network off: the change waits to sync. */
export async function saveDelNumberOffline(panel: Locator, value: string): Promise<void> {
  await panel.getByRole('textbox', { name: 'DEL #' }).fill(value);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Waiting to sync')).toBeVisible();
}

/** A stop's panel in the stops editor, by its title ("Drop · Acme", "New stop · Drop"). */
export function stopPanel(stops: Locator, title: string): Locator {
  return stops.locator('.mantine-Accordion-item').filter({ has: stops.page().getByRole('button', { name: title, exact: true }) });
}

/** Picks a company of the address book in a stop panel and waits for its address to fill in. */
export async function pickCompany(panel: Locator, name: string): Promise<void> {
  const picker = panel.getByRole('textbox', { name: 'Company' });
  await picker.click();
  await picker.fill(name.slice(0, 6));
  await panel.page().getByRole('option', { name, exact: true }).click();
  await expect(panel.getByRole('textbox', { name: 'Address 1' })).not.toHaveValue('');
}
