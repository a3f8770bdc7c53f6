import type { Context } from 'hono';
import { contentDisposition } from '../services/attachment-files';
import { messageError, NOT_FOUND } from '../services/errors';
import { checkSignedUrl } from '../services/signed-urls';
import { type AppEnv, fileStorageOf } from './env';
import { queryId } from './path-id';
import { queryParams } from './query';
import { message } from '../../src/contract/messages';

const LINK_EXPIRED = message('link_expired', 'This link has expired.');
const LINK_INVALID = message('link_invalid', 'This link is not valid.');

export const SIGNED_FILE_HEADERS = { 'Cache-Control': 'private, max-age=3600' };

/**
 * The signature is checked before anything is looked up: an unsigned request learns nothing. Returns the user the
 * link was signed for (`u=`), null for a link signed for anyone who holds it.
 */
export function requireSignature(c: Context<AppEnv>): number | null {
  const q = queryParams(c, ['u', 'exp', 'sig'] as const);
  const check = checkSignedUrl(c.var.deps.config.jwtSecret, c.req.path, q.exp, q.sig, Date.now(), q.u);
  if (check === 'expired') throw messageError(403, LINK_EXPIRED);
  if (check === 'invalid') throw messageError(403, LINK_INVALID);
  return q.u === undefined ? null : queryId(q.u);
}

/**
 * A stored file as the answer of a signed link, with the reference's own type and name (not the first seen for
 * those bytes); 404 when the row or the bytes are gone. Streams from the store, local disk or S3 (decision 095).
 */
export async function storedFileResponse(
  c: Context<AppEnv>,
  row: { fileSha256: string; contentType: string; fileName: string } | null | undefined,
): Promise<Response> {
  if (!row) throw messageError(404, NOT_FOUND);
  const object = await fileStorageOf(c.var.deps).get(row.fileSha256);
  if (!object) throw messageError(404, NOT_FOUND);
  return c.body(object.body, 200, {
    ...SIGNED_FILE_HEADERS,
    'Content-Type': row.contentType,
    'Content-Length': String(object.size),
    'Content-Disposition': contentDisposition(row.fileName),
  });
}
