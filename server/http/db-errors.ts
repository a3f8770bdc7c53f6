import { type ApiError, fieldError, messageError, REQUEST_INVALID } from '../services/errors';
import { message, template } from '../../src/contract/messages';

const doesNotExist = template('field_does_not_exist', '{field} does not exist.');
const NUMBER_TOO_LARGE = message('number_too_large', 'A number in the request is too large.');

/**
 * The last line against a 500 from input: a database error that only bad input can cause (an unknown foreign
 * key, a number out of range, text the database cannot store) becomes a 400. Validation should catch these
 * first, with a better message; this keeps a missed case from reading as a server failure. The write that hit
 * it must be one transaction (decision 014), so nothing is left half-written.
 */

type PgError = { code: string; detail?: string; column?: string };

function pgErrorOf(error: unknown): PgError | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return null;
}

/** shipment_items.packaging_id → PackagingId (the contract's field names are the columns in PascalCase). */
export const fieldOfColumn = (column: string) => column.replace(/(^|_)([a-z0-9])/g, (_m, _u, ch: string) => ch.toUpperCase());

export function inputErrorOf(error: unknown): ApiError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  if (pg.code === '23503') {
    const column = /^Key \(([a-z0-9_]+)\)=/.exec(pg.detail ?? '')?.[1];
    if (!column) return messageError(400, REQUEST_INVALID);
    const field = fieldOfColumn(column);
    return fieldError(field, doesNotExist({ field }));
  }
  if (pg.code === '22003') return messageError(400, NUMBER_TOO_LARGE);
  // invalid text for a type, NUL or untranslatable characters, a bad date, a value too long
  if (['22P02', '22021', '22P05', '22007', '22008', '22001', '2201B', '22023', '42P18'].includes(pg.code))
    return messageError(400, REQUEST_INVALID);
  return null;
}
