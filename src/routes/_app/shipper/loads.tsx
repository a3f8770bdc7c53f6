import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PartyLoadsPage } from '@/features/loads/party/party-loads-page';
import { getSession, isBackOffice } from '@/lib/session';
import { PARTY_LOADS_DEFAULTS, partyLoadsSearchSchema, toPartyLoadsQuery } from '@/features/loads/search-params';
import { LOAD_SCREENS_TITLE } from './-load-screens-title';

/** The signed-in shipper's or trucker's own loads (spec 2 §2.13); BackOffice goes through /shipper/Loads/{id}. */
export const Route = createFileRoute('/_app/shipper/loads')({
  validateSearch: partyLoadsSearchSchema,
  search: { middlewares: [stripSearchParams(PARTY_LOADS_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // starts the list request while the screen's code downloads (on a weak link that was a second or more after it)
  loader: ({ context, deps }) => {
    if (isBackOffice(getSession())) return; // staff pick a party first (PartyLoadsPage)
    void import('@/features/loads/api').then(({ partyLoadsQueryOptions }) => {
      void context.queryClient.prefetchQuery(partyLoadsQueryOptions(toPartyLoadsQuery(deps)));
    });
  },
  staticData: LOAD_SCREENS_TITLE,
  component: OwnLoadsRoute,
});

function OwnLoadsRoute() {
  return <PartyLoadsPage search={Route.useSearch()} partyId={null} />;
}
