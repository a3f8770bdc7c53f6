import { createFileRoute } from '@tanstack/react-router';
import { ShipmentPage } from '@/features/shipment/form/shipment-page';
import { prefetchShipment, shipmentParams } from '../-shipment-params';
import { shipmentSlots } from '../-shipment-slots';
import { LOAD_SCREENS_TITLE } from '../../-load-screens-title';

/** Edit a load (spec 2 §2.12). */
export const Route = createFileRoute('/_app/shipper/Loads/$id/edit')({
  params: shipmentParams,
  loader: ({ context, params }) => prefetchShipment(context.queryClient, params.id),
  staticData: LOAD_SCREENS_TITLE,
  component: EditShipmentRoute,
});

function EditShipmentRoute() {
  const { id } = Route.useParams();
  return <ShipmentPage key={id} mode="edit" shipmentId={id} slots={shipmentSlots} />;
}
