import * as v from 'valibot';
import { SHIPPER_SORT_FIELDS, TRUCKER_SORT_FIELDS } from '@/contract/partner-sort-fields';
import type { PartnerKind } from './types';

export const PAGE_SIZES = [5, 10, 25] as const;
export const TABS = ['truckers', 'shippers'] as const;
export type PartnersTab = (typeof TABS)[number];

/** Values left out of the URL (stripSearchParams): the default view is plain /backoffice. */
export const LIST_DEFAULTS = { page: 1, pageSize: 10, sortField: 'Created', sortOrder: 'desc' } as const;

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

const oneOf = <const T extends readonly string[]>(values: T) => v.fallback(v.optional(v.picklist(values)), undefined);

const positiveInt = (fallback: number) =>
  v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)), fallback), fallback);

/**
 * /backoffice search params: the tab, the filters, sort and paging. Anything unreadable falls back to its default,
 * so a hand-edited or stale link still opens a list.
 */
export const partnersSearchSchema = v.object({
  tab: oneOf(TABS),
  subscription: oneOf(['active', 'inactive'] as const),
  approved: oneOf(['yes', 'no'] as const),
  search: text,
  page: positiveInt(LIST_DEFAULTS.page),
  pageSize: v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist(PAGE_SIZES)), LIST_DEFAULTS.pageSize),
    LIST_DEFAULTS.pageSize,
  ),
  sortField: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]+$/)), LIST_DEFAULTS.sortField), LIST_DEFAULTS.sortField),
  sortOrder: v.fallback(v.optional(v.picklist(['asc', 'desc'] as const), LIST_DEFAULTS.sortOrder), LIST_DEFAULTS.sortOrder),
});

export type PartnersSearch = v.InferOutput<typeof partnersSearchSchema>;
export type PartnersSearchInput = v.InferInput<typeof partnersSearchSchema>;

/** Server sort ids per list (decision 003), the contract's own lists. */
export const SORT_FIELDS: Record<PartnerKind, readonly string[]> = { trucker: TRUCKER_SORT_FIELDS, shipper: SHIPPER_SORT_FIELDS };

/** The query of `GET /api/Truckers` / `GET /api/Shippers` (and the query key). */
export type ListQuery = {
  approved?: 'true' | 'false';
  subscribed?: 'true' | 'false';
  search?: string;
  pageNumber: number;
  pageSize: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
};

export function toListQuery(search: PartnersSearch, kind: PartnerKind): ListQuery {
  const known = SORT_FIELDS[kind].includes(search.sortField);
  return {
    approved: search.approved ? (search.approved === 'yes' ? 'true' : 'false') : undefined,
    subscribed: search.subscription ? (search.subscription === 'active' ? 'true' : 'false') : undefined,
    search: search.search,
    pageNumber: search.page,
    pageSize: search.pageSize,
    sortField: known ? search.sortField : LIST_DEFAULTS.sortField,
    sortOrder: known ? search.sortOrder : LIST_DEFAULTS.sortOrder,
  };
}

export const tabKind = (tab: PartnersTab): PartnerKind => (tab === 'shippers' ? 'shipper' : 'trucker');
