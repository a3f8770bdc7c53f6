import * as v from 'valibot';
import { trimmedText } from './fields';
import { message, say, template } from './messages';
import { optionalId } from './list-query';
import { CHAT_MESSAGE_MAX_LENGTH } from './shipment';

/** The bodies of the load chat (decision 047 §Chat), read by the server; the composer checks its text with `chatBody`. */

export const CHAT_MESSAGE_REQUIRED = message('chat_message_required', 'The message is required.');
export const CHAT_MESSAGE_TOO_LONG = message('chat_message_too_long', `The message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`);
export const chatMessageId = template('chat_message_id', '{field} must be a message id.');

/** A message's text: required, at most 2000 characters once trimmed. */
export const chatBody = trimmedText(CHAT_MESSAGE_REQUIRED, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG);

/** POST /api/Chat/{shipmentId}/Messages. */
export const postMessageSchema = v.object({ Body: v.optional(chatBody, '') });

/** A message id sent as text (a query parameter, a header): blank is none. */
const messageIdText = (field: string) => optionalId(/^\d{1,15}$/, chatMessageId({ field }));

/** GET /api/Chat/{shipmentId}/Messages and /Stream: `?after=` the last message the reader has. */
export const threadQuerySchema = v.object({ after: messageIdText('after') });
export const THREAD_QUERY_KEYS = ['after'] as const;

/** The chat stream's `Last-Event-ID` header, read like `?after=` (the header wins). */
export const resumeHeaderSchema = v.object({ 'Last-Event-ID': messageIdText('Last-Event-ID') });

const LAST_READ_ID = chatMessageId({ field: 'LastReadId' });
/** PUT /api/Chat/{shipmentId}/Read. */
export const readSchema = v.object({
  LastReadId: v.pipe(v.number(say(LAST_READ_ID)), v.integer(say(LAST_READ_ID)), v.minValue(0, say(LAST_READ_ID))),
});
