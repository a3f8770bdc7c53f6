import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteDirOf } from '../../server/db/database';
import { notes } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { PASSWORD, SHIPPER } from './support/fixtures';
import { fakeDist } from './support/harness';
import { form, FORM_HEADERS } from './support/http';
import { startChildServer } from './support/child-server';

const [pglite] = await databaseTargets();
const WRITES = 240;
const PARALLEL = 12;
const SIGNAL_AFTER = 60;

type Outcome = { i: number; status?: number; error?: string; sentAt: number; doneAt: number };

describe('graceful shutdown of the real server (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-shutdown-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('SIGTERM during a burst of writes: requests in flight finish, no write is cut half-way, exit 0', async () => {
    // A seeded database on disk with one load, as a previous start would have left it.
    const memory = await pglite.open();
    const loadId = await insertLoad(memory.db);
    const dump = await memory.dump!();
    await memory.close();
    const disk = openPglite({ pgliteDir: pgliteDirOf(dataDir), pgliteLoad: dump });
    await disk.close();

    const server = await startChildServer({
      DATA_DIR: dataDir,
      DIST_DIR: fakeDist(dataDir),
      JWT_SECRET: 'shutdown-test-secret-0123456789-abcdef',
    });
    const token = await fetch(`${server.url}/token`, {
      method: 'POST',
      headers: FORM_HEADERS,
      body: form({ grant_type: 'password', username: SHIPPER, password: PASSWORD }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };

    const outcomes: Outcome[] = [];
    let signalledAt = 0;
    let next = 0;
    const write = async (i: number) => {
      const sentAt = performance.now();
      try {
        const res = await fetch(`${server.url}/api/Notes`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', 'Idempotency-Key': `burst-${i}` },
          body: JSON.stringify({ Body: `burst-${i}`, ShipmentId: loadId, IsPublic: true }),
        });
        await res.text();
        outcomes.push({ i, status: res.status, sentAt, doneAt: performance.now() });
      } catch (error) {
        outcomes.push({ i, error: String((error as Error).cause ?? error), sentAt, doneAt: performance.now() });
      }
      if (outcomes.length === SIGNAL_AFTER) {
        signalledAt = performance.now();
        server.child.kill('SIGTERM');
      }
    };
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < WRITES) await write(next++);
      }),
    );
    const code = await server.exited;

    const stored = await (async () => {
      const reopened = openPglite({ pgliteDir: pgliteDirOf(dataDir) });
      try {
        return (await reopened.db.select({ body: notes.body }).from(notes).where(like(notes.body, 'burst-%'))).map((n) => n.body);
      } finally {
        await reopened.close();
      }
    })();

    const acknowledged = outcomes.filter((o) => o.status === 200);
    const inFlightAtSignal = outcomes.filter((o) => o.sentAt < signalledAt && o.doneAt >= signalledAt);
    const unanswered = outcomes.filter((o) => o.status === undefined);
    const counts = new Map<string, number>();
    for (const body of stored) counts.set(body, (counts.get(body) ?? 0) + 1);
    const stoppedLine =
      server
        .output()
        .split('\n')
        .find((line) => line.includes('"msg":"stopped"')) ?? '';
    console.info(
      `[shutdown] ${outcomes.length} writes sent (${PARALLEL} at a time), SIGTERM after ${SIGNAL_AFTER} answers: ` +
        `${acknowledged.length} answered 200, ${inFlightAtSignal.length} in flight at the signal ` +
        `(${inFlightAtSignal.filter((o) => o.status === 200).length} of them answered 200), ${unanswered.length} refused ` +
        `(${[...new Set(unanswered.map((o) => o.error))].join('; ')}), ${stored.length} notes stored, exit ${code}; ${stoppedLine}`,
    );

    expect(code).toBe(0);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
    expect(inFlightAtSignal.length).toBeGreaterThan(0);
    expect(inFlightAtSignal.every((o) => o.status === 200)).toBe(true); // none cut: every request in flight was answered
    for (const o of acknowledged) expect(counts.get(`burst-${o.i}`), `burst-${o.i}`).toBe(1);
    // Nothing was written for a request that got no answer: those never reached the server.
    const answeredBodies = new Set(acknowledged.map((o) => `burst-${o.i}`));
    expect(stored.filter((body) => !answeredBodies.has(body))).toEqual([]);
    expect(stoppedLine).toContain('"cut":false');
  }, 240_000);
});
