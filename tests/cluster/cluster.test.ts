import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../server/db/database';
import { type ChildServer, startChildServer } from '../server/support/child-server';
import { freshPostgresDatabase, postgresAdminUrl } from '../server/support/databases';
import { insertLoad } from '../server/support/detail-loads';
import { SHIPPER, SPARE, TRUCKER } from '../server/support/fixtures';
import { remoteApp, signIn, refreshGrant } from '../server/support/http';
import { insertOpenLoad } from '../server/support/market';
import { signedTokenFor } from '../server/support/partners';
import { startS3, type TestS3 } from '../server/support/s3';
import { startSmtp, type TestSmtp } from '../server/support/smtp';
import { readEvents } from '../server/support/sse';
import { type Figures, followStream, keyedWrite, newFigures } from './client';
import { type Nginx, startNginx } from './nginx';
import { insertLoads, storedOnce, workload } from './workload';

/**
 * Issue 42 item 2 (decision 157): Debian's nginx on :8142 in front of two Haulbase nodes (:8143 A, :8144 B) on one
 * PostgreSQL database, files in s3rver, mail through smtp-server. 20 connections of keyed writes (bids, status taps,
 * positions, notes, chat) survive kill -9 of node A, a chat stream follows with Last-Event-ID across it, and a rolling
 * restart fails no request. Prints its figures.
 */
const [PROXY, PORT_A, PORT_B] = [8142, 8143, 8144];
const CONNECTIONS = 20;
const JWT_SECRET = randomBytes(32).toString('hex');

const adminUrl = await postgresAdminUrl();
if (!adminUrl) throw new Error('the cluster test needs PostgreSQL on 127.0.0.1:5432 (or TEST_DATABASE_URL)');

let database: Database;
let dropDatabase: () => Promise<void>;
let s3: TestS3;
let smtp: TestSmtp;
let nginx: Nginx;
const nodes = {} as Record<'a' | 'b', ChildServer>;
const dirs: string[] = [];
const tokens = {} as Record<'shipper' | 'trucker', string>;
let databaseUrl = '';

