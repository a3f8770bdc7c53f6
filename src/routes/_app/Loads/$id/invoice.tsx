import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvoicePrintPage } from '@/features/loads/print/invoice-print';
import { requireShipperOrBackOffice } from '@/features/loads/route-guards';
import { idParam } from '@/lib/router/id-param';

/** Print invoice (spec 2 §2.14): BackOffice, and the load's shipper (issue 40; the API answers 403 to another). */
export const Route = createFileRoute('/_app/Loads/$id/invoice')({
  params: idParam('id'),
  beforeLoad: requireShipperOrBackOffice,
  staticData: { title: msg`Print invoice`, roleTitles: { Shipper: msg`Invoice` } },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <InvoicePrintPage key={id} id={id} />;
}
