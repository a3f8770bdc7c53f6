import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  BILLING_EXPORT_PAGE_SIZE,
  OTHERS,
  type ActionAnswer,
  type Attachment,
  type BillingDetailsAnswer,
  type BillingUsersPage,
  type BillingViewModel,
  type MarkAsPaidAnswer,
  type MarkAsPaidLookup,
  type MarkAsPaidPayload,
  type RenewLookup,
  type StartPayload,
  type StatisticsAnswer,
  type UsersFilter,
} from '@/contract/billing';
import { apiGet, apiSend } from '@/lib/http/client';
import type { BillingSearch } from './search-params';
import { toQueryString } from '@/lib/http/query-string';

/** The query of `GET /api/Billing/Users` and `GetUsersFilter` (decision 060). */
export type UsersQuery = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  /** Repeated; `Others` selects a null status. */
  paymentStatus: string[];
  /** Repeated Type codes. */
  type: string[];
  /** 0 = all, 1 free, 2 provider, 3 internal. */
  isInternal: number;
};

export function toUsersQuery(search: BillingSearch): UsersQuery {
  return {
    pageNumber: search.page,
    pageSize: search.pageSize,
    search: search.search,
    sortField: search.sortField,
    sortOrder: search.sortOrder,
    paymentStatus: search.statuses.map((status) => status ?? OTHERS),
    type: search.types,
    isInternal: search.subscriptions,
  };
}

/** The filter counts depend on the filters only, not on paging or sort. */
const filterPart = ({ search, paymentStatus, type, isInternal }: UsersQuery) => ({ search, paymentStatus, type, isInternal });

/** Query keys of the billing area: invalidating `all` reloads the list, filters, charts and details after a write. */
export const billingKeys = {
  all: ['billing'] as const,
  list: (query: UsersQuery) => [...billingKeys.all, 'users', query] as const,
  filters: (query: UsersQuery) => [...billingKeys.all, 'filters', filterPart(query)] as const,
  statistics: () => [...billingKeys.all, 'statistics'] as const,
  viewModel: () => [...billingKeys.all, 'view-model'] as const,
  details: (userId: number) => [...billingKeys.all, 'details', userId] as const,
  contracts: (userId: number) => [...billingKeys.all, 'contracts', userId] as const,
  markAsPaid: (periodId: number) => [...billingKeys.all, 'mark-as-paid', periodId] as const,
  renew: (userId: number) => [...billingKeys.all, 'renew', userId] as const,
  attachment: (fileId: number | undefined) => [...billingKeys.all, 'attachment', fileId] as const,
};

export const fetchBillingUsers = (query: UsersQuery, signal?: AbortSignal) =>
  apiGet<BillingUsersPage>(`/api/Billing/Users?${toQueryString(query)}`, { signal });

/** Export As: every row matching the filters (page 1, pageSize 1,000,000, spec 3 §7). */
export const exportUsersQuery = (query: UsersQuery): UsersQuery => ({ ...query, pageNumber: 1, pageSize: BILLING_EXPORT_PAGE_SIZE });

export const billingUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: billingKeys.list(query),
    queryFn: ({ signal }) => fetchBillingUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const usersFilterQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: billingKeys.filters(query),
    queryFn: ({ signal }) => apiGet<UsersFilter>(`/api/Billing/GetUsersFilter?${toQueryString(filterPart(query))}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.statistics(),
    queryFn: ({ signal }) => apiGet<StatisticsAnswer>('/api/Billing/StatisticsByDate', { signal }).then((answer) => answer.Data),
  });

/** Plans: nearly static, kept for the visit. */
export const viewModelQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.viewModel(),
    queryFn: ({ signal }) => apiGet<BillingViewModel>('/api/Billing/Getviewmodel', { signal }),
    staleTime: 5 * 60_000,
  });

export const billingDetailsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: billingKeys.details(userId),
    queryFn: ({ signal }) => apiGet<BillingDetailsAnswer>(`/api/Billing/details/${userId}`, { signal }).then((answer) => answer.Data),
  });

export const contractsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: billingKeys.contracts(userId),
    queryFn: ({ signal }) => apiGet<Attachment[]>(`/api/Billing/Contracts/${userId}`, { signal }),
  });

export const markAsPaidQueryOptions = (periodId: number) =>
  queryOptions({
    queryKey: billingKeys.markAsPaid(periodId),
    queryFn: ({ signal }) => apiGet<MarkAsPaidLookup>(`/api/Billing/MarkAsPaid/${periodId}`, { signal }),
    staleTime: 0,
  });

export const renewQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: billingKeys.renew(userId),
    queryFn: ({ signal }) => apiGet<RenewLookup>(`/api/Billing/Subscription/GetRenew/${userId}`, { signal }),
    staleTime: 0,
    retry: false,
  });

/** A fresh signed link for a file (the one in a list expires after an hour). */
export const fetchAttachment = (attachmentId: number) => apiGet<Attachment>(`/api/Billing/Attachments/${attachmentId}`);

export const startSubscription = (payload: StartPayload) => apiSend<ActionAnswer>('POST', '/api/Billing/Subscription/Start', payload);
export const pauseSubscription = (userId: number, pause: boolean) =>
  apiSend<ActionAnswer>('POST', '/api/Billing/Subscription/Pause', { UserId: userId, Pause: pause });
export const cancelSubscription = (userId: number) => apiSend<ActionAnswer>('POST', '/api/Billing/Subscription/Cancel', { UserId: userId });
export const markAsPaid = (payload: MarkAsPaidPayload) => apiSend<MarkAsPaidAnswer>('POST', '/api/Billing/MarkAsPaid', payload);

/** Contracts of a user (isContract) or invoice files of one period, as repeated `File` parts. */
export function uploadBillingFiles(
  target: { userId: number; contract: true } | { userId: number; contract: false; periodId: number },
  files: readonly File[],
) {
  const form = new FormData();
  for (const file of files) form.append('File', file, file.name);
  const params = new URLSearchParams({ id: String(target.userId), isContract: String(target.contract) });
  if (!target.contract) params.set('subscriptionId', String(target.periodId));
  return apiSend<Attachment[]>('POST', `/api/Billing/BillingAttachment?${params.toString()}`, form);
}

/** The loader's prefetch of what /billing/dashboard shows first (same query options as the page). */
export function prefetchDashboard(queryClient: QueryClient, search: BillingSearch): void {
  const query = toUsersQuery(search);
  void queryClient.prefetchQuery(billingUsersQueryOptions(query));
  void queryClient.prefetchQuery(usersFilterQueryOptions(query));
}
