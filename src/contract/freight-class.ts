import * as v from 'valibot';
import { message, say } from './messages';

/**
 * `GET /FreightClass/CalculateClass?length&width&height&weight&isMeter` (decision 047): the measures in inches and
 * pounds, or centimetres and kilograms when `isMeter` is true (or 1). A measure that is missing, not a number or not
 * above 0 is a ModelState entry under its name.
 */
export const MISSING_DIMENSIONS = message('missing_dimensions', 'Length, width, height and weight must all be numbers above 0.');

const measure = v.pipe(
  v.optional(v.string(say(MISSING_DIMENSIONS)), ''),
  v.description('A number above 0.'),
  v.transform((text) => (text.trim() === '' ? Number.NaN : Number(text))),
  v.check((value) => Number.isFinite(value) && value > 0, say(MISSING_DIMENSIONS)),
);

export const freightClassQuerySchema = v.object({
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
  isMeter: v.pipe(
    v.optional(v.string(), 'false'),
    v.description('true (or 1): centimetres and kilograms; otherwise inches and pounds.'),
    v.transform((text) => ['true', '1'].includes(text.trim().toLowerCase())),
  ),
});
export const FREIGHT_CLASS_QUERY_KEYS = ['length', 'width', 'height', 'weight', 'isMeter'] as const;
