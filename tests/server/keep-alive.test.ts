import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteDirOf } from '../../server/db/database';
import { startChildServer } from './support/child-server';
import { pgliteTemplateFile } from './support/databases';
import { fakeDist } from './support/harness';

/** Node's own keep-alive timeout, which the server replaces: a pooled connection idle longer than this was closed. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

describe('kept-alive connections of the real server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-keep-alive-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a pooled connection left idle longer than Node’s default 5 s still carries the next request', async () => {
    // the migrated, seeded template on disk, as a previous start would have left it
    const template = new Blob([readFileSync(await pgliteTemplateFile())]);
    await openPglite({ pgliteDir: pgliteDirOf(dataDir), pgliteLoad: template }).close();
    const server = await startChildServer({
      DATA_DIR: dataDir,
      DIST_DIR: fakeDist(dataDir),
      JWT_SECRET: 'keep-alive-test-secret-0123456789-abc',
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const countries = () =>
      new Promise<{ status: number; localPort: number }>((resolve, reject) => {
        get(`${server.url}/api/Countries`, { agent }, (response) => {
          const localPort = response.socket.localPort!;
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, localPort }));
        }).on('error', reject);
      });
    try {
      const first = await countries();
      // The idle time is the case itself: a proxy's or a client's pooled connection, unused for a while.
      await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_KEEP_ALIVE_MS + 1_500));
      // the same socket, so the server had not closed it under the client
      expect(await countries()).toEqual({ status: 200, localPort: first.localPort });
    } finally {
      agent.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
