import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ShipperDetailsPage } from '@/features/partners/shipper-details-page';

const paramsSchema = v.object({ shipperId: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) });

export const Route = createFileRoute('/_app/Shippers/$shipperId/details')({
  params: { parse: (raw) => v.parse(paramsSchema, raw), stringify: ({ shipperId }) => ({ shipperId: String(shipperId) }) },
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
