import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FreightClassResult, ItemTotals, Shipment, ShipmentItemInput, ShipmentItems } from '@/contract/shipment';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';
import { shipmentKeys } from '../api';

export const itemKeys = {
  list: (shipmentId: number) => [...shipmentKeys.detail(shipmentId), 'items'] as const,
};

/** GET /api/Shipments/Items/{shipmentId}. */
export const itemsQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: itemKeys.list(shipmentId),
    queryFn: ({ signal }) => apiGet<ShipmentItems>(`/api/Shipments/Items/${shipmentId}`, { signal }),
  });

const once = () => ({ headers: idempotencyHeaders() });

export const createItem = (input: ShipmentItemInput) => apiSend<ItemTotals>('POST', '/api/Shipments/Items', input, once());
export const updateItem = (id: number, input: ShipmentItemInput) => apiSend<ItemTotals>('PUT', `/api/Shipments/Items/${id}`, input, once());
export const deleteItem = (id: number) => apiSend<ItemTotals>('DELETE', `/api/Shipments/Items/${id}`, undefined, once());

/** GET /FreightClass/CalculateClass (cm and kg when isMeter). */
export function calculateFreightClass(
  measures: { length: number; width: number; height: number; weight: number; isMeter: boolean },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    length: String(measures.length),
    width: String(measures.width),
    height: String(measures.height),
    weight: String(measures.weight),
    isMeter: String(measures.isMeter),
  });
  return apiGet<FreightClassResult>(`/FreightClass/CalculateClass?${query}`, { signal });
}

/** After an item write: the load's total weight from the answer at once, then the items and the load read again. */
export async function applyItemTotals(queryClient: QueryClient, shipmentId: number, totals: ItemTotals): Promise<void> {
  queryClient.setQueryData<Shipment>(shipmentKeys.detail(shipmentId), (shipment) =>
    shipment ? { ...shipment, TotalWeight: totals.TotalWeight, WeightType: totals.WeightType } : shipment,
  );
  queryClient.setQueryData<ShipmentItems>(itemKeys.list(shipmentId), (items) =>
    items ? { ...items, TotalWeight: totals.TotalWeight, WeightType: totals.WeightType } : items,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: itemKeys.list(shipmentId) }),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipmentId), exact: true }),
  ]);
}
