import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openPglite } from '../../server/db/database';
import { mailOutbox, shipments } from '../../server/db/schema';
import { startChildServer, type ChildServer } from './support/child-server';
import { freshPostgresDatabase, pgliteTemplateFile, postgresAdminUrl } from './support/databases';
import { ADMIN, SPARE } from './support/fixtures';
import { bearer, JSON_HEADERS, remoteApp, signIn } from './support/http';
import { useS3 } from './support/s3';

/**
 * Issue 42 item 3: `npm run backup` of a running server with loads, files and queued mail, `npm run restore` into a
 * fresh DATA_DIR (and a fresh PostgreSQL database and bucket prefix), and everything is found again: PGlite with files
 * on the local disk, PostgreSQL with files in S3 (s3rver). Notes keep being written while the backup runs.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'hb-backup-test-'));
const adminUrl = await postgresAdminUrl();
const s3 = useS3();
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Place = { env: Record<string, string>; dataDir: string; cleanup: () => Promise<void> };
type Target = { name: string; source: () => Promise<Place>; fresh: () => Promise<Place> };

const s3Env = (prefix: string) => ({
  STORAGE_URL: `s3://${s3.bucket}/${prefix}`,
  S3_ENDPOINT: s3.endpoint,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
});
const dataDir = (name: string) => mkdtempSync(join(root, `${name}-`));

const targets: Target[] = [
  {
    name: 'PGlite, files on disk',
    source: async () => {
      const dir = dataDir('pglite-source');
      const seeded = openPglite({ pgliteDir: join(dir, 'pglite'), pgliteLoad: new Blob([readFileSync(await pgliteTemplateFile())]) });
      await seeded.close();
      return { env: { DATA_DIR: dir }, dataDir: dir, cleanup: async () => undefined };
    },
    fresh: async () => {
      const dir = dataDir('pglite-restored');
      return { env: { DATA_DIR: dir }, dataDir: dir, cleanup: async () => undefined };
    },
  },
];
if (adminUrl) {
  const place = async (name: string, empty: boolean): Promise<Place> => {
    const database = await freshPostgresDatabase(adminUrl, { empty });
    const dir = dataDir(name);
    return { env: { DATA_DIR: dir, DATABASE_URL: database.url, ...s3Env(name) }, dataDir: dir, cleanup: database.drop };
  };
  targets.push({ name: 'PostgreSQL, files in S3', source: () => place('pg-source', false), fresh: () => place('pg-restored', true) });
}

/** `npm run backup|restore -- FILE` as a user runs it: its exit code and what it printed. */
function cli(action: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', action, file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const stopped = async (server: ChildServer) => {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
};

/** Mail that the refusing SMTP server left queued, per the cluster-wide gauge (decision 093). */
async function pendingMail(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^haulbase_mail_queue\{state="pending"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(targets)('backup and restore: $name', (target) => {
  it('restores every load, file and queued e-mail of a backup taken while the server wrote', { timeout: 240_000 }, async () => {
    const source = await target.source();
    const restored = await target.fresh();
    // A mail server that refuses connections: the reset e-mail stays queued.
    const env = { ...source.env, SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: '' };
    let server = await startChildServer(env);
    try {
      const api = remoteApp(server.url);
      const { accessToken } = await signIn(api, ADMIN);
      const auth = bearer(accessToken);
      const loads = (await (await fetch(`${server.url}/api/admin/GetLoads?pageSize=1`, { headers: auth })).json()) as {
        Shipments: { Id: number }[];
      };
      const loadId = loads.Shipments[0].Id;

      const bytes = new Uint8Array(randomBytes(300_000));
      const form = new FormData();
      form.append('File', new File([bytes], 'backup-proof.bin', { type: 'application/octet-stream' }));
      const uploaded = await fetch(`${server.url}/api/Attachments?shipmentId=${loadId}&typeId=6`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const [attachment] = (await uploaded.json()) as { Id: number }[];

      const before = await pendingMail(server.url);
      const reset = await fetch(`${server.url}/api/Account/ForgetPassword`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ Email: SPARE[0] }),
      });
      expect(reset.status).toBe(200);
      await expect.poll(() => pendingMail(server.url), { timeout: 20_000 }).toBeGreaterThan(before);

      // Notes written before and while the backup runs: the ones acknowledged before it started must all come back.
      const acknowledged: string[] = [];
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          const body = `backup note ${i}`;
          const res = await fetch(`${server.url}/api/Notes`, {
            method: 'POST',
            headers: { ...auth, ...JSON_HEADERS },
            body: JSON.stringify({ Body: body, ShipmentId: loadId, IsPublic: true }),
          });
          if (res.status === 200) acknowledged.push(body);
        }
      })();
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
      const ackedBeforeBackup = [...acknowledged];
      const file = join(root, `${target.name.replace(/\W+/g, '-')}.tar.gz`);
      const backup = await cli('backup', file, source.env);
      writing = false;
      await writer;
      console.info(`${target.name}: ${backup.output.trim()}`);
      expect(backup.output).toMatch(/backup written to/);
      expect(backup.code).toBe(0);
      if (!source.env.DATABASE_URL) expect(backup.output).toContain('copied by the running server');
      await stopped(server);

      const restore = await cli('restore', file, restored.env);
      console.info(`${target.name}: ${restore.output.trim()}`);
      expect(restore.output).toMatch(/restored .* files into/);
      expect(restore.code).toBe(0);

      // Every load, once, as in the source.
      const ids = async (place: Place) => {
        const database = openDatabase({ dataDir: place.dataDir, databaseUrl: place.env.DATABASE_URL });
        try {
          const rows = await database.db.select({ id: shipments.id }).from(shipments).orderBy(asc(shipments.id));
          const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, SPARE[0]));
          return { loads: rows.map((row) => row.id), queued: mail.filter((row) => row.sentAt === null).length };
        } finally {
          await database.close();
        }
      };
      const [was, now] = [await ids(source), await ids(restored)];
      expect(now.loads.length).toBeGreaterThan(0);
      expect(now.loads).toEqual(was.loads);
      expect(now.queued).toBeGreaterThanOrEqual(1);
      expect(now.queued).toBe(was.queued);

      // The restored server answers with the backup's users, notes and file bytes.
      server = await startChildServer({ ...restored.env, SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: '' });
      const again = bearer((await signIn(remoteApp(server.url), ADMIN)).accessToken);
      const notes = (await (await fetch(`${server.url}/api/Notes/${loadId}`, { headers: again })).json()) as { Body: string }[];
      const bodies = new Set(notes.map((note) => note.Body));
      expect(ackedBeforeBackup.filter((body) => !bodies.has(body))).toEqual([]);
      const list = (await (await fetch(`${server.url}/api/Shipments/attachments/${loadId}`, { headers: again })).json()) as {
        Id: number;
        FilePath: string;
      }[];
      const restoredFile = list.find((item) => item.Id === attachment.Id);
      const download = await fetch(`${server.url}${restoredFile!.FilePath}`);
      expect(download.status).toBe(200);
      expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(sha(bytes));
      await stopped(server);

      // A second restore onto the restored data is refused, and changes nothing.
      const twice = await cli('restore', file, restored.env);
      expect(twice.code).toBe(1);
      expect(twice.output).toMatch(/already (exists|holds tables)/);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await source.cleanup();
      await restored.cleanup();
    }
  });
});
