import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconBuildingWarehouse, IconTruck, IconTruckDelivery, type Icon } from '@tabler/icons-react';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchAnswer, SearchKind } from '@/contract/loads';
import { SEARCH_MIN_QUERY } from '@/contract/loads';
import { apiGet } from '@/lib/http/client';

export { SEARCH_MIN_QUERY };

/**
 * The global search of decision 042 (`GET /api/Search`), shared by the shell's search box and the /search page.
 */

/** The box waits this long after the last keystroke before asking the server. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 300;
export const BOX_LIMIT = 8;
export const PAGE_LIMIT = 20;

export const canSearch = (q: string) => q.trim().length >= SEARCH_MIN_QUERY;

/** `GET /api/Search` (decision 042): loads, truckers and shippers the user may see, best match first. */
export const searchQueryOptions = (q: string, limit: number) =>
  queryOptions({
    queryKey: ['search', q.trim(), limit] as const,
    queryFn: ({ signal }) => apiGet<SearchAnswer>(`/api/Search?${new URLSearchParams({ q: q.trim(), limit: String(limit) })}`, { signal }),
    enabled: canSearch(q),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const KIND_ORDER: SearchKind[] = ['load', 'trucker', 'shipper'];

export const KIND_LABELS: Record<SearchKind, MessageDescriptor> = { load: msg`Load`, trucker: msg`Trucker`, shipper: msg`Shipper` };
/** Headings of the result groups on /search. */
export const KIND_GROUP_LABELS: Record<SearchKind, MessageDescriptor> = {
  load: msg`Loads`,
  trucker: msg`Truckers`,
  shipper: msg`Shippers`,
};
export const KIND_ICONS: Record<SearchKind, Icon> = { load: IconTruckDelivery, trucker: IconTruck, shipper: IconBuildingWarehouse };
