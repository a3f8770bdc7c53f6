import type { QueryClient } from '@tanstack/react-query';
import { idParam } from '@/lib/router/id-param';
import type { RouterContext } from '@/lib/router-context';
import { getSession, isBackOffice } from '@/lib/session';
import { LOAD_SCREENS_TITLE } from '../-load-screens-title';

/**
 * Params and data of the edit and detail routes (not a route: the `-` prefix keeps the generator away). Kept apart
 * from the slots so the route tree, which the sign-in page downloads, does not pull in the load screens.
 */

/**
 * Starts the load, its stops, its items and the form's view model with the route instead of one after the other from
 * the page (the edit-screen budget, ARCHITECTURE.md); imported lazily so the sign-in page does not download the
 * feature's api. BackOffice's view model is its load's shipper's, so it follows the load.
 */
function prefetchShipment(queryClient: QueryClient, id: number): void {
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

/** What the edit and detail routes share: the load's id, its data started with the route, and the title. */
export const shipmentRoute = {
  params: idParam('id'),
  loader: ({ context, params }: { context: RouterContext; params: { id: number } }) => prefetchShipment(context.queryClient, params.id),
  staticData: LOAD_SCREENS_TITLE,
};
