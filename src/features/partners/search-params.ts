import * as v from 'valibot';
import { knownSort, listViewFields } from '@/lib/search-params/fields';
import { SHIPPER_SORT_FIELDS, TRUCKER_SORT_FIELDS } from '@/contract/partner-sort-fields';
import type { PartnerKind } from './types';

export const PAGE_SIZES = [5, 10, 25] as const;
export const TABS = ['truckers', 'shippers'] as const;
export type PartnersTab = (typeof TABS)[number];

/** Values left out of the URL (stripSearchParams): the default view is plain /backoffice. */
export const LIST_DEFAULTS = { page: 1, pageSize: 10, sortField: 'Created', sortOrder: 'desc' } as const;

const oneOf = <const T extends readonly string[]>(values: T) => v.fallback(v.optional(v.picklist(values)), undefined);

/**
 * /backoffice search params: the tab, the filters, sort and paging. Anything unreadable falls back to its default,
 * so a hand-edited or stale link still opens a list.
 */
export const partnersSearchSchema = v.object({
  tab: oneOf(TABS),
  subscription: oneOf(['active', 'inactive'] as const),
  approved: oneOf(['yes', 'no'] as const),
  ...listViewFields(PAGE_SIZES, LIST_DEFAULTS),
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
  return {
    approved: search.approved ? (search.approved === 'yes' ? 'true' : 'false') : undefined,
    subscribed: search.subscription ? (search.subscription === 'active' ? 'true' : 'false') : undefined,
    search: search.search,
    pageNumber: search.page,
    pageSize: search.pageSize,
    ...knownSort(search, SORT_FIELDS[kind], LIST_DEFAULTS),
  };
}

export const tabKind = (tab: PartnersTab): PartnerKind => (tab === 'shippers' ? 'shipper' : 'trucker');
