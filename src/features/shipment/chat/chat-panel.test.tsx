import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import { ChatPanel } from './chat-panel';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderPanel(answers: (url: string) => Response) {
  const fetchMock = vi.fn(async (url: string) => answers(url));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <ChatPanel shipmentId={5} code="HB-5" />
    </TestProviders>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ChatPanel', () => {
  it('says that no carrier is assigned yet and opens no chat', async () => {
    const fetchMock = renderPanel(() => json({ id: 5, Code: 'HB-5', AssignedTo: null }));
    expect(await screen.findByText('No carrier assigned yet')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/Shipments/5']);
  });

  it('tells a user outside the load that the chat is not theirs, without an error alert', async () => {
    renderPanel(() => json({ Message: 'You cannot see this load.' }, 403));
    expect(await screen.findByText("You are not part of this load's chat.")).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the conversation with the assigned trucker, own messages marked as the user’s', async () => {
    renderPanel((url) => {
      if (url === '/api/Shipments/5') return json({ id: 5, Code: 'HB-5', AssignedTo: { Id: 1, Name: 'Blake Freight', UserId: 3 } });
      if (url.endsWith('/Messages'))
        return json({
          ShipmentId: 5,
          Code: 'HB-5',
          LastReadId: 2,
          Unread: 0,
          Messages: [
            {
              Id: 1,
              ShipmentId: 5,
              UserId: 3,
              Nickname: 'Jordan Blake',
              PhotoUrl: null,
              Role: 'Trucker',
              Body: 'At the gate',
              Created: '2026-01-01T10:00:00Z',
              IsMine: false,
            },
            {
              Id: 2,
              ShipmentId: 5,
              UserId: 2,
              Nickname: 'Sam Rivera',
              PhotoUrl: null,
              Role: 'Shipper',
              Body: 'Dock 4',
              Created: '2026-01-01T10:01:00Z',
              IsMine: true,
            },
          ],
        });
      return new Response(new ReadableStream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    });
    expect(await screen.findByText('Carrier: Blake Freight')).toBeTruthy();
    expect(await screen.findByText('At the gate')).toBeTruthy();
    expect(screen.getByText('Dock 4').closest('li')?.getAttribute('data-mine')).toBe('true');
    expect(screen.getByText('At the gate').closest('li')?.getAttribute('data-mine')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});
