import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PartyLoadsPage } from '@/features/loads/party/party-loads-page';
import { PARTY_LOADS_DEFAULTS, partyLoadsSearchSchema } from '@/features/loads/search-params';

/** The signed-in shipper's or trucker's own loads (spec 2 §2.13); BackOffice goes through /shipper/Loads/{id}. */
export const Route = createFileRoute('/_app/shipper/loads')({
  validateSearch: partyLoadsSearchSchema,
  search: { middlewares: [stripSearchParams(PARTY_LOADS_DEFAULTS)] },
  staticData: { title: msg`Shipper | Loads` },
  component: OwnLoadsRoute,
});

function OwnLoadsRoute() {
  return <PartyLoadsPage search={Route.useSearch()} partyId={null} />;
}
