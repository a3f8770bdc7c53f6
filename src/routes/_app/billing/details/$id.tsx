import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BillingDetailsPage } from '@/features/billing/billing-details-page';
import { requireBackOffice } from '@/lib/role-home';
import { idParam } from '@/lib/router/id-param';

export const Route = createFileRoute('/_app/billing/details/$id')({
  beforeLoad: requireBackOffice,
  params: idParam('id'),
  staticData: { title: msg`Billing details` },
  // never throws: the page shows its own loading and error states (the API module loads with the route, not at sign-in)
  loader: async ({ context, params }) => {
    const { billingDetailsQueryOptions } = await import('@/features/billing/api');
    await context.queryClient.prefetchQuery(billingDetailsQueryOptions(params.id));
  },
  component: BillingDetailsRoute,
});

function BillingDetailsRoute() {
  const { id } = Route.useParams();
  return <BillingDetailsPage key={id} userId={id} />;
}
