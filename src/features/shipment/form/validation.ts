import { NOTE_MAX_LENGTH, type CustomFieldDefinition } from '@/contract/shipment';
import { isBefore } from './date-rules';
import type { ShipmentFormValues } from './form-values';
import { totalPrice } from './totals';

/** The form fields a message can sit under (ModelState keys of decision 047). */
export type IssueField =
  | 'ModeId'
  | 'PickupId'
  | 'DestinationId'
  | 'TotalPrice'
  | 'ShipmentDate'
  | 'ShippingNote'
  | 'ReceivingNote'
  | 'PuAppointmentToDate'
  | 'DelAppointmentDate'
  | 'DelAppointmentToDate'
  | 'Mabd'
  | 'CustomFields';

/** The message keys the form raises; the first four are the spec's (spec 2 §5, §8), read through messages.ts. */
export type IssueKey =
  | 'Please_Select_a_Mode'
  | 'Please_Select_a_Shipping'
  | 'Please_Select_a_Receiving'
  | 'The_price_must_be_upper_than_0'
  | 'Shipment_date_is_required'
  | 'Note_too_long'
  | 'Appointment_to_before_from'
  | 'Delivery_before_pickup'
  | 'Mabd_before_ship_date'
  | 'Custom_field_required';

export type FormIssue = { field: IssueField; key: IssueKey; customFieldId?: number };

/**
 * The client's checks in the server's order (decision 047): mode, pickup company, receiving company, total price,
 * then the field limits. Every failure is listed, as ModelState lists them.
 */
export function validateShipment(v: ShipmentFormValues, customFields: readonly CustomFieldDefinition[] = []): FormIssue[] {
  const issues: FormIssue[] = [];
  if (v.ModeId === null) issues.push({ field: 'ModeId', key: 'Please_Select_a_Mode' });
  if (v.PickupId === null) issues.push({ field: 'PickupId', key: 'Please_Select_a_Shipping' });
  if (v.DestinationId === null) issues.push({ field: 'DestinationId', key: 'Please_Select_a_Receiving' });
  if (!(totalPrice(v.BasicPrice, v.Accessorials) > 0)) issues.push({ field: 'TotalPrice', key: 'The_price_must_be_upper_than_0' });
  if (v.ShipmentDate === '') issues.push({ field: 'ShipmentDate', key: 'Shipment_date_is_required' });
  if (v.ShippingNote.length > NOTE_MAX_LENGTH) issues.push({ field: 'ShippingNote', key: 'Note_too_long' });
  if (v.ReceivingNote.length > NOTE_MAX_LENGTH) issues.push({ field: 'ReceivingNote', key: 'Note_too_long' });
  if (isBefore(v.PuAppointmentToDate, v.PuAppointmentDate))
    issues.push({ field: 'PuAppointmentToDate', key: 'Appointment_to_before_from' });
  if (isBefore(v.Mabd, v.ReqShipDate)) issues.push({ field: 'Mabd', key: 'Mabd_before_ship_date' });
  if (isBefore(v.DelAppointmentDate, v.PuAppointmentDate)) issues.push({ field: 'DelAppointmentDate', key: 'Delivery_before_pickup' });
  if (isBefore(v.DelAppointmentToDate, v.DelAppointmentDate))
    issues.push({ field: 'DelAppointmentToDate', key: 'Appointment_to_before_from' });
  for (const definition of customFields) {
    if (!definition.Required) continue;
    const value = v.CustomFields.find((field) => field.Id === definition.Id)?.Value ?? [];
    if (!value.some((item) => item.trim() !== ''))
      issues.push({ field: 'CustomFields', key: 'Custom_field_required', customFieldId: definition.Id });
  }
  return issues;
}
