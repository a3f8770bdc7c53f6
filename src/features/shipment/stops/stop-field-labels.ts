import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StopInput } from '@/contract/shipment';

/** The label of each editable stop field: the stop form shows them, and the sync panel names a conflict's fields by them. */
export const STOP_FIELD_LABELS = {
  AddressId: msg`Company`,
  Note: msg`Note`,
  SpecialReq: msg`Special requirements`,
  ReqShipDate: msg`Requested ship date`,
  PickupNumber: msg`PU #`,
  SealNumber: msg`Seal number`,
  PuAppointmentDate: msg`Pickup appointment from`,
  PuAppointmentToDate: msg`Pickup appointment to`,
  Mabd: msg`MABD`,
  DestinationNumber: msg`DEL #`,
  DelAppointmentDate: msg`Delivery appointment from`,
  DelAppointmentToDate: msg`Delivery appointment to`,
} satisfies Partial<Record<keyof StopInput, MessageDescriptor>>;

export type StopLabelledField = keyof typeof STOP_FIELD_LABELS;

export function stopFieldLabel(field: string): MessageDescriptor | undefined {
  return field in STOP_FIELD_LABELS ? STOP_FIELD_LABELS[field as StopLabelledField] : undefined;
}
