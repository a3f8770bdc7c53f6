import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import type { DetentionAnswer, PayStatement, StopDetention } from '@/contract/pay';
import { payKeys } from './api';
import { DetentionCard } from './detention-card';
import { PayStatementCard } from './pay-statement-card';

const stop = (over: Partial<StopDetention>): StopDetention => ({
  StopKey: 'receiver',
  Name: 'Windy City Grocers',
  City: 'Chicago',
  State: 'Illinois',
  AppointmentStart: null,
  ArrivedAt: '2026-11-20T14:00:00Z',
  DepartedAt: '2026-11-20T16:45:00Z',
  FreeMinutes: 120,
  BillableMinutes: 45,
  RatePerHour: 50,
  Amount: 37.5,
  Source: 'StatusTaps',
  PositionsInside: 12,
  Running: false,
  GeofenceOffer: null,
  AdjustReason: null,
  ...over,
});

function renderWith(seed: (client: QueryClient) => void, ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  render(<TestProviders queryClient={client}>{ui}</TestProviders>);
}

const answer = (stops: StopDetention[]): DetentionAnswer => ({
  ShipmentId: 7,
  FreeMinutes: 120,
  RatePerHour: 50,
  Stops: stops,
  BillableMinutes: stops.reduce((n, s) => n + s.BillableMinutes, 0),
  Amount: stops.reduce((n, s) => n + s.Amount, 0),
  AsOf: new Date().toISOString(),
});

describe('DetentionCard', () => {
  it('shows "Detention 0:45 · $37.50" for a stop left after 2 h 45 min', () => {
    renderWith((c) => c.setQueryData(payKeys.detention(7), answer([stop({})])), <DetentionCard loadId={7} carrier={false} />);
    expect(screen.getByTestId('detention-total').textContent).toBe('Detention 0:45 · $37.50');
    expect(screen.getByText('From the status taps · 12 positions inside the stop’s area')).toBeTruthy();
  });

  it('counts a stop with no departure up to now', () => {
    const arrived = new Date(Date.now() - (3 * 60 + 5) * 60_000).toISOString();
    const running = stop({ ArrivedAt: arrived, DepartedAt: null, Running: true, BillableMinutes: 0, Amount: 0 });
    renderWith((c) => c.setQueryData(payKeys.detention(7), answer([running])), <DetentionCard loadId={7} carrier={false} />);
    expect(screen.getByTestId('detention-total').textContent).toBe('Detention 1:00 · $50.00');
    expect(screen.getByText(/Out still there/)).toBeTruthy();
  });

  it('offers the geofence’s times to the carrier only', () => {
    const offer = { ArrivedAt: '2026-11-20T12:30:00Z', DepartedAt: '2026-11-20T16:50:00Z', BillableMinutes: 135, Amount: 112.5 };
    const data = answer([stop({ GeofenceOffer: offer })]);
    renderWith((c) => c.setQueryData(payKeys.detention(7), data), <DetentionCard loadId={7} carrier />);
    expect(screen.getByRole('button', { name: 'Use these times' })).toBeTruthy();
    expect(screen.getByText(/detention 2:15 · \$112\.50\./)).toBeTruthy();
  });
});

describe('DetentionCard for staff', () => {
  it('lets staff adjust a stop, and asks for the reason before anything is sent', async () => {
    const send = vi.spyOn(globalThis, 'fetch');
    renderWith((c) => c.setQueryData(payKeys.detention(7), answer([stop({})])), <DetentionCard loadId={7} carrier={false} staff />);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust detention at Windy City Grocers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust detention at Windy City Grocers' });
    expect((screen.getByRole('textbox', { name: 'Billable minutes' }) as HTMLInputElement).value).toBe('45');
    fireEvent.click(screen.getByRole('button', { name: 'Save detention' }));
    expect(await screen.findByText('Give a reason (at most 400 characters).')).toBeTruthy();
    expect(dialog).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('offers no adjustment to the shipper or the carrier', () => {
    renderWith((c) => c.setQueryData(payKeys.detention(7), answer([stop({})])), <DetentionCard loadId={7} carrier />);
    expect(screen.queryByRole('button', { name: /^Adjust/ })).toBeNull();
  });
});

describe('PayStatementCard', () => {
  const statement: PayStatement = {
    ShipmentId: 7,
    Code: 'HB-1',
    Carrier: 'Road Runner',
    Rate: 2500,
    LineHaul: 2300,
    Accessorials: [{ Name: 'Lumper', Total: 200 }],
    Detention: [],
    DetentionTotal: 0,
    Gross: 2500,
    PlatformFee: 50,
    PlatformFeePercent: 2,
    QuickPayFee: 0,
    QuickPayFeePercent: 3,
    Net: 2450,
    Status: 'Due',
    ExpectedPaymentDate: '2026-12-20T00:00:00Z',
    PaidDate: null,
    QuickPay: null,
    QuickPayUnavailable: null,
    QuickPayUnavailableId: null,
  };

  it('lists the carrier’s money and offers quick pay when it may be asked for', () => {
    renderWith((c) => c.setQueryData(payKeys.statement(7), statement), <PayStatementCard loadId={7} carrier backOffice={false} />);
    expect(screen.getByText('Net pay')).toBeTruthy();
    expect(screen.getByText('$2,450.00')).toBeTruthy();
    expect(screen.getByText('−$50.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for quick pay (3% fee)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve quick pay' })).toBeNull();
  });

  it('says why quick pay is unavailable instead of offering it', () => {
    const blocked = {
      ...statement,
      QuickPayUnavailable: 'Quick pay can be asked for once the proof of delivery is in.',
      QuickPayUnavailableId: { Id: 'quick_pay_needs_pod' },
    };
    renderWith((c) => c.setQueryData(payKeys.statement(7), blocked), <PayStatementCard loadId={7} carrier backOffice={false} />);
    expect(screen.getByText('Quick pay: Quick pay can be asked for once the proof of delivery is in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask for quick pay/ })).toBeNull();
  });

  it('gives staff approve and refuse on a waiting request', () => {
    const waiting = {
      ...statement,
      Status: 'QuickPayRequested' as const,
      QuickPay: { Status: 'Requested' as const, RequestedAt: '2026-11-21T10:00:00Z', DecidedAt: null, Reason: null, Fee: 75 },
    };
    renderWith((c) => c.setQueryData(payKeys.statement(7), waiting), <PayStatementCard loadId={7} carrier={false} backOffice />);
    expect(screen.getByRole('button', { name: 'Approve quick pay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuse quick pay' })).toBeTruthy();
  });
});
