import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateValidation } from '@/lib/i18n/validation-messages';

/**
 * The form's own messages (its one rule beyond the contract's schema, and the save notice). The contract's and the
 * server's messages are translated by the one error catalogue (src/lib/i18n/validation-messages.ts), so a ModelState
 * answer and the form's check before sending read the same way.
 */
const LOCAL_MESSAGES: Record<string, MessageDescriptor> = {
  Shipment_has_been_Updated_successfuly: msg({
    id: 'Shipment_has_been_Updated_successfuly',
    message: 'Shipment has been updated successfully',
  }),
  Shipment_date_is_required: msg`Shipment date is required`,
};

/** A form message, or a server message (a spec key or English text) in the active language. */
export function shipmentMessage(key: string): string {
  const descriptor = LOCAL_MESSAGES[key];
  return descriptor ? i18n._(descriptor) : translateValidation(key);
}
