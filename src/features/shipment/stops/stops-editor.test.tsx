import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/lib/http/client';
import { apiSend, HttpError } from '@/lib/http/client';
import { showNotice } from '@/lib/ui/notify';
import { renderStops, TEST_SHIPMENT, testStop } from './stops-test-kit';

vi.mock('@/lib/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiGet: vi.fn(() => new Promise(() => {})),
  apiSend: vi.fn(() => Promise.resolve({})),
}));
vi.mock('@/lib/ui/notify', () => ({ showNotice: vi.fn() }));
// the address book picker is H3's; here a plain input that chooses company 7
vi.mock('../address/company-picker', () => ({
  CompanyPicker: ({ label, onChange }: { label: string; onChange: (id: number, address: unknown) => void }) => (
    <button
      type="button"
      onClick={() =>
        onChange(7, {
          Id: 7,
          Name: 'Acme',
          Address1: '1 Main',
          Address2: '',
          City: 'Austin',
          State: 'Texas',
          Country: 'United States',
          Zipcode: '73301',
        })
      }
    >
      {`${label}: choose Acme`}
    </button>
  ),
}));

const send = vi.mocked(apiSend);

describe('StopsEditor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    send.mockClear();
    vi.mocked(showNotice).mockClear();
  });

  it('adds a new stop that needs a company before it can be saved, then posts it with an Idempotency-Key', async () => {
    renderStops();
    fireEvent.click(screen.getByRole('button', { name: 'Add pick-up stop' }));
    const panel = screen.getByRole('button', { name: 'New stop · Pick-up' }).closest('.mantine-Accordion-item') as HTMLElement;
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(showNotice).toHaveBeenCalledWith('warning', 'Oops!', 'Please select a company name');
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(within(panel).getByRole('button', { name: 'Company: choose Acme' }));
    send.mockResolvedValueOnce({ Id: 3, Version: 1, Stop: { ...testStop(3, 2, 'Acme'), Type: 'Pick-up' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showNotice).toHaveBeenCalledWith('success', 'Great', 'Your Stop has been Added.'));
    const [method, path, body, opts] = send.mock.calls[0]!;
    expect([method, path]).toEqual(['POST', '/api/Shipments/Stops']);
    expect(body).toMatchObject({ ShipmentId: TEST_SHIPMENT, Type: 'Pick-up', AddressId: 7 });
    expect((opts as { headers: Record<string, string> }).headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('moves a stop by sending the whole new order', async () => {
    renderStops();
    const second = screen.getByRole('button', { name: 'Drop · Second Co' }).closest('.mantine-Accordion-item') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]!.slice(0, 3)).toEqual([
      'PUT',
      '/api/Shipments/MoveStops',
      {
        ShipmentId: TEST_SHIPMENT,
        Stops: [
          { StopId: 2, Position: 0 },
          { StopId: 1, Position: 1 },
        ],
      },
    ]);
    // shown in the new order at once
    const titles = screen.getAllByRole('button', { name: /^Drop · / }).map((b) => b.getAttribute('aria-label'));
    expect(titles).toEqual(['Drop · Second Co', 'Drop · First Co']);
  });

  it('shows Save on a saved stop once edited and sends its version as If-Match', async () => {
    renderStops();
    const first = screen.getByRole('button', { name: 'Drop · First Co' });
    const panel = first.closest('.mantine-Accordion-item') as HTMLElement;
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(first);
    fireEvent.input(await within(panel).findByRole('textbox', { name: 'DEL #' }), { target: { value: 'D-77' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showNotice).toHaveBeenCalledWith('success', 'Great', 'Your Stop has been Updated'));
    const [method, path, body, opts] = send.mock.calls[0]!;
    expect([method, path]).toEqual(['PUT', '/api/Shipments/Stops/1']);
    expect(body).toMatchObject({ DestinationNumber: 'D-77', AddressId: 3 });
    // sendOrQueue's wire shape (src/lib/offline/requests.ts): the bare version, which the server reads like the quoted one
    expect((opts as { headers: Record<string, string> }).headers['If-Match']).toBe('4');
  });

  it('offers the server version when someone else changed the stop (412)', async () => {
    renderStops();
    const first = screen.getByRole('button', { name: 'Drop · First Co' });
    const panel = first.closest('.mantine-Accordion-item') as HTMLElement;
    fireEvent.click(first);
    fireEvent.input(await within(panel).findByRole('textbox', { name: 'DEL #' }), { target: { value: 'mine' } });
    const current = { ...testStop(1, 0, 'First Co'), DestinationNumber: 'theirs', Version: 5 };
    send.mockRejectedValueOnce(new HttpError(412, { Message: 'This stop was changed by someone else.', Current: current } as never));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload the stop' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'DEL #' })).toHaveProperty('value', 'theirs'));
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('hides every action in read-only mode', () => {
    renderStops({ readOnly: true });
    expect(screen.queryByRole('button', { name: 'Add pick-up stop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete stop' })).toBeNull();
  });
});
