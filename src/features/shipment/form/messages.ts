import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The form's save notice. The contract's and the server's messages (and the form's own rule, check-load.ts) are
 * translated by id through the one catalogue (src/lib/i18n/server-messages.ts), so a ModelState answer and the
 * form's check before sending read the same way.
 */
const LOCAL_MESSAGES: Record<string, MessageDescriptor> = {
  Shipment_has_been_Updated_successfuly: msg({
    id: 'Shipment_has_been_Updated_successfuly',
    message: 'Shipment has been updated successfully',
  }),
};

/** A form message in the active language (the key itself when unknown). */
export function shipmentMessage(key: string): string {
  const descriptor = LOCAL_MESSAGES[key];
  return descriptor ? i18n._(descriptor) : key;
}
