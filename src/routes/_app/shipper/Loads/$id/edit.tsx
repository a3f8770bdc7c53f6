import { createFileRoute } from '@tanstack/react-router';
import { ShipmentPage } from '@/features/shipment/form/shipment-page';
import { shipmentRoute } from '../-shipment-params';
import { shipmentSlots } from '../-shipment-slots';

/** Edit a load (spec 2 §2.12). */
export const Route = createFileRoute('/_app/shipper/Loads/$id/edit')({
  ...shipmentRoute,
  component: EditShipmentRoute,
});

function EditShipmentRoute() {
  const { id } = Route.useParams();
  return <ShipmentPage key={id} mode="edit" shipmentId={id} slots={shipmentSlots} />;
}
