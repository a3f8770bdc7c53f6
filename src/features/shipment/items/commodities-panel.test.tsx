import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import type * as Client from '@/lib/http/client';
import { shipmentKeys } from '../api';
import { stopKeys } from '../stops/api';
import { itemKeys } from './api';
import { CommoditiesPanel } from './commodities-panel';
import type * as Header from './commodities-header';
import type * as ItemViews from './item-views';
import { TEST_SHIPMENT_ID, testItems, testShipment, testViewModel } from './test-data';

// Count the renders of each item block (by its row key) and of the panel's header.
const renders = vi.hoisted(() => ({ items: {} as Record<string, number>, header: 0 }));

vi.mock('./item-views', async (importOriginal) => {
  const actual = await importOriginal<typeof ItemViews>();
  const count = (key: string) => (renders.items[key] = (renders.items[key] ?? 0) + 1);
  return {
    ...actual,
    ItemCard: (props: Parameters<typeof actual.ItemCard>[0]) => (count(props.rowKey), createElement(actual.ItemCard, props)),
    ItemTableRow: (props: Parameters<typeof actual.ItemTableRow>[0]) => (count(props.rowKey), createElement(actual.ItemTableRow, props)),
  };
});
vi.mock('./commodities-header', async (importOriginal) => {
  const actual = await importOriginal<typeof Header>();
  return {
    ...actual,
    CommoditiesHeader: (props: Parameters<typeof actual.CommoditiesHeader>[0]) => (
      renders.header++,
      createElement(actual.CommoditiesHeader, props)
    ),
  };
});
vi.mock('@/lib/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiGet: vi.fn(() => new Promise(() => {})),
  apiSend: vi.fn(() => new Promise(() => {})),
}));

async function renderPanel(modeId: number, itemCount: number, readOnly = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(shipmentKeys.detail(TEST_SHIPMENT_ID), testShipment);
  queryClient.setQueryData(shipmentKeys.viewModel(), testViewModel);
  queryClient.setQueryData(stopKeys.list(TEST_SHIPMENT_ID), { Stops: [] });
  queryClient.setQueryData(itemKeys.list(TEST_SHIPMENT_ID), testItems(itemCount));
  render(
    <TestProviders queryClient={queryClient}>
      <CommoditiesPanel shipmentId={TEST_SHIPMENT_ID} modeId={modeId} readOnly={readOnly} />
    </TestProviders>,
  );
  // the items render in batches after the first paint
  await waitFor(() => expect(screen.getAllByRole(itemCount > 0 ? 'article' : 'region').length).toBeGreaterThanOrEqual(itemCount), {
    timeout: 15_000,
  });
}

function typeInto(input: HTMLElement, text: string) {
  let value = (input as HTMLInputElement).value;
  for (const char of text) {
    value += char;
    fireEvent.input(input, { target: { value } });
  }
}

