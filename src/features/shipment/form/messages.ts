import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NOTE_MAX_LENGTH } from '@/contract/shipment';
import { translateValidation } from '@/lib/i18n/validation-messages';
import type { IssueKey } from './validation';

/**
 * The form's own checks. The spec's keys (spec 2 §8) and the server's messages are translated by the one error
 * catalogue (src/lib/i18n/validation-messages.ts), so a ModelState answer and a local check read the same way.
 */
const LOCAL_MESSAGES: Partial<Record<IssueKey | 'Shipment_has_been_Updated_successfuly', MessageDescriptor>> = {
  Shipment_has_been_Updated_successfuly: msg({
    id: 'Shipment_has_been_Updated_successfuly',
    message: 'Shipment has been updated successfully',
  }),
  Shipment_date_is_required: msg`Shipment date is required`,
  Note_too_long: msg`The note must be at most ${NOTE_MAX_LENGTH} characters.`,
  Appointment_to_before_from: msg`The appointment end must not be before its start.`,
  Delivery_before_pickup: msg`The delivery appointment must not be before the pickup appointment.`,
  Mabd_before_ship_date: msg`MABD must not be before the requested ship date.`,
  Custom_field_required: msg`This field is required`,
};

/** A form message, or a server message (a spec key or English text) in the active language. */
export function shipmentMessage(key: string): string {
  const descriptor = (LOCAL_MESSAGES as Record<string, MessageDescriptor | undefined>)[key];
  return descriptor ? i18n._(descriptor) : translateValidation(key);
}
