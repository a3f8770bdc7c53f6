import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvoicePrintPage } from '@/features/loads/print/invoice-print';
import { requireBackOffice } from '@/lib/role-home';
import { idParam } from '@/lib/router/id-param';

/** Print invoice (spec 2 §2.14, BackOffice). */
export const Route = createFileRoute('/_app/Loads/$id/invoice')({
  params: idParam('id'),
  beforeLoad: requireBackOffice,
  staticData: { title: msg`Print invoice` },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <InvoicePrintPage key={id} id={id} />;
}
