import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { FileStorage } from './file-storage';
import { firstBytes, type ReceivedFile } from './files';

/**
 * The file side of load attachments and billing uploads (read by server/http/multipart.ts): naming, content types,
 * and moving the bytes into the content-addressed store of server/services/files.ts (same layout).
 */

/** Moves received files into the store (local disk: a rename, so a reader never sees half a file; S3: an upload). */
export async function moveIntoStore(storage: FileStorage, received: readonly ReceivedFile[]): Promise<void> {
  for (const file of received) await storage.putFile(file.sha256, file.tempPath, file.size);
}

/** A received file with the name and the served type it is kept under. */
export type NamedFile = { file: ReceivedFile; fileName: string; contentType: string };

export async function nameFiles(received: readonly ReceivedFile[]): Promise<NamedFile[]> {
  return Promise.all(
    received.map(async (file) => {
      const fileName = cleanFileName(file.fileName);
      return { file, fileName, contentType: await contentTypeOf(file, fileName) };
    }),
  );
}

/**
 * Runs `write` in one transaction after the content rows of the files moved into the store (bytes stored before keep
 * their row): the rows that point at the files land with them or not at all.
 */
export function withStoredFiles<T>(db: Db, stored: readonly NamedFile[], write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (stored.length > 0) {
      await tx
        .insert(files)
        .values(stored.map((p) => ({ sha256: p.file.sha256, contentType: p.contentType, size: p.file.size })))
        .onConflictDoNothing();
    }
    return write(tx);
  });
}

/** What a row that points at a named file keeps of it (load attachments, billing files). */
export const fileColumns = (p: NamedFile) => ({
  fileSha256: p.file.sha256,
  fileName: p.fileName,
  size: p.file.size,
  contentType: p.contentType,
});

/** A name safe to show and to put in Content-Disposition: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: string, fallback = 'attachment'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return fallback;
  if (clean.length <= 200) return clean;
  const ext = extensionOf(clean);
  return `${clean.slice(0, 200 - ext.length)}${ext}`;
}

/** The extension of a name, dot included ('' when there is none or the name starts with its only dot). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot) : '';
}

/** A renamed attachment keeps the extension of its file (decision 042; same rule as the web app). */
export function keepExtension(newName: string, fileName: string): string {
  const extension = extensionOf(fileName);
  const base = cleanFileName(newName.trim(), '');
  if (!extension || base.toLowerCase().endsWith(extension.toLowerCase())) return base;
  return cleanFileName(`${base}${extension}`);
}

/**
 * Served types: only these, chosen by extension (or, without one, by the first bytes). Anything else is served as
 * application/octet-stream, so an uploaded .html or .svg is downloaded, never rendered in the app's origin.
 */
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function sniff(b: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (b[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export async function contentTypeOf(file: ReceivedFile, fileName: string): Promise<string> {
  const byName = TYPES[extensionOf(fileName).toLowerCase()];
  if (byName) return byName;
  return sniff(await firstBytes(file.tempPath)) ?? 'application/octet-stream';
}

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
