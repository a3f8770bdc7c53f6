import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messageBody } from '../services/errors';

export const JSON_BODY_LIMIT = 1_000_000;
/** Uploads: 5,000,000 bytes per file (checked by the handler), 20,000,000 per request. */
export const UPLOAD_BODY_LIMIT = 20_000_000;

const tooLarge = (max: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: max,
    onError: (c) =>
      c.json(messageBody(`The request is too large (more than ${max.toLocaleString('en-US')} bytes).`), 413),
  });

const small = tooLarge(JSON_BODY_LIMIT);
const upload = tooLarge(UPLOAD_BODY_LIMIT);

/** 1 MB for JSON and forms, 20 MB for multipart uploads; enforced on Content-Length and while streaming. */
export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  const type = c.req.header('content-type') ?? '';
  return (type.toLowerCase().startsWith('multipart/form-data') ? upload : small)(c, next);
};
