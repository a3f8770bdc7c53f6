import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { PHOTO_MAX_BYTES, profileUpdateSchema } from '../../src/contract/account';
import { publicRoute, requireSignedIn } from '../auth/guards';
import { users } from '../db/schema';
import { type AppEnv, fileStorageOf } from '../http/env';
import { route } from '../http/paths';
import { readForm, readValid } from '../http/request';
import { audit } from '../services/audit';
import { ApiError, UNAUTHORIZED, fieldError, messageBody, messageError } from '../services/errors';
import { extensionOf, isSha256, sniffImageType, storeFile } from '../services/files';
import { readProfilePicture } from '../services/profile-picture';
import { findUserById, toMe } from '../services/users';

/** The signed-in user's own profile. Guards: requireSignedIn, except the photo download (public by hash). */
export const meRoutes = new Hono<AppEnv>();

async function currentUser(c: Context<AppEnv>) {
  const user = await findUserById(c.var.deps.db, c.var.user.id);
  if (!user) throw new ApiError(401, messageBody(UNAUTHORIZED)); // deleted since the token was issued
  return user;
}

meRoutes.get(route('/api/me'), requireSignedIn, async (c) => c.json(await toMe(c.var.deps.db, await currentUser(c))));

meRoutes.put(route('/api/me'), requireSignedIn, async (c) => {
  const { db } = c.var.deps;
  const input = await readValid(c, profileUpdateSchema);
  const before = await currentUser(c);
  // The change and its audit row land together or not at all.
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        firstName: input.FirstName,
        lastName: input.LastName,
        phone: input.PhoneNumber,
        phoneConfirmed: input.PhoneNumber === before.phone ? before.phoneConfirmed : false,
      })
      .where(eq(users.id, before.id))
      .returning();
    await audit(tx, {
      userId: updated.id,
      action: 'profile_updated',
      entity: 'user',
      entityId: updated.id,
      details: { before: { FirstName: before.firstName, LastName: before.lastName, PhoneNumber: before.phone }, after: input },
    });
    return updated;
  });
  return c.json(await toMe(db, user));
});

/** One `File` part: PNG, JPEG or WebP (by content, not by the declared type), at most 5,000,000 bytes. */
meRoutes.post(route('/api/me/photo'), requireSignedIn, async (c) => {
  const { db } = c.var.deps;
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw fieldError('File', 'Please select file');
  const body = await readForm(c);
  const part = Object.entries(body).find(([name]) => name.toLowerCase() === 'file')?.[1];
  if (!(part instanceof File) || part.size === 0) throw fieldError('File', 'Please select file');
  if (part.size > PHOTO_MAX_BYTES) throw fieldError('File', 'You have exceeded the file size limit (5mb)');
  const bytes = new Uint8Array(await part.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw fieldError('File', 'The profile picture must be a PNG, JPEG or WebP image.');
  const stored = await storeFile(db, fileStorageOf(c.var.deps), bytes, contentType);
  const before = await currentUser(c);
  const [user] = await db.update(users).set({ profilePicture: stored.sha256, profilePictureType: contentType }).where(eq(users.id, before.id)).returning();
  await audit(db, {
    userId: user.id,
    action: 'profile_picture_changed',
    entity: 'user',
    entityId: user.id,
    details: { before: before.profilePicture, after: stored.sha256, size: stored.size },
  });
  return c.json(await toMe(db, user));
});

/** Served without a token: an <img> cannot send a bearer header; the content hash is the capability. */
meRoutes.get(route('/api/Photos/:hash'), publicRoute, async (c) => {
  const { db } = c.var.deps;
  const hash = c.req.param('hash') ?? '';
  if (!isSha256(hash)) throw messageError(404, 'The requested photo was not found.');
  const [owner] = await db.select({ picture: users.profilePicture, pictureType: users.profilePictureType }).from(users).where(eq(users.profilePicture, hash)).limit(1);
  const file = owner ? await readProfilePicture(fileStorageOf(c.var.deps), owner) : null;
  if (!file) throw messageError(404, 'The requested photo was not found.');
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
