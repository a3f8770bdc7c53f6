/**
 * Three-way merge of a queued edit with what the server holds now (issue 35 item 2): a field only one side changed
 * takes that side's value by itself; only a field both sides changed, to different values, is asked about.
 */

type Fields = Record<string, unknown>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as compared: blanks are one value, an instant is its epoch ms, lists and objects by their JSON. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return Date.parse(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

export const sameValue = (a: unknown, b: unknown): boolean => comparable(a) === comparable(b);

export type FieldMerge = {
  /** The edit to send over the server's version: theirs, with each field this device changed (asked ones: mine). */
  merged: Fields;
  /** Fields both sides changed to different values: the user chooses. */
  asked: string[];
};

/**
 * `base` is the stop as the user saw it when editing, `mine` the queued edit, `theirs` the server's stop now. Fields
 * the server does not return (the company's display lines) follow the field they come with.
 */
export function mergeFields(base: Fields, mine: Fields, theirs: Fields): FieldMerge {
  const merged: Fields = { ...mine };
  const asked: string[] = [];
  for (const field of Object.keys(mine)) {
    if (!(field in theirs)) continue;
    const mineChanged = !sameValue(mine[field], base[field]);
    const theirsChanged = !sameValue(theirs[field], base[field]);
    if (!mineChanged) merged[field] = theirs[field];
    else if (theirsChanged && !sameValue(mine[field], theirs[field])) asked.push(field);
  }
  return { merged, asked };
}

/** The server's values of the fields an edit carries: the base of an edit sent over the server's version. */
export const fieldsOf = (fields: Fields, like: Fields): Fields =>
  Object.fromEntries(Object.keys(like).map((field) => [field, field in fields ? fields[field] : like[field]]));
