import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ShipperDetailsPage } from '@/features/partners/shipper-details-page';
import { idParam } from '@/lib/router/id-param';

export const Route = createFileRoute('/_app/Shippers/$shipperId/details')({
  params: idParam('shipperId'),
  staticData: { title: msg`Shipper details` },
  // never throws: the page shows its own loading and error states (the API module loads with the route, not at sign-in)
  loader: async ({ context, params }) => {
    const { shipperQueryOptions } = await import('@/features/partners/api');
    await context.queryClient.prefetchQuery(shipperQueryOptions(params.shipperId));
  },
  component: ShipperDetailsRoute,
});

function ShipperDetailsRoute() {
  const { shipperId } = Route.useParams();
  return <ShipperDetailsPage key={shipperId} shipperId={shipperId} />;
}
