import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession, isBackOffice } from '@/lib/session';
import { ShipmentPage } from '@/features/shipment/form/shipment-page';
import { shipmentRoute } from '../-shipment-params';
import { shipmentSlots } from '../-shipment-slots';

/** A load, read-only (spec 2 §2.11). */
export const Route = createFileRoute('/_app/shipper/Loads/$id/detail')({
  ...shipmentRoute,
  // The shipper's form is not the carrier's: a trucker reads the load on its own page (issue 38, decision 158).
  beforeLoad: ({ params }) => {
    const session = getSession();
    if (session && /Trucker/.test(session.role) && !/Shipper/.test(session.role) && !isBackOffice(session))
      throw redirect({ to: '/Loads/$id', params: { id: params.id }, replace: true });
  },
  component: ShipmentDetailRoute,
});

function ShipmentDetailRoute() {
  const { id } = Route.useParams();
  return <ShipmentPage key={id} mode="detail" shipmentId={id} slots={shipmentSlots} />;
}
