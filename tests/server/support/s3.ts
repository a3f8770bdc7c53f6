import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

/** A local S3-compatible server (s3rver) on a free loopback port with one bucket, and the settings to reach it. */
export type TestS3 = { endpoint: string; bucket: string; close: () => Promise<void> };

export async function startS3(bucket = 'haulbase-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'hb-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver checks signatures made with its fixed key pair; the SDK reads these from the environment.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  process.env.AWS_REGION = 'us-east-1';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An s3rver for the tests of a file or describe block: started before them, closed after them. */
export function useS3(): TestS3 {
  const s3 = {} as TestS3;
  beforeAll(async () => {
    Object.assign(s3, await startS3());
  });
  afterAll(async () => {
    await s3.close?.();
  });
  return s3;
}
