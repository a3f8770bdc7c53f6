import * as v from 'valibot';
import { type Message, issueMessage } from '@/contract/messages';
import { noteBody } from '@/contract/notes';
import type { Note } from '@/contract/shipment';

/** Newest first (by date, then by id for notes of the same second). */
export function sortNotes<T extends Note>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => (a.Created === b.Created ? b.Id - a.Id : a.Created < b.Created ? 1 : -1));
}

/** What is wrong with a note's text by the server's own rule (contract `noteBody`: required, at most 400 characters). */
export function noteBodyProblem(body: string): Message | null {
  const result = v.safeParse(noteBody, body);
  return result.success ? null : issueMessage(result.issues[0]);
}
