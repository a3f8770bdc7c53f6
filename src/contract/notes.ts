import * as v from 'valibot';
import { trimmedText } from './fields';
import { NOTE_TOO_LONG, flag, idOf, isoDate } from './load-fields';
import { message } from './messages';
import { NOTE_MAX_LENGTH } from './shipment';
import { SHIPMENT_ID } from './stops';

/** The body of POST /api/Notes (spec 2 §3 Note, decision 047), read by the server and checked by Add Note. */

export const NOTE_REQUIRED = message('note_required', 'The note is required.');

/** The note's text: required, at most 400 characters once trimmed. */
export const noteBody = trimmedText(NOTE_REQUIRED, NOTE_MAX_LENGTH, NOTE_TOO_LONG);

export const noteInputSchema = v.object({
  Body: v.optional(noteBody, ''),
  ShipmentId: idOf(SHIPMENT_ID),
  IsPublic: flag('IsPublic', true),
  /** The device time of an offline replay. */
  Created: isoDate('Created'),
});
export type NoteInputValue = v.InferOutput<typeof noteInputSchema>;
