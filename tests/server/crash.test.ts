import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LEASE_SECONDS } from '../../server/http/idempotency';
import { type CrashServer as Server, killed, startCrashServer as startServer } from './support/crash-child';
import { pgliteTemplateFile, postgresAdminUrl } from './support/databases';

/**
 * Issue 14's crash test: a child server process is killed with SIGKILL in the middle of a burst of idempotent
 * writes (POST /api/Notes with Idempotency-Key), then started again on the same data. Every acknowledged write
 * is there exactly once, and every write that was in flight completes on retry within its lease (decision 017).
 */
const BURST = 120;
const PARALLEL = 12;
const KILL_AFTER_ACKS = 40;

const postNote = (s: Server, key: string) =>
  fetch(`${s.base}/api/Notes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ Body: `crash ${key}`, ShipmentId: s.loadId, IsPublic: true }),
  });

async function noteCounts(s: Server): Promise<Map<string, number>> {
  const res = await fetch(`${s.base}/api/Notes/${s.loadId}`, { headers: { Authorization: `Bearer ${s.token}` } });
  expect(res.status).toBe(200);
  const counts = new Map<string, number>();
  for (const note of (await res.json()) as { Body: string }[]) counts.set(note.Body, (counts.get(note.Body) ?? 0) + 1);
  return counts;
}

type Target = { name: string; env: () => Promise<Record<string, string>>; cleanup: () => Promise<void> };

const targets: Target[] = [];
const dirs: string[] = [];
{
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-crash-pglite-'));
  dirs.push(dataDir);
  targets.push({
    name: 'pglite',
    env: async () => ({ CRASH_DATA_DIR: dataDir, CRASH_TEMPLATE: await pgliteTemplateFile() }),
    cleanup: async () => undefined,
  });
}
const adminUrl = await postgresAdminUrl();
if (adminUrl) {
  const name = `hb_crash_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-crash-pg-'));
  dirs.push(dataDir);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  targets.push({
    name: 'postgres',
    env: async () => {
      await admin(`create database ${name}`);
      return { CRASH_DATA_DIR: dataDir, CRASH_DATABASE_URL: url.toString() };
    },
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  });
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(targets)('kill -9 during a burst of idempotent writes on $name', (target) => {
  it('keeps every acknowledged write once; every in-flight key completes on retry within its lease', { timeout: 300_000 }, async () => {
    const env = await target.env();
    let server = await startServer(env);
    try {
      const keys = Array.from({ length: BURST }, () => randomUUID());
      const acked: string[] = [];
      const inFlight: string[] = [];
      let next = 0;
      let dead = false;
      const worker = async () => {
        while (!dead && next < keys.length) {
          const key = keys[next++];
          try {
            const res = await postNote(server, key);
            await res.text();
            if (res.status === 200) acked.push(key);
            else inFlight.push(key); // answered but not done (cannot happen before the kill; counted to be safe)
            if (acked.length >= KILL_AFTER_ACKS && !dead) {
              dead = true;
              await killed(server.child);
            }
          } catch {
            inFlight.push(key); // the connection died with the server: the outbox would retry this key
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      const crashedAt = Date.now();

      server = await startServer(env);
      const restartMs = Date.now() - crashedAt;
      const before = await noteCounts(server);
      const lost = acked.filter((k) => before.get(`crash ${k}`) !== 1);
      const landedBeforeRetry = inFlight.filter((k) => (before.get(`crash ${k}`) ?? 0) > 0).length;

      // The outbox's retry: a 409 with Retry-After means "still being processed"; wait and send again.
      const deadline = crashedAt + (LEASE_SECONDS * 2 + 30) * 1000;
      const completedAfter: number[] = [];
      await Promise.all(
        inFlight.map(async (key) => {
          for (;;) {
            const res = await postNote(server, key);
            await res.text();
            if (res.status === 200) return completedAfter.push(Date.now() - crashedAt);
            expect(res.status).toBe(409);
            expect(res.headers.get('retry-after')).toBe('1');
            if (Date.now() > deadline)
              throw new Error(`key ${key} still refused ${Math.round((Date.now() - crashedAt) / 1000)} s after the crash`);
            await new Promise((r) => setTimeout(r, 1000));
          }
        }),
      );
      const after = await noteCounts(server);
      const doubled = [...acked, ...inFlight].filter((k) => (after.get(`crash ${k}`) ?? 0) > 1);
      const missing = inFlight.filter((k) => (after.get(`crash ${k}`) ?? 0) === 0);
      console.info(
        `crash on ${target.name}: ${acked.length} acknowledged, ${inFlight.length} in flight at the kill (${landedBeforeRetry} had landed), ` +
          `restart ${restartMs} ms, every in-flight key done ${Math.max(0, ...completedAfter)} ms after the kill (lease ${LEASE_SECONDS} s), ` +
          `acknowledged lost or doubled ${lost.length}, written twice ${doubled.length}, in-flight never written ${missing.length}`,
      );
      expect(lost).toEqual([]);
      expect(missing).toEqual([]);
      expect(Math.max(0, ...completedAfter)).toBeLessThan(restartMs + (LEASE_SECONDS + 5) * 1000);
      expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    } finally {
      await killed(server.child);
      await target.cleanup();
    }
  });
});
