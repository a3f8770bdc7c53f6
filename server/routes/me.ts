import { Hono, type Context } from 'hono';
import { PHOTO_MAX_BYTES, profileUpdateSchema } from '../../src/contract/account';
import { publicRoute, requireSignedIn } from '../auth/guards';
import { type AppEnv, fileStorageOf } from '../http/env';
import { route } from '../http/paths';
import { readUploads } from '../http/multipart';
import { readValid } from '../http/request';
import { ApiError, UNAUTHORIZED, fieldError, messageBody, messageError } from '../services/errors';
import { discardFiles, extensionOf, isSha256 } from '../services/files';
import { NOT_AN_IMAGE, profilePictureOf, setProfilePicture, updateProfile } from '../services/profile-picture';
import { uncachedMe } from '../services/me-cache';
import { findUserById, toMe } from '../services/users';
import { FILE_TOO_LARGE, SELECT_FILE } from '../../src/contract/billing';
import { message } from '../../src/contract/messages';

const PHOTO_NOT_FOUND = message('photo_not_found', 'The requested photo was not found.');

/** The signed-in user's own profile. Guards: requireSignedIn, except the photo download (public by hash). */
export const meRoutes = new Hono<AppEnv>();

async function currentUser(c: Context<AppEnv>) {
  const user = await findUserById(c.var.deps.db, c.var.user.id);
  if (!user) throw new ApiError(401, messageBody(UNAUTHORIZED)); // deleted since the token was issued
  return user;
}

/** Kept in memory per process until the user's profile or partner changes (decision 130). */
meRoutes.get(route('/api/me'), requireSignedIn, async (c) => {
  const { db, meCache = uncachedMe } = c.var.deps;
  const me = await meCache.read(c.var.user.id, async () => {
    const user = await findUserById(db, c.var.user.id);
    return user ? JSON.stringify(await toMe(db, user)) : null;
  });
  if (me === null) throw new ApiError(401, messageBody(UNAUTHORIZED)); // deleted since the token was issued
  // with its length, the compress middleware leaves an answer this small as it is, without turning it into a stream
  return c.body(me, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(me)) });
});

meRoutes.put(route('/api/me'), requireSignedIn, async (c) => {
  const input = await readValid(c, profileUpdateSchema);
  const user = await updateProfile(c.var.deps.db, await currentUser(c), input);
  c.var.deps.meCache?.forget(user.id);
  return c.json(await toMe(c.var.deps.db, user));
});

const SELECT_PHOTO = SELECT_FILE;
const PHOTO_TOO_LARGE = FILE_TOO_LARGE;

/** One `File` part: PNG, JPEG or WebP (by content, not by the declared type), at most 5,000,000 bytes, streamed. */
meRoutes.post(route('/api/me/photo'), requireSignedIn, async (c) => {
  const { db, config } = c.var.deps;
  const limits = { maxFileBytes: PHOTO_MAX_BYTES, maxTotalBytes: PHOTO_MAX_BYTES, field: 'File' };
  const received = await readUploads(
    c.req.raw,
    config.dataDir,
    { 'file-too-large': PHOTO_TOO_LARGE, 'total-too-large': PHOTO_TOO_LARGE },
    limits,
  );
  try {
    const part = received.find((file) => file.field.toLowerCase() === 'file');
    if (!part) throw fieldError('File', SELECT_PHOTO);
    const user = await setProfilePicture(db, fileStorageOf(c.var.deps), await currentUser(c), part);
    if (!user) throw fieldError('File', NOT_AN_IMAGE);
    c.var.deps.meCache?.forget(user.id);
    return c.json(await toMe(db, user));
  } finally {
    await discardFiles(received); // no-op for a file moved into the store
  }
});

/** Served without a token: an <img> cannot send a bearer header; the content hash is the capability. */
meRoutes.get(route('/api/Photos/:hash'), publicRoute, async (c) => {
  const hash = c.req.param('hash') ?? '';
  if (!isSha256(hash)) throw messageError(404, PHOTO_NOT_FOUND);
  const file = await profilePictureOf(c.var.deps.db, fileStorageOf(c.var.deps), { hash });
  if (!file) throw messageError(404, PHOTO_NOT_FOUND);
  const etag = `"${hash}"`;
  const headers = {
    'Content-Type': file.contentType,
    'Content-Disposition': `inline; filename="${hash.slice(0, 16)}.${extensionOf(file.contentType)}"`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
  };
  if (c.req.header('if-none-match')?.replace(/^W\//, '') === etag) return c.body(null, 304, headers);
  return c.body(file.bytes, 200, headers);
});
