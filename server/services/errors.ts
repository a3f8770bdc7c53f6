import { type FieldMessages, type Message, message, modelStateOf, toRef } from '../../src/contract/messages';

/** The three error bodies of decision 001, and an error class that carries one to the app's error handler. */

export type ErrorBody = Record<string, unknown>;

export const INVALID_REQUEST = 'The request is invalid.';
export const UNAUTHORIZED = 'Authorization has been denied for this request.';
/** The generic 403 and 404 (decision 120: sent with their ids). */
export const FORBIDDEN = message('forbidden', 'You do not have permission to do this.');
export const NOT_FOUND = message('not_found', 'The requested resource was not found.');
export const SERVER_ERROR = message('server_error', 'An error has occurred.');
/** A body that is not a JSON object (no field to name): `{ Message }` by id; a ModelState answer keeps the text. */
export const REQUEST_INVALID = message('request_invalid', INVALID_REQUEST);
export const METHOD_NOT_ALLOWED = message('method_not_allowed', 'The requested resource does not support this HTTP method.');

/**
 * 400 with field messages: `{ Message, ModelState: { Field: [English] }, ModelStateIds: { Field: [{ Id, Values }] } }`
 * (decision 120: the ids beside the spec's shape, for the client's catalogue).
 */
export const modelStateBody = (messages: FieldMessages): ErrorBody => ({ Message: INVALID_REQUEST, ...modelStateOf(messages) });

/**
 * Any other failure: `{ Message }` (with `MessageId` when it is a catalogue message), optionally with more fields
 * (e.g. the 429's error and error_description).
 */
export const messageBody = (message: string | Message, extra: ErrorBody = {}): ErrorBody =>
  typeof message === 'string' ? { Message: message, ...extra } : { Message: message.text, MessageId: toRef(message), ...extra };

/** The token endpoint's OAuth style: `{ error, error_description }`. */
export const oauthBody = (error: string, description: string): ErrorBody => ({ error, error_description: description });

/** Throw from a handler or service; the app answers `status` with `body` (and `headers`). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 429 | 503,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.Message === 'string' ? body.Message : String(body.error_description ?? 'API error'));
    this.name = 'ApiError';
  }
}

export const modelStateError = (messages: FieldMessages) => new ApiError(400, modelStateBody(messages));
export const fieldError = (field: string, message: Message) => modelStateError({ [field]: [message] });
export const messageError = (status: ApiError['status'], message: string | Message) => new ApiError(status, messageBody(message));
export const oauthError = (error: string, description: string, status: ApiError['status'] = 400) =>
  new ApiError(status, oauthBody(error, description));
