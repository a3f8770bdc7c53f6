import { type ModelState, withLeadingKeys } from '@/contract/fields';
import type { ShipmentInput, ShipmentViewModel } from '@/contract/shipment';
import { SHIPMENT_FIRST_KEYS, shipmentInputSchema } from '@/contract/shipment-input';
import { schemaModelState } from '@/lib/http/model-state';
import type { ShipmentFormValues } from './form-values';

/**
 * The load body checked before it is sent, as the server checks it: the contract's schema with the shipper's custom
 * fields, and the form's own rule on top (the wire may leave the shipment date out and the server takes today; the
 * form may not). The ModelState the server would answer, spec keys first, or null.
 */
export function checkLoad(
  values: ShipmentFormValues,
  input: ShipmentInput,
  customFields: ShipmentViewModel['CustomFields'] = [],
): ModelState | null {
  const state: ModelState = values.ShipmentDate === '' ? { ShipmentDate: ['Shipment_date_is_required'] } : {};
  for (const [key, messages] of Object.entries(schemaModelState(shipmentInputSchema(customFields), input) ?? {}))
    (state[key] ??= []).push(...messages);
  return Object.keys(state).length > 0 ? withLeadingKeys(state, SHIPMENT_FIRST_KEYS) : null;
}
