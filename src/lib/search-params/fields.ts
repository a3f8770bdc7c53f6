import * as v from 'valibot';

/**
 * Fields of the lists' URL search params. Each falls back to its default when the value cannot be read, so a
 * hand-edited or stale link still opens a list.
 */

type Sort = { sortField: string; sortOrder: 'asc' | 'desc' };

/** A query-string value as trimmed text (the router parses `?search=123` as a number); empty → undefined. */
const searchText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number(), v.boolean()]),
      v.transform((value) => String(value).trim() || undefined),
    ),
  ),
  undefined,
);

/** A whole number from 1 (the page). */
const positiveInt = (fallback: number) =>
  v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)), fallback), fallback);

/** One of the page sizes the list offers. */
const pageSizeOf = <const Sizes extends readonly number[]>(sizes: Sizes, fallback: Sizes[number]) =>
  v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist(sizes)), fallback), fallback);

/** A sort field name (letters only; the list checks it against the fields it knows). */
const sortFieldOr = (fallback: string) => v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]+$/)), fallback), fallback);

/** Ascending or descending. */
const sortOrderOr = (fallback: 'asc' | 'desc') => v.fallback(v.optional(v.picklist(['asc', 'desc'] as const), fallback), fallback);

/** The search box, the page, the page size and the sort: what every list keeps in its URL besides its filters. */
export const listViewFields = <const Sizes extends readonly number[]>(
  pageSizes: Sizes,
  defaults: Sort & { page: number; pageSize: Sizes[number] },
) => ({
  search: searchText,
  page: positiveInt(defaults.page),
  pageSize: pageSizeOf(pageSizes, defaults.pageSize),
  sortField: sortFieldOr(defaults.sortField),
  sortOrder: sortOrderOr(defaults.sortOrder),
});

/** The sort to ask the server for: the search's own when the list knows its field, else the list's default sort. */
export function knownSort(search: Sort, knownFields: readonly string[], defaults: Sort): Sort {
  const { sortField, sortOrder } = knownFields.includes(search.sortField) ? search : defaults;
  return { sortField, sortOrder };
}
