import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
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

/** An uploaded file waiting in a temp file (server/http/multipart.ts): move it into the store or discard it. */
export type ReceivedFile = {
  field: string;
  fileName: string;
  declaredType: string;
  size: number;
  sha256: string;
  /** Temp file holding the bytes; move it away or call `discardFiles`. */
  tempPath: string;
};

/** Removes temp files that were not moved into the file store. */
export async function discardFiles(received: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(received.map((file) => rm(file.tempPath, { force: true })));
}

export type StoredFile = { sha256: string; contentType: string; size: number };

export async function storeFile(db: Db, storage: FileStorage, bytes: Uint8Array, contentType: string): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await storage.putBytes(sha256, bytes);
  await db.insert(files).values({ sha256, contentType, size: bytes.byteLength }).onConflictDoNothing();
  return { sha256, contentType, size: bytes.byteLength };
}

/** Moves an uploaded temp file into the store and adds its `files` row (the bytes are never held in memory). */
export async function storeReceivedFile(db: Db, storage: FileStorage, file: ReceivedFile, contentType: string): Promise<StoredFile> {
  await storage.putFile(file.sha256, file.tempPath, file.size);
  await db.insert(files).values({ sha256: file.sha256, contentType, size: file.size }).onConflictDoNothing();
  return { sha256: file.sha256, contentType, size: file.size };
}

/** The first `count` bytes of a file (to tell its type). */
export async function firstBytes(path: string, count = 12): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(new Uint8Array(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
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
