import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema';

/** Content-addressed file store: bytes under DATA_DIR/files/<first two hex>/<sha256>, metadata in `files`. */

const SHA256 = /^[0-9a-f]{64}$/;
export const isSha256 = (value: string) => SHA256.test(value);

const pathOf = (dataDir: string, sha256: string) => join(dataDir, 'files', sha256.slice(0, 2), sha256);

export type StoredFile = { sha256: string; contentType: string; size: number };

export async function storeFile(db: Db, dataDir: string, bytes: Uint8Array, contentType: string): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const target = pathOf(dataDir, sha256);
  await mkdir(join(dataDir, 'files', sha256.slice(0, 2)), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, target); // atomic: a reader never sees half a file
  await db.insert(files).values({ sha256, contentType, size: bytes.byteLength }).onConflictDoNothing();
  return { sha256, contentType, size: bytes.byteLength };
}

export async function readStoredFile(db: Db, dataDir: string, sha256: string) {
  if (!isSha256(sha256)) return null;
  const [meta] = await db.select().from(files).where(eq(files.sha256, sha256));
  if (!meta) return null;
  try {
    return { ...meta, bytes: await readFile(pathOf(dataDir, sha256)) };
  } catch {
    return null;
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
