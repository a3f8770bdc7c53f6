import { createFileRoute } from '@tanstack/react-router';
import { ShipmentPage } from '@/features/shipment/form/shipment-page';
import { shipmentSlots } from './-shipment-slots';
import { LOAD_SCREENS_TITLE } from '../-load-screens-title';

/** A new load (spec 2 §2.12): after the first save it continues on /shipper/Loads/{id}/edit. */
export const Route = createFileRoute('/_app/shipper/Loads/new')({
  staticData: LOAD_SCREENS_TITLE,
  component: () => <ShipmentPage mode="new" slots={shipmentSlots} />,
});
