import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BillingDashboardPage } from '@/features/billing/billing-dashboard-page';
import { BILLING_DEFAULTS, billingSearchSchema } from '@/features/billing/search-params';
import { requireBackOffice } from '@/lib/role-home';

export const Route = createFileRoute('/_app/billing/dashboard')({
  beforeLoad: requireBackOffice,
  validateSearch: billingSearchSchema,
  search: { middlewares: [stripSearchParams(BILLING_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // starts the list and filter requests early and never waits for them (the screen shows its own loading state);
  // the API module is imported here, not at the top, so the sign-in page does not download it with the route tree
  loader: ({ context, deps }) => {
    void import('@/features/billing/api').then(({ prefetchDashboard }) => prefetchDashboard(context.queryClient, deps));
  },
  staticData: { title: msg`Billing` },
  component: BillingDashboardRoute,
});

function BillingDashboardRoute() {
  return <BillingDashboardPage search={Route.useSearch()} />;
}
