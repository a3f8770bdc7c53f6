import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Country } from '@/contract/account';
import { apiGet, apiSend } from '@/lib/http/client';
import { resolveTab } from './active-tab';
import { tabKind, toListQuery, type ListQuery, type PartnersSearch } from './search-params';
import type {
  AddShipperAnswer,
  AddShipperPayload,
  BillingLimits,
  MessageAnswer,
  PartnerKind,
  ShipperProfile,
  ShippersPage,
  TruckerProfile,
  TruckersPage,
} from './types';
import { toQueryString } from '@/lib/http/query-string';

/** Query keys of the partners area: invalidating `all` reloads lists and detail pages after an action. */
export const partnerKeys = {
  all: ['partners'] as const,
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (kind: PartnerKind, query: ListQuery) => [...partnerKeys.lists(), kind, query] as const,
  details: () => [...partnerKeys.all, 'detail'] as const,
  detail: (kind: PartnerKind, id: number) => [...partnerKeys.details(), kind, id] as const,
  countries: ['countries'] as const,
};

const LIST_PATH: Record<PartnerKind, string> = { trucker: '/api/Truckers', shipper: '/api/Shippers' };

export function fetchTruckers(query: ListQuery, signal?: AbortSignal): Promise<TruckersPage> {
  return apiGet<TruckersPage>(`${LIST_PATH.trucker}?${toQueryString(query)}`, { signal });
}

export function fetchShippers(query: ListQuery, signal?: AbortSignal): Promise<ShippersPage> {
  return apiGet<ShippersPage>(`${LIST_PATH.shipper}?${toQueryString(query)}`, { signal });
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export const truckersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: partnerKeys.list('trucker', query),
    queryFn: ({ signal }) => fetchTruckers(query, signal),
    placeholderData: keepPreviousData,
  });

export const shippersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: partnerKeys.list('shipper', query),
    queryFn: ({ signal }) => fetchShippers(query, signal),
    placeholderData: keepPreviousData,
  });

/** Export As: every row matching the filters (page 1, pageSize 1,000,000, spec 1 §9). */
export const EXPORT_PAGE_SIZE = 1_000_000;
export const exportQuery = (query: ListQuery): ListQuery => ({ ...query, pageNumber: 1, pageSize: EXPORT_PAGE_SIZE });

export const truckerQueryOptions = (truckerId: number) =>
  queryOptions({
    queryKey: partnerKeys.detail('trucker', truckerId),
    queryFn: ({ signal }) => apiGet<TruckerProfile>(`/api/Truckers/${truckerId}`, { signal }),
  });

export const shipperQueryOptions = (shipperId: number) =>
  queryOptions({
    queryKey: partnerKeys.detail('shipper', shipperId),
    queryFn: ({ signal }) => apiGet<ShipperProfile>(`/api/Shippers/${shipperId}`, { signal }),
  });

/** `GET /api/Countries` (no token): big and nearly static, so it is kept for the whole visit. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: partnerKeys.countries,
    queryFn: ({ signal }) => apiGet<Country[]>('/api/Countries', { signal, auth: false }),
    staleTime: Infinity,
    gcTime: 24 * 60 * 60 * 1000,
  });

export const approveAccount = (userId: number) => apiSend<MessageAnswer>('POST', `/api/Account/Approve?id=${userId}`);

export const lockOutAccount = (userId: number, lockOut: boolean) =>
  apiSend<MessageAnswer>('POST', `/api/Account/LockOut?id=${userId}&lockOut=${lockOut}`);

/** A date approves the trucker's quick pay; null unapproves it. */
export const updateTruckerQuickPay = (truckerId: number, signAgreementDate: string | null) =>
  apiSend<MessageAnswer>('PUT', `/api/Truckers/updateQuickPay/${truckerId}`, { SignAgreementDate: signAgreementDate });

export const suspendShipperQuickPay = (shipperId: number) => apiSend<MessageAnswer>('POST', `/api/Shippers/suspendQuickPay/${shipperId}`);

export const updateBillingLimits = (limits: BillingLimits) => apiSend<MessageAnswer>('PUT', '/api/Shippers/UpdateBillingLimits', limits);

export const addShipper = (payload: AddShipperPayload) => apiSend<AddShipperAnswer>('POST', '/api/admin/addShipper', payload);

/** The loader's prefetch of the list the page will show (same query options as the page). */
export function prefetchPartnersList(queryClient: QueryClient, search: PartnersSearch): Promise<void> {
  const kind = tabKind(resolveTab(search.tab));
  const query = toListQuery(search, kind);
  return kind === 'trucker'
    ? queryClient.prefetchQuery(truckersQueryOptions(query))
    : queryClient.prefetchQuery(shippersQueryOptions(query));
}
