import * as v from 'valibot';
import { knownSort, listViewFields } from '@/lib/search-params/fields';
import type { LoadsQuery, PartyLoadsQuery } from '@/contract/loads';
import { LOAD_SORT_FIELDS, PARTY_SORT_FIELDS } from '@/contract/loads-query';

export const LOAD_PAGE_SIZES = [5, 10, 25] as const;

/** Values left out of the URL: the default view is plain /Loads. */
export const LOADS_DEFAULTS = { page: 1, pageSize: 10, sortField: 'Created', sortOrder: 'desc' } as const;
/** The party list sorts by Id descending (spec 2 §2.13). */
export const PARTY_LOADS_DEFAULTS = { page: 1, pageSize: 10, sortField: 'Id', sortOrder: 'desc' } as const;

/** Ids as the router reads them: an array, one number, or "1,2" (hand-written links). Invalid entries are dropped. */
const ids = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.array(v.union([v.number(), v.string()])), v.number(), v.string()]),
      v.transform((value) => {
        const list = Array.isArray(value) ? value : String(value).split(',');
        const numbers = list.map((item) => Number(String(item).trim())).filter((n) => Number.isInteger(n) && n > 0);
        return numbers.length ? [...new Set(numbers)] : undefined;
      }),
    ),
  ),
  undefined,
);

/** YYYY-MM-DD within the filter bounds 1900–2100 (spec 2 §9). */
const day = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/),
      v.check((value) => value >= '1900-01-01' && value <= '2100-12-31'),
    ),
  ),
  undefined,
);

/** Yes / No / All: true, false or absent. */
const yesNo = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
);

/** The filters of a party's list (spec 2 §2.13), which the administrator list has too. */
const PARTY_FILTERS = { statusIds: ids, modeIds: ids, StartDate: day, EndDate: day, isQuickPay: yesNo };

/** /Loads search params: the filter names of spec 2 §2.1, then sort and paging. */
export const loadsSearchSchema = v.object({
  ...PARTY_FILTERS,
  shipperIds: ids,
  truckerIds: ids,
  equipmentIds: ids,
  isBillPaid: yesNo,
  isDls: yesNo,
  ...listViewFields(LOAD_PAGE_SIZES, LOADS_DEFAULTS),
});
export type LoadsSearch = v.InferOutput<typeof loadsSearchSchema>;
export type LoadsSearchInput = v.InferInput<typeof loadsSearchSchema>;

/** /shipper/loads and /shipper/Loads/{id} search params (spec 2 §2.13). */
export const partyLoadsSearchSchema = v.object({
  ...PARTY_FILTERS,
  ...listViewFields(LOAD_PAGE_SIZES, PARTY_LOADS_DEFAULTS),
});
export type PartyLoadsSearch = v.InferOutput<typeof partyLoadsSearchSchema>;
export type PartyLoadsSearchInput = v.InferInput<typeof partyLoadsSearchSchema>;

export function toLoadsQuery(search: LoadsSearch): LoadsQuery {
  return {
    pageNumber: search.page,
    pageSize: search.pageSize,
    search: search.search,
    ...knownSort(search, LOAD_SORT_FIELDS, LOADS_DEFAULTS),
    modeIds: search.modeIds,
    statusIds: search.statusIds,
    shipperIds: search.shipperIds,
    truckerIds: search.truckerIds,
    equipmentIds: search.equipmentIds,
    startDate: search.StartDate,
    endDate: search.EndDate,
    isQuickPay: search.isQuickPay,
    isBillPaid: search.isBillPaid,
    isDls: search.isDls,
  };
}

/** A BackOffice user names the party; a shipper or trucker user gets its own loads (decision 042). */
export function toPartyLoadsQuery(search: PartyLoadsSearch, party?: PartyLoadsQuery['party'], partyId?: number): PartyLoadsQuery {
  return {
    party,
    partyId,
    pageNumber: search.page,
    pageSize: search.pageSize,
    search: search.search,
    ...knownSort(search, PARTY_SORT_FIELDS, PARTY_LOADS_DEFAULTS),
    statusIds: search.statusIds,
    modeIds: search.modeIds,
    startDate: search.StartDate,
    endDate: search.EndDate,
    isQuickPay: search.isQuickPay,
  };
}
