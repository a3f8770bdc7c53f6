import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/lib/http/client';
import type { NewOutboxEntry, OutboxEntry } from '@/lib/offline/outbox-entry';
import { notifyKeptOnDevice } from '@/lib/ui/notify';
import { testEntry } from '@/lib/offline/test-entry';
import { renderStops, TEST_SHIPMENT } from './stops-test-kit';

const LOCAL = 'local:0b6f3f1e-1111-4222-8333-944445555666';

// the outbox of the load as the runtime would show it: a stop created offline, waiting, and a refused edit
const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[], writes: [] as NewOutboxEntry[] }));
vi.mock('@/lib/offline/use-offline', () => ({
  useOutbox: () => outbox.entries,
  useSendOrQueue: () => (write: NewOutboxEntry) => {
    outbox.writes.push(write);
    return Promise.resolve({ status: 'queued', outcome: 'folded', seq: 1 });
  },
}));
vi.mock('@/lib/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiGet: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/lib/ui/notify', () => ({ showNotice: vi.fn(), notifyKeptOnDevice: vi.fn() }));
vi.mock('../address/company-picker', () => ({ CompanyPicker: ({ label }: { label: string }) => <span>{label}</span> }));

const entry = (seq: number, patch: Partial<OutboxEntry>): OutboxEntry =>
  testEntry(seq, { loadId: TEST_SHIPMENT, loadCode: 'HB-12', kind: 'stop.create', ...patch });

const panelOf = (title: string) => screen.getByRole('button', { name: title }).closest('.mantine-Accordion-item') as HTMLElement;

describe('StopsEditor with writes waiting in the outbox (issue 7)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    outbox.writes.length = 0;
    outbox.entries = [
      entry(1, { target: LOCAL, payload: { Type: 'Pick-up', AddressId: 7, PickupNumber: 'PU-1', Name: 'Acme', City: 'Austin' } }),
      entry(2, { kind: 'stop.update', target: '2', baseVersion: 4, state: 'conflict', payload: { DestinationNumber: 'mine' } }),
    ];
    vi.mocked(notifyKeptOnDevice).mockClear();
  });

  it('shows the stop created offline last, waiting to sync, and a refused edit as not sent', () => {
    renderStops({ loadCode: 'HB-12' });
    const titles = screen.getAllByRole('button', { name: / · / }).map((b) => b.getAttribute('aria-label'));
    expect(titles).toEqual(['Drop · First Co', 'Drop · Second Co', 'Pick-up · Acme']);
    expect(within(panelOf('Pick-up · Acme')).getByText('Waiting to sync')).toBeTruthy();
    expect(within(panelOf('Drop · Second Co')).getByText(/^Not sent/)).toBeTruthy();
    expect(within(panelOf('Drop · First Co')).queryByText(/Waiting to sync|Not sent/)).toBeNull();
  });

  it('edits the stop created offline by its local id, without a version', async () => {
    renderStops({ loadCode: 'HB-12' });
    const panel = panelOf('Pick-up · Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Pick-up · Acme' }));
    fireEvent.input(await within(panel).findByRole('textbox', { name: 'PU #' }), { target: { value: 'PU-2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(outbox.writes).toHaveLength(1));
    expect(outbox.writes[0]).toMatchObject({
      kind: 'stop.update',
      target: LOCAL,
      baseVersion: null,
      loadId: TEST_SHIPMENT,
      loadCode: 'HB-12',
    });
    expect(outbox.writes[0]!.payload).toMatchObject({ PickupNumber: 'PU-2', AddressId: 7, Type: 'Pick-up' });
    expect(outbox.writes[0]!.payload).not.toHaveProperty('ShipmentId');
    await waitFor(() => expect(notifyKeptOnDevice).toHaveBeenCalled());
  });

  it('moves the stop created offline above a saved one, naming it by its local id', async () => {
    renderStops({ loadCode: 'HB-12' });
    fireEvent.click(within(panelOf('Pick-up · Acme')).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(outbox.writes).toHaveLength(1));
    expect(outbox.writes[0]).toMatchObject({
      kind: 'stop.move',
      payload: {
        Stops: [
          { StopId: 1, Position: 0 },
          { StopId: LOCAL, Position: 1 },
          { StopId: 2, Position: 2 },
        ],
      },
    });
  });
});
