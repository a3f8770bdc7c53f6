import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PartyLoadRow } from '@/contract/loads';
import { PartyLoadCards } from './party-load-cards';

const row: PartyLoadRow = {
  Id: 41,
  Code: 'HB-000041',
  Status: 'Booked',
  StatusCode: 'BK',
  Shipper: 'Acme Paper',
  ShipperOwnerId: 3,
  Trucker: 'Blake Freight',
  TruckerOwnerId: 7,
  TotalPrice: 1850,
  FromCity: 'Dallas',
  FromState: 'TX',
  ToCity: 'Tulsa',
  ToState: 'OK',
  Stops: 2,
  BillPaid: false,
  BillUploaded: false,
  BillPaymentDate: null,
  BillDate: null,
  BillDueDate: null,
  InvoicePaid: false,
  InvoiceUploaded: false,
  InvoicePaymentDate: null,
  InvoiceDate: null,
  InvoiceDueDate: null,
  IsQuickPay: true,
  Created: '2026-11-20T10:00:00Z',
  ShipmentDate: '2026-11-28',
};

function cards(props: Partial<Parameters<typeof PartyLoadCards>[0]> = {}) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <PartyLoadCards
          rows={[row]}
          total={12}
          loading={false}
          page={1}
          pageSize={10}
          onPageChange={() => {}}
          sort={{ field: 'Id', order: 'desc' }}
          onSortChange={() => {}}
          filters={<label>Quick pay filter</label>}
          activeFilters={0}
          {...props}
        />
      </MantineProvider>
    </I18nProvider>
  );
}

describe("a trucker's loads on a phone", () => {
  it('shows each load as a card: its code, lane, status, price, ship date and stops', () => {
    render(cards());
    const card = screen.getByRole('article', { name: 'Load HB-000041' });
    expect(within(card).getByRole('link', { name: 'HB-000041' })).toBeTruthy();
    expect(card.textContent).toContain('Dallas, TX → Tulsa, OK');
    expect(card.textContent).toContain('$1,850.00');
    expect(card.textContent).toContain('Booked');
    expect(card.textContent).toContain('2 stops');
    expect(card.textContent).toContain('Quick pay');
    expect(screen.getByRole('status').textContent).toBe('12 loads');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });

  it('keeps the filters and sort in a sheet, and sorts from it', async () => {
    const onSortChange = vi.fn();
    render(cards({ onSortChange, activeFilters: 2 }));
    const open = screen.getByRole('button', { name: /Filters and sort/ });
    expect(open.textContent).toContain('2');
    expect(screen.queryByText('Quick pay filter')).toBeNull();
    fireEvent.click(open);
    expect(await screen.findByText('Quick pay filter')).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Price, highest first' }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'TotalPrice', order: 'desc' });
  });

  it('says so when no load matches', () => {
    render(cards({ rows: [], total: 0 }));
    expect(screen.getByText('No loads match these filters.')).toBeTruthy();
  });
});
