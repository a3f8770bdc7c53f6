import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BillingDetailsPage } from '@/features/billing/billing-details-page';
import { requireBackOffice } from '@/lib/role-home';

const paramsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) });

export const Route = createFileRoute('/_app/billing/details/$id')({
  beforeLoad: requireBackOffice,
  params: { parse: (raw) => v.parse(paramsSchema, raw), stringify: ({ id }) => ({ id: String(id) }) },
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
