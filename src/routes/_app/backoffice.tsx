import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetchPartnersList } from '@/features/partners/api';
import { PartnersPage } from '@/features/partners/partners-page';
import { LIST_DEFAULTS, partnersSearchSchema } from '@/features/partners/search-params';

export const Route = createFileRoute('/_app/backoffice')({
  validateSearch: partnersSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // starts the list request early; never waits for it (the table shows its own loading state)
  loader: ({ context, deps }) => void prefetchPartnersList(context.queryClient, deps),
  staticData: { title: msg`Truckers / Shippers Management` },
  component: BackofficeRoute,
});

function BackofficeRoute() {
  return <PartnersPage search={Route.useSearch()} />;
}
