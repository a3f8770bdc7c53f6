import { queryOptions } from '@tanstack/react-query';
import type { MoveStopsInput, Stop, StopInput } from '@/contract/shipment';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';

export const stopKeys = {
  list: (shipmentId: number) => ['shipment', shipmentId, 'stops'] as const,
};

/** GET /api/Shipments/Stops/{shipmentId}: the load's extra stops by Position (loaded on entry and after each change). */
export const stopsQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: stopKeys.list(shipmentId),
    queryFn: ({ signal }) => apiGet<{ Stops: Stop[] }>(`/api/Shipments/Stops/${shipmentId}`, { signal }),
    select: (answer) => answer.Stops,
  });

/**
 * Every stop write carries a fresh Idempotency-Key per user action (decision 014: a retried request runs once);
 * PUT and DELETE also carry the stop's Version as If-Match (412 with the current stop when someone else changed it).
 */
function writeHeaders(version?: number): Record<string, string> {
  const headers: Record<string, string> = idempotencyHeaders();
  if (version !== undefined) headers['If-Match'] = `"${version}"`;
  return headers;
}

export const createStop = (input: StopInput) =>
  apiSend<{ Id: number; Version: number; Stop: Stop }>('POST', '/api/Shipments/Stops', input, { headers: writeHeaders() });

export const updateStop = (id: number, version: number, input: StopInput) =>
  apiSend<Stop>('PUT', `/api/Shipments/Stops/${id}`, input, { headers: writeHeaders(version) });

export const deleteStop = (id: number, version: number) => apiSend<unknown>('DELETE', `/api/Shipments/Stops/${id}`, undefined, { headers: writeHeaders(version) });

export const moveStops = (input: MoveStopsInput) => apiSend<unknown>('PUT', '/api/Shipments/MoveStops', input, { headers: writeHeaders() });
