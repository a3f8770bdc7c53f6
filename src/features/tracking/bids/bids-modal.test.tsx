import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bid } from '@/contract/load-detail';
import { BidsModal } from './bids-modal';

const bids: Bid[] = [
  {
    Id: 11,
    TruckerId: 1,
    Trucker: 'Blake Freight Lines LLC',
    Price: 1200,
    Created: '2026-01-02T10:00:00Z',
    Selected: false,
    Status: 'Open',
    Note: null,
  },
  {
    Id: 12,
    TruckerId: 2,
    Trucker: 'Mills Trucking Inc.',
    Price: 1100,
    Created: '2026-01-01T10:00:00Z',
    Selected: false,
    Status: 'Open',
    Note: null,
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderModal(canAccept: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <BidsModal loadId={7} code="HB-7" opened onClose={() => {}} canAccept={canAccept} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { invalidate };
}

afterEach(() => vi.unstubAllGlobals());

describe('BidsModal accept (decision 047)', () => {
  it('has no Accept button when the viewer may not accept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(bids)),
    );
    renderModal(false);
    expect(await screen.findByText('Blake Freight Lines LLC')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept the bid/ })).toBeNull();
  });

  it('accepts a bid after confirmation with an Idempotency-Key, then refreshes bids, tracking and the load', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return json({ Id: 7, BidId: 12, StatusCode: 'BK', Status: 'Booked', TruckerId: 2, TotalPrice: 1100 });
      return json(bids);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { invalidate } = renderModal(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Accept the bid of Mills Trucking Inc.' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    expect(within(confirm).getByText(/Mills Trucking Inc\. gets load HB-7 for \$1,100\.00/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/Shipments/Bids/12/Accept');
    expect(new Headers(init!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('The bid of Mills Trucking Inc. has been accepted.')).toBeTruthy();
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["tracking",7]', '["shipment",7]']));
  });
});