function startNode(port: number): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-cluster-'));
  dirs.push(dataDir);
  return startChildServer(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      TRUST_PROXY: '1',
      STORAGE_URL: `s3://${s3.bucket}/cluster`,
      S3_ENDPOINT: s3.endpoint,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${PROXY}`,
    },
    ['dist-server/main.mjs'],
  );
}
const direct = (port: number) => `http://127.0.0.1:${port}`;
const ready = async (port: number) => (await fetch(`${direct(port)}/readyz`).catch(() => null))?.status === 200;
async function waitReady(port: number) {
  await expect.poll(() => ready(port), { timeout: 60_000, interval: 100 }).toBe(true);
}
const stop = async (node: ChildServer, signal: NodeJS.Signals) => {
  node.child.kill(signal);
  await node.exited;
};

beforeAll(async () => {
  // The nodes run the bundle `npm start` runs (decision 122), built here when missing or stale.
  const build = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "await (await import('./scripts/build-if-stale.mjs')).buildIfStale()"],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the server bundle failed');
  const fresh = await freshPostgresDatabase(adminUrl);
  databaseUrl = fresh.url;
  dropDatabase = fresh.drop;
  database = openPostgres({ databaseUrl, poolSize: 4 });
  [s3, smtp] = await Promise.all([startS3(), startSmtp()]);
  const secret = new TextEncoder().encode(JWT_SECRET);
  tokens.shipper = await signedTokenFor(database.db, secret, SHIPPER);
  tokens.trucker = await signedTokenFor(database.db, secret, TRUCKER);
  [nodes.a, nodes.b] = await Promise.all([startNode(PORT_A), startNode(PORT_B)]);
  nginx = await startNginx(PROXY, [PORT_A, PORT_B]);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const node of [nodes.a, nodes.b]) if (node && node.child.exitCode === null) await stop(node, 'SIGKILL');
  await database?.close();
  await dropDatabase?.();
  await Promise.all([s3?.close(), smtp?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two nodes behind nginx on one PostgreSQL', () => {
  it('serves a user signed in through one node from the other, and shares files and mail', async () => {
    const { accessToken, refreshToken } = await signIn(remoteApp(direct(PORT_A)), SHIPPER);
    const me = await fetch(`${direct(PORT_B)}/api/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { Email: string }).Email).toBe(SHIPPER);
    expect((await refreshGrant(remoteApp(direct(PORT_B)), refreshToken)).status).toBe(200);

    const load = await insertLoad(database.db, { statusCode: 'IT' });
    const bytes = new Uint8Array(randomBytes(200_000));
    const form = new FormData();
    form.append('File', new File([bytes], 'cluster.bin'));
    const upload = await fetch(`${direct(PORT_A)}/api/Attachments?shipmentId=${load}&typeId=6`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const [{ FilePath }] = (await upload.json()) as { FilePath: string }[];
    const download = await fetch(`${direct(PORT_B)}${FilePath}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const reset = await fetch(`${nginx.url}/api/Account/ForgetPassword`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: SPARE[1] }),
    });
    expect(reset.status).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => m.includes(SPARE[1])).length, { timeout: 30_000 }).toBe(1);
  });

  it('delivers to a live-stream client on node A the events written on node B', async () => {
    const events = readEvents(await fetch(`${direct(PORT_A)}/api/Events`, { headers: { Authorization: `Bearer ${tokens.shipper}` } }));
    await events.next((e) => e.comment === 'ready');
    const open = await insertOpenLoad(database.db);
    const bid = await fetch(`${direct(PORT_B)}/api/Shipments/${open}/Bids`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.trucker}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Price: 1900 }),
    });
    expect(bid.status).toBe(201);
    const notice = await events.next((e) => e.event === 'notification', 15_000);
    expect(JSON.parse(notice.data!)).toMatchObject({ Kind: 'BidPlaced', ShipmentId: open });
    await events.close();
  });

  it('loses and doubles no write through kill -9 of node A and a rolling restart; the stream misses no event', async () => {
    const loads = await insertLoads(database.db, CONNECTIONS);
    const { acked, writesOf } = workload(loads, tokens, CONNECTIONS);
    let inFlight = 0;
    /** `CONNECTIONS` clients writing through nginx until `until()` is true (checked between writes). */
    const run = (phase: 0 | 1, figures: Figures, until: () => boolean) =>
      Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, c) => {
          for (const { write, done } of writesOf(c, phase)) {
            if (until()) return;
            inFlight += 1;
            const answer = await keyedWrite(nginx.url, write, figures).finally(() => (inFlight -= 1));
            if (answer !== null) done(answer);
          }
        }),
      );

    const stream = followStream(
      `${direct(PORT_A)}/api/Chat/${loads.chat}/Stream`,
      `${nginx.url}/api/Chat/${loads.chat}/Stream`,
      tokens.trucker,
    );
    await expect.poll(() => stream.ready, { timeout: 15_000 }).toBe(true);

    // kill -9 of node A once a third of the phase's writes are acknowledged; A is started again at once
    const killPhase = newFigures();
    const KILL_WRITES = CONNECTIONS * 15;
    let killedAt = 0;
    let recovered = 0;
    const writing = run(0, killPhase, () => killPhase.acknowledged + killPhase.failedWrites >= KILL_WRITES);
    await expect.poll(() => killPhase.acknowledged, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(KILL_WRITES / 3);
    killedAt = Date.now();
    const inFlightAtKill = inFlight;
    await stop(nodes.a, 'SIGKILL');
    nodes.a = await startNode(PORT_A);
    await waitReady(PORT_A);
    recovered = Date.now() - killedAt;
    await writing;

    // rolling restart under the same load: SIGTERM B, start it, then A
    const rolling = newFigures();
    let restarting = true;
    const rollingWrites = run(1, rolling, () => !restarting);
    const restartMs: number[] = [];
    for (const [key, port] of [
      ['b', PORT_B],
      ['a', PORT_A],
    ] as const) {
      const began = Date.now();
      await stop(nodes[key], 'SIGTERM');
      nodes[key] = await startNode(port);
      await waitReady(port);
      restartMs.push(Date.now() - began);
    }
    restarting = false;
    await rollingWrites;

    // every chat message reaches the stream, across its reconnects (waited for, then counted below)
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      if (acked.chat.every((id) => stream.ids.includes(String(id)))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stream.stop();

    const { checks, chatIds } = await storedOnce(database.db, loads, acked);
    const streamIds = new Set(stream.ids.map(Number));
    const missed = chatIds.filter((id) => !streamIds.has(id)).length;
    const lost = Object.values(checks).reduce((n, c) => n + c.lost, 0);
    const doubled = Object.values(checks).reduce((n, c) => n + c.doubled, 0);

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      [
        `cluster figures (nginx :${PROXY} → nodes :${PORT_A} A, :${PORT_B} B; ${CONNECTIONS} connections of keyed writes)`,
        `  kill -9 of A: ${killPhase.acknowledged} writes acknowledged, ${killPhase.requests} requests, ${killPhase.errors} errors retried, ${killPhase.failedWrites} writes failed, ${killPhase.conflictsOnRetry} retries answered 409 for a write already made; longest time to recover a write ${s(killPhase.longestRecoveryMs)}; A answering again ${s(recovered)} after the kill`,
        `  rolling restart (SIGTERM B, start, then A): ${rolling.acknowledged} writes acknowledged, ${rolling.requests} requests, ${rolling.errors} errors, ${rolling.failedWrites} failed; B back in ${s(restartMs[0])}, A in ${s(restartMs[1])}`,
        `  causes of retried tries: kill ${JSON.stringify(killPhase.causes)}; rolling ${JSON.stringify(rolling.causes)}`,
        `  stored (${inFlightAtKill} writes in flight at the kill): ${Object.entries(checks)
          .map(([name, c]) => `${name} ${c.lost} lost / ${c.doubled} doubled`)
          .join(', ')}`,
        `  chat stream: ${chatIds.length} messages written, ${streamIds.size} received (${stream.ids.length - streamIds.size} twice), ${missed} missed, ${stream.reconnects} reconnects with Last-Event-ID`,
      ].join('\n'),
    );

    if (rolling.errors) console.info(`nginx error log:\n${nginx.errorLog().slice(-3000)}`);
    expect(killPhase.failedWrites).toBe(0);
    expect(lost).toBe(0);
    // Every keyed write of the workload (bids, status taps, positions, notes, chat) stores its key's answer in the
    // write's transaction (issue 36, decision 175): a write node A committed before the kill replays on retry, so
    // none runs twice and no retry hears a conflict.
    expect(doubled + killPhase.conflictsOnRetry).toBe(0);
    expect(rolling.conflictsOnRetry).toBe(0);
    expect(missed).toBe(0);
    expect(stream.reconnects).toBeGreaterThanOrEqual(1);
    expect(rolling.acknowledged).toBeGreaterThan(0);
    expect(rolling.errors).toBe(0);
    expect(rolling.failedWrites).toBe(0);
  });
});
