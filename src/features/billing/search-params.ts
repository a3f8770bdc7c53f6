import * as v from 'valibot';

export const PAGE_SIZES = [5, 10, 25] as const;

/**
 * The view Reset restores (spec 3 §2): no types, no statuses, subscriptions 0, empty search, Created descending,
 * page size 5, page 1. These values are also left out of the URL, so the default view is plain /billing/dashboard.
 */
export const BILLING_DEFAULTS = {
  types: [] as string[],
  statuses: [] as (string | null)[],
  subscriptions: 0,
  page: 1,
  pageSize: 5,
  sortField: 'Created',
  sortOrder: 'desc',
} as const;

/** A query-string value as trimmed text (the router parses `?search=123` as a number); empty → undefined. */
const text = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number(), v.boolean()]),
      v.transform((value) => String(value).trim() || undefined),
    ),
  ),
  undefined,
);

const positiveInt = (fallback: number) =>
  v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)), fallback), fallback);

/**
 * /billing/dashboard search params. `statuses` holds payment statuses, `null` being the "Others" option (no status).
 * Anything unreadable falls back to its default, so a hand-edited or stale link still opens a list.
 */
export const billingSearchSchema = v.object({
  types: v.fallback(v.optional(v.array(v.string()), []), []),
  statuses: v.fallback(v.optional(v.array(v.nullable(v.string())), []), []),
  subscriptions: v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer()), 0), 0),
  search: text,
  page: positiveInt(BILLING_DEFAULTS.page),
  pageSize: v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist(PAGE_SIZES)), BILLING_DEFAULTS.pageSize),
    BILLING_DEFAULTS.pageSize,
  ),
  sortField: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]+$/)), BILLING_DEFAULTS.sortField), BILLING_DEFAULTS.sortField),
  sortOrder: v.fallback(v.optional(v.picklist(['asc', 'desc'] as const), BILLING_DEFAULTS.sortOrder), BILLING_DEFAULTS.sortOrder),
});

export type BillingSearch = v.InferOutput<typeof billingSearchSchema>;
export type BillingSearchInput = v.InferInput<typeof billingSearchSchema>;

/** Reset (spec 3 §2): every filter, the sort and the paging back to their defaults. */
export const resetSearch = (): BillingSearchInput => ({ ...BILLING_DEFAULTS, types: [], statuses: [], search: undefined });

/** Pie slice click: that type only; clicking the only selected type again clears the selection. */
export function toggleSingleType(current: readonly string[], type: string): string[] {
  return current.length === 1 && current[0] === type ? [] : [type];
}
