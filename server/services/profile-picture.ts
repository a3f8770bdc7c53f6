import { type FileStorage, readObject } from './file-storage';
import { sniffImageType } from './files';

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
