import * as v from 'valibot';
import { MAX_ID } from './ids';
import { type Message, message, say, template } from './messages';
import { NOTE_MAX_LENGTH } from './shipment';

/**
 * Field rules shared by the request bodies of the load screens (the load, its stops and its items; decision 047):
 * one rule each, with the server's messages. Every field may be missing or null unless said otherwise.
 */

export const NOTE_TOO_LONG = message('note_too_long', `The note must be at most ${NOTE_MAX_LENGTH} characters.`);
/** PRICE_MAX, written as the spec does. */
export const PRICE_RANGE = message('price_range', 'Must be between 0 and 10,000,000.');
export const WHOLE_NUMBER = message('whole_number', 'Must be a whole number.');
export const APPOINTMENT_ORDER = message('appointment_order', 'The appointment end must not be before its start.');
export const isoDateTime = template('field_iso_date_time', '{field} must be an ISO 8601 date-time.');
export const fieldText = template('field_text', '{field} must be text.');
export const fieldMaxCharacters = template('field_max_characters', '{field} must be at most {max} characters.');
const fieldNames = template('field_names', '{field} must be a list of names.');
const fieldAtMost50Names = template('field_at_most_50_names', '{field}: at most 50 names.');
export const fieldTrueOrFalse = template('field_true_or_false', '{field} must be true or false.');

/** The load's refusals: a load past the editable statuses (409), a load saved over a newer version (412). */
export const NOT_EDITABLE = message('load_not_editable', 'This load can no longer be edited.');
export const STALE_LOAD = message('load_changed', 'The load was changed by someone else. Reload it and try again.');

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;

/** A row id (1 … 2³¹−1), every failure with the one message. */
export const idOf = (m: Message) => v.pipe(v.number(say(m)), v.integer(say(m)), v.minValue(1, say(m)), v.maxValue(MAX_ID, say(m)));

/** A choice the form must make (mode, company): missing, null or not an id all read `message`. */
export const chosenId = (m: Message) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check(isId, say(m)),
    v.transform((id) => id as number),
  );

export const isoDate = (field: string) => {
  const invalid = say(isoDateTime({ field }));
  return v.optional(v.nullable(v.pipe(v.string(invalid), v.isoTimestamp(invalid))), null);
};

export const optionalText = (field: string, max = 100) =>
  v.optional(
    v.nullable(v.pipe(v.string(say(fieldText({ field }))), v.trim(), v.maxLength(max, say(fieldMaxCharacters({ field, max }))))),
    null,
  );

export const note = () =>
  v.optional(v.nullable(v.pipe(v.string(say(NOTE_TOO_LONG)), v.trim(), v.maxLength(NOTE_MAX_LENGTH, say(NOTE_TOO_LONG)))), null);

/** Special requirements: at most 50 names of at most 100 characters. */
export const specialReq = (field: string, tooMany = fieldAtMost50Names({ field })) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.string(say(fieldNames({ field }))), v.trim(), v.maxLength(100, say(fieldNames({ field }))))),
        v.maxLength(50, say(tooMany)),
      ),
    ),
    null,
  );

export const flag = (field: string, fallback: boolean) => v.optional(v.boolean(say(fieldTrueOrFalse({ field }))), fallback);

/** true when both are set and `to` is before `from`. */
export const endsBefore = (from: string | null | undefined, to: string | null | undefined) =>
  !!from && !!to && Date.parse(to) < Date.parse(from);
