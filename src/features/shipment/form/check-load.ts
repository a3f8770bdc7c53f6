import * as v from 'valibot';
import { issueMessages, withLeadingKeys } from '@/contract/fields';
import { type FieldMessages, message, modelStateOf } from '@/contract/messages';
import type { ShipmentInput, ShipmentViewModel } from '@/contract/shipment';
import { SHIPMENT_FIRST_KEYS, shipmentInputSchema } from '@/contract/shipment-input';
import type { ModelStateAnswer } from '@/lib/http/model-state';
import type { ShipmentFormValues } from './form-values';

/** The form's own rule (the wire may leave the date out). */
export const SHIPMENT_DATE_REQUIRED = message('Shipment_date_is_required', 'Shipment_date_is_required');

/**
 * The load body checked before it is sent, as the server checks it: the contract's schema with the shipper's custom
 * fields, and the form's own rule on top (the wire may leave the shipment date out and the server takes today; the
 * form may not). The ModelState the server would answer, spec keys first, or null.
 */
export function checkLoad(
  values: ShipmentFormValues,
  input: ShipmentInput,
  customFields: ShipmentViewModel['CustomFields'] = [],
): ModelStateAnswer | null {
  const state: FieldMessages = values.ShipmentDate === '' ? { ShipmentDate: [SHIPMENT_DATE_REQUIRED] } : {};
  const parsed = v.safeParse(shipmentInputSchema(customFields), input);
  if (!parsed.success) for (const [key, messages] of Object.entries(issueMessages(parsed.issues))) (state[key] ??= []).push(...messages);
  return Object.keys(state).length > 0 ? modelStateOf(withLeadingKeys(state, SHIPMENT_FIRST_KEYS)) : null;
}
