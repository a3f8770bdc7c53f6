import { modelStateError } from '../services/errors';
import { template } from '../../src/contract/messages';

/**
 * Text the database cannot store: PostgreSQL text refuses NUL, and jsonb refuses a lone UTF-16 surrogate (which
 * JSON.parse and URL decoding let through). Every request input (JSON bodies, forms, query strings) is checked
 * here once, so such text is a 400 with ModelState on its field instead of a 500 halfway through a write.
 */
export const UNSTORABLE_TEXT = template('field_unstorable', '{field} contains characters that are not allowed.');

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnstorable = (text: string) => UNSTORABLE.test(text);

/** Field names (top-level key, or the key path for nested values) whose keys or text cannot be stored. */
export function unstorableFields(value: unknown, path = '', into: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (isUnstorable(value)) into.push(path || 'Body');
  } else if (value !== null && typeof value === 'object' && depth < 64) {
    for (const [key, inner] of Object.entries(value)) {
      const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (isUnstorable(key)) into.push(path || 'Body');
      else unstorableFields(inner, at, into, depth + 1);
    }
  }
  return into;
}

/** Throws 400 ModelState naming every field with text that cannot be stored. */
export function assertStorable(value: unknown): void {
  const fields = unstorableFields(value);
  if (fields.length) throw modelStateError(Object.fromEntries([...new Set(fields)].map((f) => [f, [UNSTORABLE_TEXT({ field: f })]])));
}
