import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import type { Note } from '@/contract/shipment';
import { NotesPanel } from './notes-panel';

const notes: Note[] = [
  {
    Id: 1,
    Body: 'Older public note',
    ShipmentId: 3,
    IsPublic: true,
    AddedBy: 'Jordan Blake',
    Created: '2026-01-01T10:00:00Z',
    IsOwner: false,
  },
  {
    Id: 2,
    Body: 'Newer private note',
    ShipmentId: 3,
    IsPublic: false,
    AddedBy: 'Sam Rivera',
    Created: '2026-01-02T10:00:00Z',
    IsOwner: true,
  },
];

function renderPanel(readOnly: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(notes), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  render(
    <TestProviders>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient()}>
          <NotesPanel shipmentId={3} readOnly={readOnly} />
        </QueryClientProvider>
      </ModalsProvider>
    </TestProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NotesPanel (spec 2 §2.11, §2.12, §6)', () => {
  it('lists the newest note first with author, visibility, and Delete only on the user’s own note', async () => {
    renderPanel(false);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/note$/).textContent)).toEqual(['Newer private note', 'Older public note']);
    expect(within(items[0]!).getByText('Private')).toBeTruthy();
    expect(within(items[1]!).getByText('Public')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Delete note' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Delete note' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeTruthy();
  });

  it('hides adding and deleting in details mode', async () => {
    renderPanel(true);
    expect(await screen.findByText('Newer private note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete note' })).toBeNull();
  });
});
