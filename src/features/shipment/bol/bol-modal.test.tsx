import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillOfLading, BolParty } from '@/contract/shipment';
import { BolModal } from './bol-modal';

const party = (Company: string): BolParty => ({
  Company,
  Address1: '1 Main St',
  City: 'Dallas',
  State: 'TX',
  ZipCode: '75201',
  ContactPhone: null,
  Number: null,
});
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
  ShipFrom: party('Origin Yard'),
  ShipTo: party('Receiver Plant'),
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
      FromAddress: party('Origin Yard'),
      ToAddress: party('Stop Dock'),
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
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <BolModal shipmentId={9} code="HB-9" opened onClose={() => {}} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
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
