import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  BidInput,
  BoardLoad,
  BoardPage,
  BookingAnswer,
  NotificationsAnswer,
  PlacesAnswer,
  TruckerBid,
  TruckerBidsAnswer,
  TruckerOptionsAnswer,
} from '@/contract/market';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';
import { toQueryString } from '@/lib/http/query-string';
import { refreshLoadLists } from '@/lib/offline/registry';

/**
 * The marketplace calls (issue 16, decisions 080–084). The board's key starts with 'loads' so its last page is kept
 * as an offline snapshot like the other load lists.
 */
export const marketKeys = {
  // Under the loads lists' prefix: kept as snapshots and refreshed with them (features/loads/offline.ts).
  board: (query: Record<string, unknown>) => ['loads', 'board', query] as const,
  boardAll: ['loads', 'board'] as const,
  /** One load as the board shows it (the trucker's load page before booking; kept offline with the lists). */
  boardLoad: (id: number) => ['loads', 'board-load', id] as const,
  myBids: ['loads', 'my-bids'] as const,
  notifications: ['market', 'notifications'] as const,
  truckers: (search: string) => ['market', 'truckers', search] as const,
  places: (search: string) => ['market', 'places', search] as const,
};

export const boardQueryOptions = (query: Record<string, unknown>) =>
  queryOptions({
    queryKey: marketKeys.board(query),
    queryFn: ({ signal }) => apiGet<BoardPage>(`/api/LoadBoard?${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/LoadBoard/{id}: 404 once the load has left the board (booked, or not offered to this carrier). */
export const boardLoadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: marketKeys.boardLoad(id),
    queryFn: ({ signal }) => apiGet<BoardLoad>(`/api/LoadBoard/${id}`, { signal }),
    retry: false,
  });

export const myBidsQueryOptions = () =>
  queryOptions({ queryKey: marketKeys.myBids, queryFn: ({ signal }) => apiGet<TruckerBidsAnswer>('/api/Trucker/Bids', { signal }) });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.notifications,
    queryFn: ({ signal }) => apiGet<NotificationsAnswer>('/api/Notifications', { signal }),
    staleTime: 60_000,
  });

export const truckerOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: marketKeys.truckers(search),
    queryFn: ({ signal }) => apiGet<TruckerOptionsAnswer>(`/api/LoadBoard/Truckers?${toQueryString({ search })}`, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const placesQuery = (search: string) =>
  queryOptions({
    queryKey: marketKeys.places(search),
    queryFn: ({ signal }) => apiGet<PlacesAnswer>(`/api/LoadBoard/Places?${toQueryString({ search })}`, { signal }),
    staleTime: Infinity,
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const placeBid = (loadId: number, body: BidInput, key: string) =>
  apiSend<TruckerBid>('POST', `/api/Shipments/${loadId}/Bids`, body, { headers: idempotencyHeaders(key) });
export const changeBid = (bidId: number, body: BidInput, key: string) =>
  apiSend<TruckerBid>('PUT', `/api/Shipments/Bids/${bidId}`, body, { headers: idempotencyHeaders(key) });
export const withdrawBid = (bidId: number, key: string) =>
  apiSend<TruckerBid>('DELETE', `/api/Shipments/Bids/${bidId}`, undefined, { headers: idempotencyHeaders(key) });
export const bookLoad = (loadId: number, key: string) =>
  apiSend<BookingAnswer>('POST', `/api/Shipments/${loadId}/Book`, undefined, { headers: idempotencyHeaders(key) });
export const assignLoad = (loadId: number, truckerId: number, key: string) =>
  apiSend<BookingAnswer>('PUT', `/api/Shipments/${loadId}/Assign`, { TruckerId: truckerId }, { headers: idempotencyHeaders(key) });
export const unassignLoad = (loadId: number, key: string) =>
  apiSend<BookingAnswer>('PUT', `/api/Shipments/${loadId}/Unassign`, undefined, { headers: idempotencyHeaders(key) });
export const markNotificationsRead = (body: { Ids?: number[]; All?: boolean }) =>
  apiSend<{ Unread: number }>('PUT', '/api/Notifications/Read', body);

/** After a bid, a booking or an assignment: the board, my bids and every load list show the new state. */
export function refreshMarket(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([refreshLoadLists(queryClient), queryClient.invalidateQueries({ queryKey: marketKeys.myBids })]);
}

export type { BoardLoad };
