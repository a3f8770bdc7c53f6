import { queryOptions } from '@tanstack/react-query';
import type { Country } from '@/contract/account';
import type { Address, AddressInput, Shipment, ShipmentCreated, ShipmentInput, ShipmentViewModel } from '@/contract/shipment';
import { apiGet, apiSend } from '@/lib/http/client';

/** Query keys of the shipper load screens (decision 047). */
export const shipmentKeys = {
  all: ['shipment'] as const,
  /** Every query of one load's screens: the load, its notes, stops, items and bill of lading. */
  detail: (id: number) => ['shipment', id] as const,
  bol: (id: number) => [...shipmentKeys.detail(id), 'bol'] as const,
  viewModels: ['shipment', 'view-model'] as const,
  viewModel: (shipperId?: number) => [...shipmentKeys.viewModels, shipperId ?? 'own'] as const,
  address: (id: number) => ['shipment', 'address', id] as const,
  countries: ['shipment', 'countries'] as const,
};

/** GET /api/Shipments/{id}. */
export const shipmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: shipmentKeys.detail(id),
    queryFn: ({ signal }) => apiGet<Shipment>(`/api/Shipments/${id}`, { signal }),
  });

/**
 * GET /api/Shipments/GetViewModel[?shipperId=]: the option lists of the form. A 402 is shown by the http client
 * (message dialog, then the billing tab of the profile), so it is not retried.
 */
export const shipmentViewModelQueryOptions = (shipperId?: number) =>
  queryOptions({
    queryKey: shipmentKeys.viewModel(shipperId),
    queryFn: ({ signal }) =>
      apiGet<ShipmentViewModel>(
        shipperId === undefined ? '/api/Shipments/GetViewModel' : `/api/Shipments/GetViewModel?shipperId=${shipperId}`,
        { signal },
      ),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** GET /api/Address/{id}: fills the read-only address and contact fields of a section. */
export const addressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: shipmentKeys.address(id),
    queryFn: ({ signal }) => apiGet<Address>(`/api/Address/${id}`, { signal }),
    staleTime: 60 * 1000,
  });

/** GET /api/Countries (no token): the Add Address dialog's country and state lists, kept for the visit. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: shipmentKeys.countries,
    queryFn: ({ signal }) => apiGet<Country[]>('/api/Countries', { signal, auth: false }),
    staleTime: Infinity,
    gcTime: 24 * 60 * 60 * 1000,
  });

/** POST /api/Address: a new company in the shipper's address book. */
export const createAddress = (input: AddressInput) => apiSend<Address>('POST', '/api/Address', input);

/** POST /api/Shipments: a new draft load. */
export const createShipment = (input: ShipmentInput) => apiSend<ShipmentCreated>('POST', '/api/Shipments', input);

/** PUT /api/Shipments/{id} with the load's Version as If-Match (412 when someone else saved it first). */
export const updateShipment = (id: number, input: ShipmentInput, version: number) =>
  apiSend<Shipment>('PUT', `/api/Shipments/${id}`, input, { headers: { 'If-Match': String(version) } });
