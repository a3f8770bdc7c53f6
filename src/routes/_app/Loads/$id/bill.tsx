import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BillPrintPage } from '@/features/loads/print/bill-print';
import { requireBackOffice } from '@/lib/role-home';
import { idParam } from '@/lib/router/id-param';

/** Print bill (spec 2 §2.14, BackOffice). */
export const Route = createFileRoute('/_app/Loads/$id/bill')({
  params: idParam('id'),
  beforeLoad: requireBackOffice,
  staticData: { title: msg`Print bill` },
  component: BillRoute,
});

function BillRoute() {
  const { id } = Route.useParams();
  return <BillPrintPage key={id} id={id} />;
}
