import { emptyShipmentForm, type ShipmentFormValues } from './form-values';

/** Test data: a new load's form (made on 2026-03-18) with what a save needs: a mode, both companies and a price. */
export const filledForm = (patch: Partial<ShipmentFormValues> = {}): ShipmentFormValues => ({
  ...emptyShipmentForm(new Date('2026-03-18T12:00:00Z')),
  ModeId: 2,
  PickupId: 10,
  DestinationId: 11,
  BasicPrice: 1000,
  ...patch,
});