// Mantine inputs in jsdom are slow on a busy machine.
describe('CommoditiesPanel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    renders.items = {};
    renders.header = 0;
  });

  it('re-renders only the item being typed in, not its siblings nor the panel', async () => {
    await renderPanel(1, 4);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    renders.items = {};
    renders.header = 0;

    const second = screen.getByRole('article', { name: 'Item 2' });
    const commodity = within(second).getByRole('textbox', { name: 'Commodity' });
    typeInto(commodity, ' XL');

    expect((commodity as HTMLInputElement).value).toBe('Commodity 2 XL');
    expect(renders.items).toEqual({ 'item-101': 3 });
    expect(renders.header).toBe(0);
    // the edited item offers Save, the others do not
    expect(within(second).getByRole('button', { name: 'Save item 2' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Item 1' })).queryByRole('button', { name: 'Save item 1' })).toBeNull();
  });

  it('shows the item count, adds a blank item last, and lets only the first item change the units', async () => {
    await renderPanel(1, 2);
    expect(screen.getByText('2 items', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add commodity' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('textbox', { name: 'Commodity' })).toHaveProperty('value', 'Commodity 1');
    expect(within(cards[2]!).getByRole('textbox', { name: 'Commodity' })).toHaveProperty('value', '');
    expect(within(cards[2]!).getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '1');

    const unitOf = (card: HTMLElement) => within(card).getByRole('combobox', { name: 'Dimension unit' }) as HTMLSelectElement;
    expect(unitOf(cards[0]!).disabled).toBe(false);
    expect(unitOf(cards[1]!).disabled).toBe(true);
    expect(unitOf(cards[2]!).disabled).toBe(true);

    // the second item has a typed, unsaved weight
    typeInto(within(cards[1]!).getByRole('spinbutton', { name: /^Weight$/ }), '0');
    fireEvent.change(unitOf(cards[0]!), { target: { value: 'cm' } });
    const weightOf = (card: HTMLElement) => (within(card).getByRole('spinbutton', { name: /^Weight$/ }) as HTMLInputElement).value;
    for (const card of screen.getAllByRole('article')) {
      expect(unitOf(card).value).toBe('cm');
      expect((within(card).getByRole('combobox', { name: 'Weight type' }) as HTMLSelectElement).value).toBe('KGS');
    }
    // the values are converted and shown before anything is saved: 100 lb → 45.36 kg, the typed 1000 lb → 453.59 kg
    expect(weightOf(screen.getByRole('article', { name: 'Item 1' }))).toBe('45.36');
    expect(weightOf(screen.getByRole('article', { name: 'Item 2' }))).toBe('453.59');
    // the saved items now differ from the load's units, so each needs saving
    expect(screen.getByRole('button', { name: 'Save item 2' })).toBeTruthy();
    // back to in: the saved weight is exactly what is stored again
    fireEvent.change(unitOf(screen.getByRole('article', { name: 'Item 1' })), { target: { value: 'in' } });
    expect(weightOf(screen.getByRole('article', { name: 'Item 1' }))).toBe('100');
  });

  it('does not save an item with required fields left empty, and says which', async () => {
    const { apiSend } = await import('@/lib/http/client');
    vi.mocked(apiSend).mockClear();
    await renderPanel(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Add commodity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save item 2' }));
    const card = screen.getByRole('article', { name: 'Item 2' });
    expect(within(card).getByText('Commodity is required')).toBeTruthy();
    expect(within(card).getByText('Length is required')).toBeTruthy();
    expect(apiSend).not.toHaveBeenCalled();
    // typing in a field clears its message
    typeInto(within(card).getByRole('textbox', { name: 'Commodity' }), 'Bolts');
    expect(within(card).queryByText('Commodity is required')).toBeNull();
  });

  it('disables the unused weight type in the generic layout once two items share one', async () => {
    await renderPanel(2, 2);
    const card = screen.getByRole('article', { name: 'Item 1' });
    const kgs = within(within(card).getByRole('combobox', { name: 'Weight type' })).getByRole('option', {
      name: 'KGS',
    }) as HTMLOptionElement;
    expect(kgs.disabled).toBe(true);
    expect(within(card).queryByRole('textbox', { name: 'NMFC' })).toBeNull();
    expect(within(card).getByRole('spinbutton', { name: 'Cube' })).toBeTruthy();
  });

  it('switches to the table view with one row per item', async () => {
    await renderPanel(1, 3);
    fireEvent.click(screen.getByText('Table'));
    const table = screen.getByRole('table', { name: 'Commodities' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Class' })).toBeTruthy();
  });

  it('disables every input and hides add, save and delete in read-only mode', async () => {
    await renderPanel(1, 2, true);
    expect(screen.queryByRole('button', { name: 'Add commodity' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Delete|Save) item/ })).toBeNull();
    const card = screen.getByRole('article', { name: 'Item 1' });
    for (const input of within(card).getAllByRole('textbox')) expect((input as HTMLInputElement).disabled).toBe(true);
    for (const input of within(card).getAllByRole('spinbutton')) expect((input as HTMLInputElement).disabled).toBe(true);
  });
});
