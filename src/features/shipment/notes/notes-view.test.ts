import { describe, expect, it } from 'vitest';
import { NOTE_TOO_LONG } from '@/contract/load-fields';
import { NOTE_REQUIRED } from '@/contract/notes';
import { testNote } from './fixtures';
import { noteBodyProblem, sortNotes } from './notes-view';

const note = (Id: number, Created: string) => testNote(Id, Created, { AddedBy: 'A', IsOwner: false });

describe('notes (spec 2 §2.12, §5)', () => {
  it('lists the newest note first, the higher id first within the same time', () => {
    const sorted = sortNotes([note(1, '2026-01-01T10:00:00Z'), note(3, '2026-01-02T09:00:00Z'), note(2, '2026-01-01T10:00:00Z')]);
    expect(sorted.map((n) => n.Id)).toEqual([3, 2, 1]);
  });

  it('requires a body that is not only spaces', () => {
    expect(noteBodyProblem('')).toBe(NOTE_REQUIRED);
    expect(noteBodyProblem('   \n')).toBe(NOTE_REQUIRED);
    expect(noteBodyProblem('Dock 4')).toBeNull();
  });

  it('accepts 400 characters and refuses 401', () => {
    expect(noteBodyProblem('x'.repeat(400))).toBeNull();
    expect(noteBodyProblem('x'.repeat(401))).toBe(NOTE_TOO_LONG);
  });
});
