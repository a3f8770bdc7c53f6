import type { QueryClient } from '@tanstack/react-query';
import { idParam } from '@/lib/router/id-param';
import { getSession, isBackOffice } from '@/lib/session';

/**
 * Params and data of the edit and detail routes (not a route: the `-` prefix keeps the generator away). Kept apart
 * from the slots so the route tree, which the sign-in page downloads, does not pull in the load screens.
 */

export const shipmentParams = idParam('id');

/**
 * Starts the load, its stops, its items and the form's view model with the route instead of one after the other from
 * the page (the edit-screen budget, ARCHITECTURE.md); imported lazily so the sign-in page does not download the
 * feature's api. BackOffice's view model is its load's shipper's, so it follows the load.
 */
export function prefetchShipment(queryClient: QueryClient, id: number): void {
  void Promise.all([
    import('@/features/shipment/api'),
    import('@/features/shipment/stops/api'),
    import('@/features/shipment/items/api'),
  ]).then(([shipment, stops, items]) => {
    const backOffice = isBackOffice(getSession());
    const viewModelOf = (shipperId?: number) => void queryClient.prefetchQuery(shipment.shipmentViewModelQueryOptions(shipperId));
    // a failure is the page's to show
    void queryClient.fetchQuery(shipment.shipmentQueryOptions(id)).then(
      (load) => {
        if (backOffice) viewModelOf(load.ShipperId);
      },
      () => undefined,
    );
    void queryClient.prefetchQuery(stops.stopsQueryOptions(id));
    void queryClient.prefetchQuery(items.itemsQueryOptions(id));
    if (!backOffice) viewModelOf(undefined);
  });
}
