import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { TRACKING_REFRESH_MS, type Activity, type Bid, type TrackingResponse } from '@/contract/load-detail';
import type { BidAccepted } from '@/contract/shipment';
import { chatKeys } from '@/lib/chat/conversations';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';
import { refreshLoad } from '@/lib/offline/registry';

/** Query keys of the tracking page (decision 042); `tracking(id)` is also the prefix of the page's other queries. */
export const trackingKeys = {
  all: ['tracking'] as const,
  tracking: (id: number) => [...trackingKeys.all, id] as const,
  activities: (id: number) => [...trackingKeys.tracking(id), 'activities'] as const,
  bids: (id: number) => [...trackingKeys.tracking(id), 'bids'] as const,
};

/** GET /api/Tracking/{id}, refreshed every five minutes while the page is open (spec 2 §2.2). */
export const trackingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: trackingKeys.tracking(id),
    queryFn: ({ signal }) => apiGet<TrackingResponse>(`/api/Tracking/${id}`, { signal }),
    refetchInterval: TRACKING_REFRESH_MS,
  });

/** GET /api/Shipments/Activities/{id}, newest first; refreshed with the tracking. */
export const activitiesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: trackingKeys.activities(id),
    queryFn: ({ signal }) => apiGet<Activity[]>(`/api/Shipments/Activities/${id}`, { signal }),
    refetchInterval: TRACKING_REFRESH_MS,
  });

/** GET /api/Shipments/Bids/{id}, newest first. */
export const bidsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: trackingKeys.bids(id),
    queryFn: ({ signal }) => apiGet<Bid[]>(`/api/Shipments/Bids/${id}`, { signal }),
  });

/**
 * PUT /api/Shipments/Bids/{bidId}/Accept (decision 047): the bid's trucker gets the load at the bid's price and the
 * load moves OP → BK. The key makes a repeated click accept once.
 */
export const acceptBid = (bidId: number, idempotencyKey: string) =>
  apiSend<BidAccepted>('PUT', `/api/Shipments/Bids/${bidId}/Accept`, undefined, { headers: idempotencyHeaders(idempotencyKey) });

/**
 * After an accepted bid: the load's page in every feature (the tracking with its bids and activities, the shipper
 * screens' load, its files) and the chats (the new trucker joins) load again.
 */
export function refreshAfterAcceptedBid(queryClient: QueryClient, loadId: number): Promise<unknown> {
  return Promise.all([refreshLoad(queryClient, loadId), queryClient.invalidateQueries({ queryKey: chatKeys.all })]);
}
