import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { FileStorage } from './file-storage';

/**
 * Content-addressed files: bytes in the file store (decision 095), one `files` row per hash. The `files` row's
 * content type is only the first one seen for those bytes: every reference (attachment, billing file, profile
 * picture) keeps its own type, and downloads use that (issue 14 item 7).
 */

const SHA256 = /^[0-9a-f]{64}$/;
export const isSha256 = (value: string) => SHA256.test(value);

export type StoredFile = { sha256: string; contentType: string; size: number };

export async function storeFile(db: Db, storage: FileStorage, bytes: Uint8Array, contentType: string): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await storage.putBytes(sha256, bytes);
  await db.insert(files).values({ sha256, contentType, size: bytes.byteLength }).onConflictDoNothing();
  return { sha256, contentType, size: bytes.byteLength };
}

/** The image type from the first bytes (never trust the declared type): png, jpeg, webp or null. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a)
    return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const extensionOf = (contentType: string) =>
  ({ 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' })[contentType] ?? 'bin';
