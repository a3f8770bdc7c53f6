import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LoadsPage } from '@/features/loads/admin/loads-page';
import { AssignModal } from '@/features/market/assign-modal';
import { LOADS_DEFAULTS, loadsSearchSchema, toLoadsQuery } from '@/features/loads/search-params';
import { requireBackOffice } from '@/lib/role-home';

export const Route = createFileRoute('/_app/Loads/')({
  validateSearch: loadsSearchSchema,
  search: { middlewares: [stripSearchParams(LOADS_DEFAULTS)] },
  beforeLoad: requireBackOffice,
  loaderDeps: ({ search }) => search,
  // starts the list request early without waiting (the table shows its own loading state)
  loader: ({ context, deps }) => {
    void import('@/features/loads/api').then(({ loadsQueryOptions, loadsViewModelOptions }) => {
      void context.queryClient.prefetchQuery(loadsQueryOptions(toLoadsQuery(deps)));
      void context.queryClient.prefetchQuery(loadsViewModelOptions());
    });
  },
  staticData: { title: msg`Loads` },
  component: LoadsRoute,
});

function LoadsRoute() {
  return <LoadsPage search={Route.useSearch()} AssignModal={AssignModal} />;
}
