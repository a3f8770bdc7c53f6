import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A streaming multipart/form-data reader for uploads: file parts go straight to temp files (hashed on the way),
 * so memory stays at one chunk however large the body is, and the limits are checked while bytes arrive — a body
 * over a limit is refused as soon as the limit is passed, not after it has been read.
 */

export type ReceivedFile = {
  field: string;
  fileName: string;
  declaredType: string;
  size: number;
  sha256: string;
  /** Temp file holding the bytes; move it away or call `discardFiles`. */
  tempPath: string;
};

export type ReceivedForm = { fields: Record<string, string>; files: ReceivedFile[] };

export type MultipartLimits = {
  maxFileBytes: number;
  maxTotalBytes: number;
  /** A text field (default 64 KiB). */
  maxFieldBytes?: number;
  maxParts?: number;
};

export type MultipartErrorKind = 'file-too-large' | 'total-too-large' | 'malformed';

export class MultipartError extends Error {
  constructor(readonly kind: MultipartErrorKind) {
    super(`multipart: ${kind}`);
    this.name = 'MultipartError';
  }
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_PREAMBLE_BYTES = 64 * 1024;
/** Part headers and boundaries on top of the files' own bytes. */
const ENVELOPE_ALLOWANCE = 1_000_000;

/** The boundary of a `multipart/form-data` Content-Type, or null when it is not one. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

type PartHeaders = { field: string; fileName: string | null; contentType: string };

function parseHeaders(text: string): PartHeaders {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError('malformed');
  // Browsers do not backslash-escape quoted values (a Windows path keeps its backslashes); they percent-encode
  // '"', CR and LF instead (HTML multipart/form-data encoding).
  const param = (name: string) => {
    const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;]*))`, 'i').exec(disposition);
    return match ? (match[1] ?? match[2].trim()) : null;
  };
  const extended = param('filename\\*');
  let fileName = param('filename');
  if (extended) {
    const m = /^utf-8''(.*)$/i.exec(extended);
    try {
      if (m) fileName = decodeURIComponent(m[1]);
    } catch {
      /* keep the plain filename */
    }
  }
  if (fileName !== null) fileName = fileName.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
  return { field: param('name') ?? '', fileName, contentType: headers.get('content-type') ?? 'application/octet-stream' };
}

type Sink = { write: (bytes: Buffer) => Promise<void>; end: () => Promise<void> };

/** Reads the whole form; throws MultipartError on a limit or a malformed body (temp files already removed then). */
export async function receiveMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  tempDir: string,
  limits: MultipartLimits,
): Promise<ReceivedForm> {
  const { maxFileBytes, maxTotalBytes, maxFieldBytes = 64 * 1024, maxParts = 100 } = limits;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form: ReceivedForm = { fields: {}, files: [] };
  const openHandles: FileHandle[] = [];
  let fileBytes = 0;
  let parts = 0;

  const fileSink = async (headers: PartHeaders): Promise<Sink> => {
    await mkdir(tempDir, { recursive: true });
    const tempPath = join(tempDir, `upload-${randomBytes(12).toString('hex')}.part`);
    const handle = await open(tempPath, 'wx', 0o600);
    openHandles.push(handle);
    const hash = createHash('sha256');
    const file: ReceivedFile = {
      field: headers.field,
      fileName: headers.fileName ?? '',
      declaredType: headers.contentType,
      size: 0,
      sha256: '',
      tempPath,
    };
    form.files.push(file);
    return {
      write: async (bytes) => {
        if (file.size + bytes.length > maxFileBytes) throw new MultipartError('file-too-large');
        if (fileBytes + bytes.length > maxTotalBytes) throw new MultipartError('total-too-large');
        file.size += bytes.length;
        fileBytes += bytes.length;
        hash.update(bytes);
        await handle.write(bytes);
      },
      end: async () => {
        await handle.close();
        openHandles.splice(openHandles.indexOf(handle), 1);
        file.sha256 = hash.digest('hex');
      },
    };
  };

  const fieldSink = (headers: PartHeaders): Sink => {
    const chunks: Buffer[] = [];
    let size = 0;
    return {
      write: async (bytes) => {
        size += bytes.length;
        if (size > maxFieldBytes) throw new MultipartError('malformed');
        chunks.push(Buffer.from(bytes));
      },
      end: async () => {
        if (form.fields[headers.field] === undefined) form.fields[headers.field] = Buffer.concat(chunks).toString('utf8');
      },
    };
  };

  type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State; // changed by step(), which TypeScript does not follow
  let buffer: Buffer = Buffer.from(CRLF); // the first boundary has no CRLF before it
  let sink: Sink | null = null;
  let preamble = 0;
  let raw = 0;

  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          const keep = Math.max(0, buffer.length - delimiter.length + 1);
          preamble += keep;
          if (preamble > MAX_PREAMBLE_BYTES) throw new MultipartError('malformed');
          buffer = buffer.subarray(keep);
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      case 'after-delimiter': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          return false;
        }
        const at = buffer.indexOf(CRLF);
        if (at === -1) {
          if (buffer.length > 256) throw new MultipartError('malformed');
          return false;
        }
        buffer = buffer.subarray(at + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const empty = buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a;
        const at = empty ? -2 : buffer.indexOf(HEADER_END);
        if (at === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError('malformed');
          return false;
        }
        if (++parts > maxParts) throw new MultipartError('malformed');
        const headers = parseHeaders(empty ? '' : buffer.subarray(0, at).toString('utf8'));
        buffer = buffer.subarray(at + 4);
        sink = headers.fileName !== null ? await fileSink(headers) : fieldSink(headers);
        state = 'body';
        return true;
      }
      case 'body': {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          const safe = buffer.length - delimiter.length + 1;
          if (safe > 0) {
            await sink!.write(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
          return false;
        }
        await sink!.write(buffer.subarray(0, at));
        await sink!.end();
        sink = null;
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      default:
        return false;
    }
  };

  try {
    if (!body) return form;
    const reader = body.getReader();
    while (state !== 'done') {
      const { done, value } = await reader.read();
      if (done) break;
      raw += value.length;
      if (raw > maxTotalBytes + ENVELOPE_ALLOWANCE) throw new MultipartError('total-too-large');
      buffer = buffer.length === 0 ? Buffer.from(value) : Buffer.concat([buffer, value]);
      while (await step());
    }
    // The rest (an epilogue) is not read: the server drains it after the answer.
    if (state !== 'done') throw new MultipartError('malformed');
    // Browsers send an empty, unnamed part for a file input left empty: that is "no file".
    const isEmpty = (file: ReceivedFile) => file.size === 0 && file.fileName === '';
    await discardFiles(form.files.filter(isEmpty));
    form.files = form.files.filter((file) => !isEmpty(file));
    return form;
  } catch (error) {
    await Promise.all(openHandles.map((handle) => handle.close().catch(() => undefined)));
    await discardFiles(form.files);
    throw error;
  }
}

/** Removes temp files that were not moved into the file store. */
export async function discardFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}
