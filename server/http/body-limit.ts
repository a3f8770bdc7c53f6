import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messageBody } from '../services/errors';
import { template } from '../../src/contract/messages';

const BODY_TOO_LARGE = template('body_too_large', 'The request is too large (more than {max} bytes).');

export const JSON_BODY_LIMIT = 1_000_000;
/** Uploads: 5,000,000 bytes per file (checked by the handler), 20,000,000 per request. */
export const UPLOAD_BODY_LIMIT = 20_000_000;

const tooLarge = (max: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: max,
    onError: (c) => c.json(messageBody(BODY_TOO_LARGE({ max: max.toLocaleString('en-US') })), 413),
  });

const small = tooLarge(JSON_BODY_LIMIT);
const upload = tooLarge(UPLOAD_BODY_LIMIT);

/**
 * Load attachment and billing uploads stream their body through server/http/multipart.ts, which enforces the
 * spec's 5 MB / 20 MB limits itself (with the spec's messages) while reading: no generic limit in front of them.
 */
const STREAMED_UPLOADS = /^\/api\/(attachments(\/\d+)?|billing\/attachment|billing\/billingattachment)\/?$/;

/** 1 MB for JSON and forms, 20 MB for multipart uploads; enforced on Content-Length and while streaming. */
export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  // No body to limit: hono's bodyLimit would read `c.req.raw.body`, which makes @hono/node-server build a whole
  // web Request (a stream, an AbortSignal) for every GET — a tenth of the request path's time (issue 19 profile).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = c.req.header('content-type') ?? '';
  if (STREAMED_UPLOADS.test(c.req.path)) return next();
  return (type.toLowerCase().startsWith('multipart/form-data') ? upload : small)(c, next);
};
