import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PartnersPage } from '@/features/partners/partners-page';
import { LIST_DEFAULTS, partnersSearchSchema } from '@/features/partners/search-params';
import { requireBackOffice } from '@/lib/role-home';

export const Route = createFileRoute('/_app/backoffice')({
  beforeLoad: requireBackOffice,
  validateSearch: partnersSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // starts the list request early and never waits for it (the table shows its own loading state); the API module
  // is imported here, not at the top, so the sign-in page does not download it with the route tree
  loader: ({ context, deps }) => {
    void import('@/features/partners/api').then(({ prefetchPartnersList }) => prefetchPartnersList(context.queryClient, deps));
  },
  staticData: { title: msg`Truckers / Shippers Management` },
  component: BackofficeRoute,
});

function BackofficeRoute() {
  return <PartnersPage search={Route.useSearch()} />;
}
