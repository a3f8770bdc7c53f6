import { NOTE_MAX_LENGTH, type Note } from '@/contract/shipment';

/** Newest first (by date, then by id for notes of the same second). */
export function sortNotes<T extends Note>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => (a.Created === b.Created ? b.Id - a.Id : a.Created < b.Created ? 1 : -1));
}

export type NoteBodyProblem = 'required' | 'too-long';

/** A note body is required and at most 400 characters (spec 2 §5, §9). */
export function noteBodyProblem(body: string): NoteBodyProblem | null {
  if (body.trim() === '') return 'required';
  if (body.length > NOTE_MAX_LENGTH) return 'too-long';
  return null;
}
