import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { shipperQueryOptions } from '@/features/partners/api';
import { ShipperDetailsPage } from '@/features/partners/shipper-details-page';

const paramsSchema = v.object({ shipperId: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) });

export const Route = createFileRoute('/_app/Shippers/$shipperId/details')({
  params: { parse: (raw) => v.parse(paramsSchema, raw), stringify: ({ shipperId }) => ({ shipperId: String(shipperId) }) },
  staticData: { title: msg`Shipper details` },
  // never throws: the page shows its own loading and error states
  loader: ({ context, params }) => context.queryClient.prefetchQuery(shipperQueryOptions(params.shipperId)),
  component: ShipperDetailsRoute,
});

function ShipperDetailsRoute() {
  const { shipperId } = Route.useParams();
  return <ShipperDetailsPage key={shipperId} shipperId={shipperId} />;
}
