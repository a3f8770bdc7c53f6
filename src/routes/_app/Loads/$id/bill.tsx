import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BillPrintPage } from '@/features/loads/print/bill-print';
import { requireBackOffice } from '@/lib/role-home';

const paramsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) });

/** Print bill (spec 2 §2.14, BackOffice). */
export const Route = createFileRoute('/_app/Loads/$id/bill')({
  params: { parse: (raw) => v.parse(paramsSchema, raw), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: requireBackOffice,
  staticData: { title: msg`Print bill` },
  component: BillRoute,
});

function BillRoute() {
  const { id } = Route.useParams();
  return <BillPrintPage key={id} id={id} />;
}
