import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { testNote } from './fixtures';
import { notesWithOutbox } from './pending-notes';
import { sortNotes } from './notes-view';
import { testEntry } from '@/lib/offline/test-entry';

const note = (Id: number, Created: string) => testNote(Id, Created);

const entry = (seq: number, patch: Partial<OutboxEntry>): OutboxEntry =>
  testEntry(seq, { loadId: 1, loadCode: 'HB-1', kind: 'note.create', ...patch });

describe('notes with the writes waiting in the outbox (issue 7)', () => {
  const server = [note(1, '2026-01-01T10:00:00Z'), note(2, '2026-01-02T10:00:00Z')];

  it('shows a note added offline first, by the user, marked waiting, and deletable by its local id', () => {
    const shown = sortNotes(
      notesWithOutbox(server, [entry(4, { target: 'local:a', payload: { Body: 'Dock 4', IsPublic: false } })], 'You'),
    );
    expect(shown.map((n) => [n.Body, n.AddedBy, n.IsPublic, n.sync, n.target])).toEqual([
      ['Dock 4', 'You', false, 'waiting', 'local:a'],
      ['n2', 'Jordan', true, null, '2'],
      ['n1', 'Jordan', true, null, '1'],
    ]);
  });

  it('hides a note whose delete waits, and keeps one whose delete was refused, marked not sent', () => {
    const waiting = notesWithOutbox(server, [entry(5, { kind: 'note.delete', target: '1' })], 'You');
    expect(waiting.map((n) => n.Id)).toEqual([2]);
    const refused = notesWithOutbox(server, [entry(5, { kind: 'note.delete', target: '1', state: 'failed' })], 'You');
    expect(refused.map((n) => [n.Id, n.sync])).toEqual([
      [1, 'not-sent'],
      [2, null],
    ]);
  });

  it('marks a note whose create was refused as not sent', () => {
    const shown = notesWithOutbox([], [entry(6, { target: 'local:b', payload: { Body: 'x' }, state: 'conflict' })], 'You');
    expect(shown.map((n) => n.sync)).toEqual(['not-sent']);
  });
});
