import { eq } from 'drizzle-orm';
import type { ProfileUpdateValues } from '../../src/contract/account';
import type { Db } from '../db/database';
import { users, type User } from '../db/schema';
import { audit } from './audit';
import { type FileStorage, readObject } from './file-storage';
import { firstBytes, sniffImageType, storeReceivedFile, type ReceivedFile } from './files';
import { message } from '../../src/contract/messages';

/**
 * A user's picture with the type kept on the user (issue 14 item 7): never the `files` row's type, which is the first
 * one seen for those bytes (the same PNG may be a `.pdf` attachment elsewhere). Pictures set before the type was
 * kept are typed from their bytes, as their upload was.
 */
export async function readProfilePicture(storage: FileStorage, user: { picture: string | null; pictureType: string | null }) {
  if (!user.picture) return null;
  const bytes = await readObject(storage, user.picture);
  if (!bytes) return null;
  return { bytes, contentType: user.pictureType ?? sniffImageType(bytes) ?? 'application/octet-stream' };
}

/** The picture of a user by id (invoice and bill logos) or by its content hash (the public photo URL). */
export async function profilePictureOf(db: Db, storage: FileStorage, by: { userId: number } | { hash: string }) {
  const [owner] = await db
    .select({ picture: users.profilePicture, pictureType: users.profilePictureType })
    .from(users)
    .where('userId' in by ? eq(users.id, by.userId) : eq(users.profilePicture, by.hash))
    .limit(1);
  return owner ? readProfilePicture(storage, owner) : null;
}

/** A change the user made to its own row, with its audit row. */
async function changeOwnUser(
  db: Db,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
  action: string,
  details: Record<string, unknown>,
): Promise<User> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  await audit(db, { userId: user.id, action, entity: 'user', entityId: user.id, details });
  return user;
}

export const NOT_AN_IMAGE = message('profile_picture_type', 'The profile picture must be a PNG, JPEG or WebP image.');

/**
 * Sets an uploaded picture (PNG, JPEG or WebP by content, never by the declared type) with its audit row; null when
 * the file is not such an image. The bytes go from the temp file into the store without being read into memory.
 */
export async function setProfilePicture(db: Db, storage: FileStorage, before: User, file: ReceivedFile): Promise<User | null> {
  const contentType = sniffImageType(await firstBytes(file.tempPath));
  if (!contentType) return null;
  const stored = await storeReceivedFile(db, storage, file, contentType);
  const changes = { profilePicture: stored.sha256, profilePictureType: contentType };
  const details = { before: before.profilePicture, after: stored.sha256, size: stored.size };
  return changeOwnUser(db, before.id, changes, 'profile_picture_changed', details);
}

/** The profile fields of PUT /api/me; the change and its audit row land together or not at all. */
export async function updateProfile(db: Db, before: User, input: ProfileUpdateValues): Promise<User> {
  const changes = {
    firstName: input.FirstName,
    lastName: input.LastName,
    phone: input.PhoneNumber,
    phoneConfirmed: input.PhoneNumber === before.phone ? before.phoneConfirmed : false,
  };
  const details = { before: { FirstName: before.firstName, LastName: before.lastName, PhoneNumber: before.phone }, after: input };
  return db.transaction((tx) => changeOwnUser(tx, before.id, changes, 'profile_updated', details));
}
