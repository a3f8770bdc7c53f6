import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { InvoicePrintPage } from '@/features/loads/print/invoice-print';
import { requireBackOffice } from '@/lib/role-home';

const paramsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) });

/** Print invoice (spec 2 §2.14, BackOffice). */
export const Route = createFileRoute('/_app/Loads/$id/invoice')({
  params: { parse: (raw) => v.parse(paramsSchema, raw), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: requireBackOffice,
  staticData: { title: msg`Print invoice` },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <InvoicePrintPage key={id} id={id} />;
}
