import { createFileRoute } from '@tanstack/react-router';
import { ShipmentPage } from '@/features/shipment/form/shipment-page';
import { prefetchShipment, shipmentParams } from '../-shipment-params';
import { shipmentSlots } from '../-shipment-slots';
import { LOAD_SCREENS_TITLE } from '../../-load-screens-title';

/** A load, read-only (spec 2 §2.11). */
export const Route = createFileRoute('/_app/shipper/Loads/$id/detail')({
  params: shipmentParams,
  loader: ({ context, params }) => prefetchShipment(context.queryClient, params.id),
  staticData: LOAD_SCREENS_TITLE,
  component: ShipmentDetailRoute,
});

function ShipmentDetailRoute() {
  const { id } = Route.useParams();
  return <ShipmentPage key={id} mode="detail" shipmentId={id} slots={shipmentSlots} />;
}
