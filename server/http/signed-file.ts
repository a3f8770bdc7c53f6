import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { contentDisposition, storedPath } from '../services/attachment-files';
import { messageError, NOT_FOUND } from '../services/errors';
import { checkSignedUrl } from '../services/signed-urls';
import type { AppEnv } from './env';
import { queryParams } from './query';

export const SIGNED_FILE_HEADERS = { 'Cache-Control': 'private, max-age=3600' };

/** The signature is checked before anything is looked up: an unsigned request learns nothing. */
export function requireSignature(c: Context<AppEnv>): void {
  const q = queryParams(c, ['exp', 'sig'] as const);
  const check = checkSignedUrl(c.var.deps.config.jwtSecret, c.req.path, q.exp, q.sig);
  if (check === 'expired') throw messageError(403, 'This link has expired.');
  if (check === 'invalid') throw messageError(403, 'This link is not valid.');
}

/** A stored file (content-addressed in DATA_DIR) as the answer of a signed link; 404 when the row or bytes are gone. */
export async function storedFileResponse(
  c: Context<AppEnv>,
  row: { fileSha256: string; contentType: string; fileName: string } | null | undefined,
): Promise<Response> {
  if (!row) throw messageError(404, NOT_FOUND);
  const path = storedPath(c.var.deps.config.dataDir, row.fileSha256);
  const size = await stat(path).then((s) => s.size, () => null);
  if (size === null) throw messageError(404, NOT_FOUND);
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return c.body(body, 200, {
    ...SIGNED_FILE_HEADERS,
    'Content-Type': row.contentType,
    'Content-Length': String(size),
    'Content-Disposition': contentDisposition(row.fileName),
  });
}
