import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import {
  type FileStorage,
  localStorage,
  parseStorageUrl,
  readObject,
  s3Storage,
  storageFromConfig,
} from '../../server/services/file-storage';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { ADMIN, SHIPPER } from './support/fixtures';
import { testConfig } from './support/harness';
import { bearer } from './support/http';
import { tokenFor } from './support/partners';
import { useS3 } from './support/s3';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const FIVE_MB = 5 * 1024 * 1024;
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

const root = mkdtempSync(join(tmpdir(), 'hb-storage-test-'));
const s3 = useS3();
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The storage contract: every store behaves alike. */
describe.each([
  { name: 'local disk', make: () => localStorage(mkdtempSync(join(root, 'local-'))) },
  { name: 's3rver', make: () => s3Storage({ ...parseStorageUrl(`s3://${s3.bucket}/contract/run-${Date.now()}`), endpoint: s3.endpoint }) },
])('file storage contract on $name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = make();
    await storage.check();
  });

  it('a 5 MB upload from a temp file comes back byte for byte, and the temp file is gone', async () => {
    const bytes = new Uint8Array(randomBytes(FIVE_MB));
    const temp = join(root, `upload-${Date.now()}.tmp`);
    writeFileSync(temp, bytes);
    await storage.putFile(sha(bytes), temp, bytes.byteLength);
    expect(existsSync(temp)).toBe(false);
    const object = await storage.get(sha(bytes));
    expect(object?.size).toBe(FIVE_MB);
    const back = new Uint8Array(await new Response(object!.body).arrayBuffer());
    expect(back.byteLength).toBe(FIVE_MB);
    expect(sha(back)).toBe(sha(bytes));
  });

  it('the same bytes stored twice are one object; small bytes round-trip', async () => {
    const bytes = new TextEncoder().encode(`note ${Math.random()}`);
    await storage.putBytes(sha(bytes), bytes);
    await storage.putBytes(sha(bytes), bytes);
    expect(await readObject(storage, sha(bytes))).toEqual(bytes);
  });

  it('a missing object is null, not an error', async () => {
    expect(await storage.get('0'.repeat(64))).toBeNull();
  });
});

describe('STORAGE_URL', () => {
  it('parses s3://bucket/prefix', () => {
    expect(parseStorageUrl('s3://files/haulbase/prod/')).toEqual({ bucket: 'files', prefix: 'haulbase/prod/' });
    expect(parseStorageUrl('s3://files')).toEqual({ bucket: 'files', prefix: '' });
    expect(() => parseStorageUrl('https://files')).toThrow(/STORAGE_URL must look like s3:\/\/bucket\/prefix/);
  });

  it('a bucket that does not exist fails the start-up check', async () => {
    const storage = storageFromConfig({ dataDir: root, storageUrl: 's3://no-such-bucket/x' }, { S3_ENDPOINT: s3.endpoint });
    await expect(storage.check()).rejects.toThrow();
  });
});

const [pglite] = await databaseTargets();

describe('the app on an S3-compatible store (PGlite)', () => {
  let database: Database;
  let app: App;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(root, 'app-'));
    database = await pglite.open();
    const config = testConfig(dataDir, { storageUrl: `s3://${s3.bucket}/app` });
    app = createApp({
      db: database.db,
      config,
      logError: () => undefined,
      storage: storageFromConfig(config, { S3_ENDPOINT: s3.endpoint }),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the Content-Type per reference: PNG bytes as a .pdf attachment and as a photo (issue 14.7), served from the bucket through signed links', async () => {
    const h = { db: database.db, config: testConfig(dataDir) } as Parameters<typeof tokenFor>[0];
    const shipper = await tokenFor(h, SHIPPER);
    const loadId = await insertLoad(database.db);
    const form = new FormData();
    form.append('File', new File([PNG as Uint8Array<ArrayBuffer>], 'scan.pdf', { type: 'application/pdf' }));
    const uploaded = await app.request(`/api/Attachments?shipmentId=${loadId}&typeId=2&isPublic=true`, {
      method: 'POST',
      headers: bearer(shipper),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [attachment] = (await uploaded.json()) as { FilePath: string }[];

    const photoForm = new FormData();
    photoForm.append('File', new File([PNG as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }));
    const me = await app.request('/api/me/photo', { method: 'POST', headers: bearer(await tokenFor(h, ADMIN)), body: photoForm });
    expect(me.status).toBe(200);
    const { ProfilePicture } = (await me.json()) as { ProfilePicture: string };

    const photo = await app.request(ProfilePicture);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);

    const file = await app.request(attachment.FilePath);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);

    // The bytes are in the bucket, not on the node's disk.
    expect(existsSync(join(dataDir, 'files', sha(PNG).slice(0, 2), sha(PNG)))).toBe(false);
    const bucket = s3Storage({ bucket: s3.bucket, prefix: 'app/', endpoint: s3.endpoint });
    expect(await readObject(bucket, sha(PNG))).toEqual(PNG);
  });
});
