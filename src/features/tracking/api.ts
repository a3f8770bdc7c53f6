import { queryOptions } from '@tanstack/react-query';
import { TRACKING_REFRESH_MS, type Activity, type Bid, type TrackingResponse } from '@/contract/load-detail';
import { apiGet } from '@/lib/http/client';

/** Query keys of the tracking page (decision 042). `['tracking', id]` is also prefetched by the party load list. */
export const trackingKeys = {
  tracking: (id: number) => ['tracking', id] as const,
  activities: (id: number) => ['tracking', id, 'activities'] as const,
  bids: (id: number) => ['tracking', id, 'bids'] as const,
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
