import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';

/**
 * Where the bytes of attachments, photos and billing files live (decision 095), addressed by their SHA-256: the
 * local disk (DATA_DIR/files/<first two hex>/<sha256>, the default) or an S3-compatible bucket
 * (STORAGE_URL=s3://bucket/prefix → key prefix/<first two hex>/<sha256>). Metadata and each reference's content
 * type stay in the database; downloads always go through Haulbase's signed links, which stream from here.
 */
export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

export type FileStorage = {
  kind: 'local' | 's3';
  /** Moves a received temp file into the store (the temp file is gone afterwards). Same bytes, same object. */
  putFile: (sha256: string, tempPath: string, size: number) => Promise<void>;
  putBytes: (sha256: string, bytes: Uint8Array) => Promise<void>;
  /** The object, or null when it is missing. */
  get: (sha256: string) => Promise<StoredObject | null>;
  /** Start-up check: the store answers (the bucket exists and the credentials work). */
  check: () => Promise<void>;
  /** The SHA-256 of every stored object (backups, decision 156); an S3 store lists its bucket only, not its fallback. */
  list: () => AsyncIterable<string>;
};

const SHA256 = /^[0-9a-f]{64}$/;

const shard = (sha256: string) => `${sha256.slice(0, 2)}/${sha256}`;

export function localStorage(dataDir: string): FileStorage {
  const root = join(dataDir, 'files');
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256);
  return {
    kind: 'local',
    putFile: async (sha256, tempPath) => {
      await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
      await rename(tempPath, pathOf(sha256)); // same disk: a reader never sees half a file
    },
    putBytes: async (sha256, bytes) => {
      await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
      const temp = `${pathOf(sha256)}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, pathOf(sha256));
    },
    get: async (sha256) => {
      const size = await stat(pathOf(sha256)).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      if (size === null) return null;
      return { body: Readable.toWeb(createReadStream(pathOf(sha256))) as ReadableStream<Uint8Array>, size };
    },
    check: async () => {
      await mkdir(root, { recursive: true });
    },
    list: async function* () {
      const shards = await readdir(root).catch(() => [] as string[]);
      for (const shardName of shards.filter((name) => /^[0-9a-f]{2}$/.test(name)))
        for (const name of await readdir(join(root, shardName))) if (SHA256.test(name)) yield name;
    },
  };
}

export type S3Settings = { bucket: string; prefix: string; endpoint?: string; region?: string; forcePathStyle?: boolean };

/** s3://bucket/some/prefix → { bucket, prefix: 'some/prefix/' }. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/?#]+)\/?([^?#]*)$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must look like s3://bucket/prefix, got ${url}`);
  const prefix = match[2].replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2 …). Credentials and region come from the SDK's usual sources
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_REGION, profiles, instance roles); S3_ENDPOINT points at a
 * non-AWS store (path-style addressing then). Objects missing from the bucket are looked for on the local disk
 * (`fallback`): files stored before the switch to S3 (and the demo seed's) keep working.
 */
export function s3Storage(settings: S3Settings, fallback?: FileStorage): FileStorage {
  // The SDK (~0.2 s of CPU to load) is imported on first use, not at every start (decision 122).
  let connected: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | null = null;
  const s3 = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region ?? process.env.AWS_REGION ?? 'us-east-1',
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
        // Checksums only where S3 requires them: the default (aws-chunked uploads with trailing checksums) is not
        // understood by many S3-compatible stores, which then store the chunk framing with the bytes.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const keyOf = (sha256: string) => `${settings.prefix}${shard(sha256)}`;
  const exists = async (sha256: string) => {
    const { sdk, client } = await s3();
    return client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(sha256) })).then(
      () => true,
      (error) => (isMissing(error) ? false : Promise.reject(error)),
    );
  };
  const put = async (sha256: string, body: Uint8Array | Readable, size: number) => {
    if (await exists(sha256)) return; // content-addressed: the same bytes are there already
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({ Bucket, Key: keyOf(sha256), Body: body, ContentLength: size, ContentType: 'application/octet-stream' }),
    );
  };
  return {
    kind: 's3',
    putFile: async (sha256, tempPath, size) => {
      await put(sha256, createReadStream(tempPath), size);
      await rm(tempPath, { force: true });
    },
    putBytes: (sha256, bytes) => put(sha256, bytes, bytes.byteLength),
    get: async (sha256) => {
      try {
        const { sdk, client } = await s3();
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(sha256) }));
        if (!answer.Body) return null;
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return fallback ? fallback.get(sha256) : null;
        throw error;
      }
    },
    check: async () => {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    list: async function* () {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }));
        for (const { Key } of page.Contents ?? []) {
          const name = Key?.slice(Key.lastIndexOf('/') + 1) ?? '';
          if (SHA256.test(name) && Key === keyOf(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The configured store: STORAGE_URL=s3://… (with S3_ENDPOINT when not AWS), else the local disk. */
export function storageFromConfig(
  config: { dataDir: string; storageUrl?: string },
  env: Record<string, string | undefined> = process.env,
): FileStorage {
  const local = localStorage(config.dataDir);
  if (!config.storageUrl) return local;
  return s3Storage(
    {
      ...parseStorageUrl(config.storageUrl),
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined,
    },
    local,
  );
}

/** Reads a stored object whole (profile pictures: small, served from memory with an ETag). */
export async function readObject(storage: FileStorage, sha256: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const object = await storage.get(sha256);
  if (!object) return null;
  return new Uint8Array(await new Response(object.body).arrayBuffer());
}
