import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TruckerDetailsPage } from '@/features/partners/trucker-details-page';
import { idParam } from '@/lib/router/id-param';

export const Route = createFileRoute('/_app/truckers/$truckerId/details')({
  params: idParam('truckerId'),
  staticData: { title: msg`Trucker details` },
  // never throws: the page shows its own loading and error states (the API module loads with the route, not at sign-in)
  loader: async ({ context, params }) => {
    const { truckerQueryOptions } = await import('@/features/partners/api');
    await context.queryClient.prefetchQuery(truckerQueryOptions(params.truckerId));
  },
  component: TruckerDetailsRoute,
});

function TruckerDetailsRoute() {
  const { truckerId } = Route.useParams();
  return <TruckerDetailsPage key={truckerId} truckerId={truckerId} />;
}
