import { queryOptions } from '@tanstack/react-query';
import type { BillOfLading } from '@/contract/shipment';
import { apiGet } from '@/lib/http/client';
import { shipmentKeys } from '../api';

/** GET /api/Dashboard/BOL/{id} (the client sends Accept: application/json, as the spec's report call does). */
export const bolQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: shipmentKeys.bol(shipmentId),
    queryFn: ({ signal }) => apiGet<BillOfLading>(`/api/Dashboard/BOL/${shipmentId}`, { signal }),
    retry: false,
    staleTime: 0,
  });
