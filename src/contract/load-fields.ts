import * as v from 'valibot';
import { NOTE_MAX_LENGTH, PRICE_MAX } from './shipment';

/**
 * Field rules shared by the request bodies of the load screens (the load, its stops and its items; decision 047):
 * one rule each, with the server's messages. Every field may be missing or null unless said otherwise.
 */

export const MAX_ID = 2_147_483_647;
export const NOTE_TOO_LONG = `The note must be at most ${NOTE_MAX_LENGTH} characters.`;
export const PRICE_RANGE = `Must be between 0 and ${PRICE_MAX.toLocaleString('en-US')}.`;
export const APPOINTMENT_ORDER = 'The appointment end must not be before its start.';

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;

/** A row id (1 … 2³¹−1), every failure with the one message. */
export const idOf = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));

/** A choice the form must make (mode, company): missing, null or not an id all read `message`. */
export const chosenId = (message: string) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check(isId, message),
    v.transform((id) => id as number),
  );

export const isoDate = (field: string) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${field} must be an ISO 8601 date-time.`), v.isoTimestamp(`${field} must be an ISO 8601 date-time.`))),
    null,
  );

export const optionalText = (field: string, max = 100) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${field} must be text.`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters.`))),
    null,
  );

export const note = () =>
  v.optional(v.nullable(v.pipe(v.string(NOTE_TOO_LONG), v.trim(), v.maxLength(NOTE_MAX_LENGTH, NOTE_TOO_LONG))), null);

/** Special requirements: at most 50 names of at most 100 characters. */
export const specialReq = (field: string, tooMany = `${field}: at most 50 names.`) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.string(`${field} must be a list of names.`), v.trim(), v.maxLength(100, `${field} must be a list of names.`))),
        v.maxLength(50, tooMany),
      ),
    ),
    null,
  );

export const flag = (field: string, fallback: boolean) => v.optional(v.boolean(`${field} must be true or false.`), fallback);

/** true when both are set and `to` is before `from`. */
export const endsBefore = (from: string | null | undefined, to: string | null | undefined) =>
  !!from && !!to && Date.parse(to) < Date.parse(from);
