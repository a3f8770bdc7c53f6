import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { discardFiles } from '../services/files';
import { MultipartError, isMultipart, receiveMultipart } from './multipart';

const dir = mkdtempSync(join(tmpdir(), 'hb-multipart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS = { maxFileBytes: 1000, maxTotalBytes: 2500 };

/** Encodes a FormData the way fetch does, then re-chunks it into pieces of `chunk` bytes. */
async function encode(form: FormData, chunk?: number) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type')!;
  const bytes = new Uint8Array(await request.arrayBuffer());
  const size = chunk ?? bytes.length;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return { stream, contentType };
}

const bytesOf = (length: number, seed = 7) => Uint8Array.from({ length }, (_, i) => (i * seed + 13) % 256);
const file = (bytes: Uint8Array, name: string, type = 'application/pdf') => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const tempFiles = (sub: string) => (existsSync(join(dir, sub)) ? readdirSync(join(dir, sub)) : []);

describe('isMultipart', () => {
  it('accepts form-data with parameters and rejects other types', () => {
    expect(isMultipart('multipart/form-data; boundary=----abc123')).toBe(true);
    expect(isMultipart('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe(true);
    expect(isMultipart('application/json')).toBe(false);
    expect(isMultipart('multipart/form-data')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });
});

describe('receiveMultipart', () => {
  it.each([undefined, 1, 7, 64])('reads fields and repeated files intact (chunks of %s bytes)', async (chunk) => {
    const a = bytesOf(1000); // crosses the delimiter length many times and ends in \r\n-like bytes
    const b = Uint8Array.from([13, 10, 45, 45, 13, 10, 45, 45]);
    const form = new FormData();
    form.append('name', 'Rate confirmation ✓');
    form.append('File', file(a, 'rate "conf".pdf'));
    form.append('File', file(b, 'photo.png', 'image/png'));
    const { stream, contentType } = await encode(form, chunk);
    const got = await receiveMultipart(stream, contentType, join(dir, 'ok'), LIMITS);
    expect(got.fields).toEqual({ name: 'Rate confirmation ✓' });
    expect(got.files.map((f) => [f.field, f.fileName, f.declaredType, f.size, f.sha256])).toEqual([
      ['File', 'rate "conf".pdf', 'application/pdf', 1000, sha(a)],
      ['File', 'photo.png', 'image/png', 8, sha(b)],
    ]);
    expect(new Uint8Array(readFileSync(got.files[0].tempPath))).toEqual(a);
    await discardFiles(got.files);
    expect(tempFiles('ok')).toEqual([]);
  });

  it('refuses a file one byte over the per-file limit and leaves no temp file', async () => {
    const form = new FormData();
    form.append('File', file(bytesOf(500), 'small.pdf'));
    form.append('File', file(bytesOf(1001), 'big.pdf'));
    const { stream, contentType } = await encode(form, 100);
    await expect(receiveMultipart(stream, contentType, join(dir, 'big'), LIMITS)).rejects.toEqual(new MultipartError('file-too-large'));
    expect(tempFiles('big')).toEqual([]);
  });

  it('refuses files whose sum passes the total limit', async () => {
    const form = new FormData();
    for (const name of ['1.pdf', '2.pdf', '3.pdf']) form.append('File', file(bytesOf(900), name));
    const { stream, contentType } = await encode(form);
    await expect(receiveMultipart(stream, contentType, join(dir, 'total'), LIMITS)).rejects.toMatchObject({ kind: 'total-too-large' });
    expect(tempFiles('total')).toEqual([]);
  });

  it('stops reading an endless body at the total limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="File"; filename="x.bin"\r\n\r\n'));
      },
      pull(controller) {
        pulled += 64;
        controller.enqueue(new Uint8Array(64));
      },
    });
    await expect(
      receiveMultipart(endless, 'multipart/form-data; boundary=b', join(dir, 'endless'), { maxFileBytes: 10_000, maxTotalBytes: 20_000 }),
    ).rejects.toMatchObject({
      kind: 'file-too-large',
    });
    expect(pulled).toBeLessThan(11_000);
  });

  it('treats an empty unnamed file part as no file and a truncated body as malformed', async () => {
    const form = new FormData();
    form.append('File', new File([], ''));
    const { stream, contentType } = await encode(form);
    expect((await receiveMultipart(stream, contentType, join(dir, 'empty'), LIMITS)).files).toEqual([]);
    expect(tempFiles('empty')).toEqual([]);

    const truncated = new Blob(['--b\r\nContent-Disposition: form-data; name="File"; filename="a.pdf"\r\n\r\nabc']).stream();
    await expect(receiveMultipart(truncated, 'multipart/form-data; boundary=b', join(dir, 'cut'), LIMITS)).rejects.toMatchObject({
      kind: 'malformed',
    });
    expect(tempFiles('cut')).toEqual([]);
  });
});
