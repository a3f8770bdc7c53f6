import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PartyLoadsPage } from '@/features/loads/party/party-loads-page';
import { PARTY_LOADS_DEFAULTS, partyLoadsSearchSchema } from '@/features/loads/search-params';
import { idParam } from '@/lib/router/id-param';
import { LOAD_SCREENS_TITLE } from '../../-load-screens-title';

/** The loads of the party picked on a partner page (BackOffice), or the signed-in party's own (spec 2 §2.13). */
export const Route = createFileRoute('/_app/shipper/Loads/$id/')({
  params: idParam('id'),
  validateSearch: partyLoadsSearchSchema,
  search: { middlewares: [stripSearchParams(PARTY_LOADS_DEFAULTS)] },
  staticData: LOAD_SCREENS_TITLE,
  component: PartyLoadsRoute,
});

function PartyLoadsRoute() {
  const { id } = Route.useParams();
  return <PartyLoadsPage key={id} search={Route.useSearch()} partyId={id} />;
}
