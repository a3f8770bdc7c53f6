import * as v from 'valibot';
import { listViewFields } from '@/lib/search-params/fields';

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

/**
 * /billing/dashboard search params. `statuses` holds payment statuses, `null` being the "Others" option (no status).
 * Anything unreadable falls back to its default, so a hand-edited or stale link still opens a list.
 */
export const billingSearchSchema = v.object({
  types: v.fallback(v.optional(v.array(v.string()), []), []),
  statuses: v.fallback(v.optional(v.array(v.nullable(v.string())), []), []),
  subscriptions: v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer()), 0), 0),
  ...listViewFields(PAGE_SIZES, BILLING_DEFAULTS),
});

export type BillingSearch = v.InferOutput<typeof billingSearchSchema>;
export type BillingSearchInput = v.InferInput<typeof billingSearchSchema>;

/** Reset (spec 3 §2): every filter, the sort and the paging back to their defaults. */
export const resetSearch = (): BillingSearchInput => ({ ...BILLING_DEFAULTS, types: [], statuses: [], search: undefined });

/** Pie slice click: that type only; clicking the only selected type again clears the selection. */
export function toggleSingleType(current: readonly string[], type: string): string[] {
  return current.length === 1 && current[0] === type ? [] : [type];
}
