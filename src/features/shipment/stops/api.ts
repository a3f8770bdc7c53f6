import { queryOptions } from '@tanstack/react-query';
import type { Stop } from '@/contract/shipment';
import { apiGet } from '@/lib/http/client';
import { shipmentKeys } from '../api';

export const stopKeys = {
  list: (shipmentId: number) => [...shipmentKeys.detail(shipmentId), 'stops'] as const,
};

/** GET /api/Shipments/Stops/{shipmentId}: the load's extra stops by Position (loaded on entry and after each change). */
export const stopsQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: stopKeys.list(shipmentId),
    queryFn: ({ signal }) => apiGet<{ Stops: Stop[] }>(`/api/Shipments/Stops/${shipmentId}`, { signal }),
    select: (answer) => answer.Stops,
  });

// Stop writes go through sendOrQueue (src/lib/offline/write.ts, requests.ts): each carries a fresh Idempotency-Key
// (decision 014), PUT and DELETE the stop's Version as If-Match (412 with the current stop when someone else changed it).
