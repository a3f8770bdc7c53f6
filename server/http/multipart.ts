import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ATTACHMENT_FILE_LIMIT_BYTES, ATTACHMENT_TOTAL_LIMIT_BYTES } from '../../src/contract/attachments';
import { fieldError, messageError, REQUEST_INVALID } from '../services/errors';
import { discardFiles, type ReceivedFile } from '../services/files';
import type { Message } from '../../src/contract/messages';

/**
 * The one upload reader (decision 110, replacing the hand-written parser of decision 044): busboy parses the
 * multipart body as a stream; file parts go straight to temp files (hashed on the way), so memory stays at about
 * one chunk however large the body is, and the limits are checked while bytes arrive — a body over a limit is
 * refused as soon as the limit is passed, not after it has been read.
 */

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

/** Part headers and boundaries on top of the files' own bytes. */
const ENVELOPE_ALLOWANCE = 1_000_000;

export const isMultipart = (contentType: string | undefined) => !!contentType && /^multipart\/form-data\s*;\s*\S/i.test(contentType);

/** Browsers do not backslash-escape quoted names; they percent-encode '"', CR and LF (HTML form-data encoding). */
const browserName = (name: string) => name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

/** Reads the whole form; throws MultipartError on a limit or a malformed body (temp files already removed then). */
export async function receiveMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  tempDir: string,
  limits: MultipartLimits,
): Promise<ReceivedForm> {
  const { maxFileBytes, maxTotalBytes, maxFieldBytes = 64 * 1024, maxParts = 100 } = limits;
  const form: ReceivedForm = { fields: {}, files: [] };
  if (!body) return form;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fieldSize: maxFieldBytes, parts: maxParts },
    });
  } catch {
    throw new MultipartError('malformed');
  }
  await mkdir(tempDir, { recursive: true });
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  const writes: Promise<void>[] = [];
  let fileBytes = 0;
  let raw = 0;

  return new Promise<ReceivedForm>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      parser.destroy();
      void Promise.allSettled(writes)
        .then(() => discardFiles(form.files))
        .then(() => reject(error instanceof MultipartError ? error : new MultipartError('malformed')));
    };

    source.on('data', (chunk: Buffer) => {
      raw += chunk.length;
      if (raw > maxTotalBytes + ENVELOPE_ALLOWANCE) fail(new MultipartError('total-too-large'));
    });
    source.on('error', fail);

    parser.on('file', (field, stream, info) => {
      if (failed) return stream.resume();
      const file: ReceivedFile = {
        field,
        fileName: browserName(info.filename ?? ''),
        declaredType: info.mimeType,
        size: 0,
        sha256: '',
        tempPath: join(tempDir, `upload-${randomBytes(12).toString('hex')}.part`),
      };
      form.files.push(file);
      const hash = createHash('sha256');
      stream.on('data', (chunk: Buffer) => {
        if (file.size + chunk.length > maxFileBytes) return fail(new MultipartError('file-too-large'));
        if (fileBytes + chunk.length > maxTotalBytes) return fail(new MultipartError('total-too-large'));
        file.size += chunk.length;
        fileBytes += chunk.length;
        hash.update(chunk);
      });
      const sink = createWriteStream(file.tempPath, { flags: 'wx', mode: 0o600 });
      // A write stream destroyed before its file is open still creates the file; waiting for 'close' lets a refused
      // body's temp files be removed after they exist, not before.
      const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
      const done = pipeline(stream, sink).then(() => {
        file.sha256 = hash.digest('hex');
      });
      done.catch(fail);
      writes.push(done.finally(() => closed));
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new MultipartError('malformed'));
      if (form.fields[name] === undefined) form.fields[name] = value;
    });
    parser.on('partsLimit', () => fail(new MultipartError('malformed')));
    parser.on('error', fail);
    parser.on('close', () => {
      if (failed) return;
      void Promise.all(writes).then(async () => {
        if (failed) return;
        // Browsers send an empty, unnamed part for a file input left empty: that is "no file".
        const isEmpty = (file: ReceivedFile) => file.size === 0 && file.fileName === '';
        await discardFiles(form.files.filter(isEmpty));
        form.files = form.files.filter((file) => !isEmpty(file));
        resolve(form);
      }, fail);
    });
    source.pipe(parser);
  });
}

export type UploadMessages = { 'file-too-large': Message; 'total-too-large': Message };

/** Every upload's limits: 5,000,000 bytes per file, 20,000,000 in all (spec 2 §9, spec 3 §5). */
const UPLOAD_LIMITS: MultipartLimits = { maxFileBytes: ATTACHMENT_FILE_LIMIT_BYTES, maxTotalBytes: ATTACHMENT_TOTAL_LIMIT_BYTES };

/**
 * The fields and non-empty files of a multipart request within the limits (every file part, whatever its field name),
 * the files in temp files under DATA_DIR/files/incoming; a limit passed is a 400 with the caller's message (as
 * ModelState on `field` when given, else `{ Message }`). Not multipart → no fields, no files.
 */
export async function readUploadForm(
  request: Request,
  dataDir: string,
  messages: UploadMessages,
  options: Partial<MultipartLimits> & { field?: string } = {},
): Promise<ReceivedForm> {
  const { field, ...limits } = options;
  const contentType = request.headers.get('content-type') ?? undefined;
  if (!isMultipart(contentType)) return { fields: {}, files: [] };
  try {
    const form = await receiveMultipart(request.body, contentType!, join(dataDir, 'files', 'incoming'), { ...UPLOAD_LIMITS, ...limits });
    const empty = form.files.filter((file) => file.size === 0);
    await discardFiles(empty);
    return { fields: form.fields, files: form.files.filter((file) => file.size > 0) };
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.kind === 'malformed') throw messageError(400, REQUEST_INVALID);
    throw field ? fieldError(field, messages[error.kind]) : messageError(400, messages[error.kind]);
  }
}

/** The files of `readUploadForm`. */
export async function readUploads(
  request: Request,
  dataDir: string,
  messages: UploadMessages,
  options: Partial<MultipartLimits> & { field?: string } = {},
): Promise<ReceivedFile[]> {
  return (await readUploadForm(request, dataDir, messages, options)).files;
}
