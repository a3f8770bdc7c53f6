import { Notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import type { BillOfLading } from '@/contract/shipment';
import { bolParty } from './fixtures';
import { BolModal } from './bol-modal';

const bol: BillOfLading = {
  Code: 'HB-9',
  CustomerRefNumber: 'CR1',
  PuAppointmentDate: null,
  PuAppointmentToDate: null,
  DelAppointmentDate: null,
  DelAppointmentToDate: null,
  ShippingTimeZone: 'America/Chicago',
  ReceivingTimeZone: 'America/Chicago',
  ShippingDepartureDate: '2026-11-20T14:05:00Z',
  ReceivingArrivalDate: null,
  ShipFrom: bolParty('Origin Yard'),
  ShipTo: bolParty('Receiver Plant'),
  BillTo: null,
  Trucker: { Name: 'Blake Freight', TrailerNumber: 'TR-1', SealNumber: null, Scac: 'BLKF', ProNumber: null },
  FreightChargesterms: 'Collect',
  WeightType: 'LBS',
  Items: [{ Id: 1, Pieces: 10, PackageType: 'Pallet', Weight: 12000, HazMat: true, Commodity: 'Steel', NMFC: '1234-5', Class: 70 }],
  TotalPieces: 10,
  TotalWeight: 12000,
  CodAmount: 250,
  IsHeavy: true,
  Stops: [
    {
      Type: 'Drop',
      FromAddress: bolParty('Origin Yard'),
      ToAddress: bolParty('Stop Dock'),
      Items: [],
      TotalPieces: 0,
      TotalWeight: 0,
      PuAppointmentDate: null,
      PuAppointmentToDate: null,
      DelAppointmentDate: null,
      DelAppointmentToDate: null,
      TimeZone: 'America/Chicago',
      EventDate: '2026-11-20T16:40:00Z',
    },
  ],
};

function renderModal(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <Notifications />
      <BolModal shipmentId={9} code="HB-9" opened onClose={() => {}} />
    </TestProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('BolModal (spec 2 §2.9)', () => {
  it('shows the main page and one page per stop, the heavy note, the charge terms and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderModal(new Response(JSON.stringify(bol), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const dialog = await screen.findByRole('dialog', { name: 'BOL Multi Shipment ID#: HB-9' });
    const pages = await within(dialog).findAllByRole('article');
    expect(pages).toHaveLength(2);
    expect(within(pages[0]!).getByText('NOTE - This Load is Heavy')).toBeTruthy();
    expect(within(pages[1]!).getByText('Stop 1 · Drop')).toBeTruthy();
    expect(within(pages[1]!).getByText('Stop Dock')).toBeTruthy();
    expect(within(pages[0]!).getByRole('img', { name: 'checked' }).parentElement?.textContent).toContain('Collect');
    expect(within(pages[0]!).getByText('$250.00')).toBeTruthy();
    // Trip times once driven: the main page has left the pick-up, the stop was reached.
    expect(within(pages[0]!).getByText('Departed pick-up').nextElementSibling?.textContent).toContain('11/20/2026');
    expect(within(pages[0]!).queryByText('Arrived at delivery')).toBeNull();
    expect(within(pages[1]!).getByText('Arrived at delivery').nextElementSibling?.textContent).toContain('11/20/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // the copy that goes to paper holds the same pages
    expect(document.querySelectorAll('[data-bol-print] [data-bol-page]')).toHaveLength(2);
  });

  it('says "No data found !" when the report cannot be loaded', async () => {
    renderModal(new Response('{"Message":"Not found"}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
    expect((await screen.findAllByText('No data found !')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
  });
});
