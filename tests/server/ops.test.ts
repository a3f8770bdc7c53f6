import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app';
import type { Database, Db } from '../../server/db/database';
import { createLogger } from '../../server/ops/logger';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { ADMIN, SHIPPER } from './support/fixtures';
import { testConfig } from './support/harness';
import { bearer, freshAddress, passwordGrant, sendJson, signIn } from './support/http';

const targets = await databaseTargets();

type LogLine = Record<string, unknown> & { msg: string; level: string };

/** An app whose log lines are collected (JSON, as production writes them). */
function appWithLog(db: Db, dataDir: string, overrides: Parameters<typeof testConfig>[1] = {}, poolStats?: Database['poolStats']) {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const config = testConfig(dataDir, { logLevel: 'info', ...overrides });
  const app = createApp({ db, config, logger: createLogger('info', { destination }), poolStats });
  return { app, lines };
}

describe.each(targets)('health, logs and metrics on $name', (target) => {
  let database: Database;
  let dataDir = '';
  let app: App;
  let lines: LogLine[];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hb-ops-test-'));
    database = await target.open();
    ({ app, lines } = appWithLog(database.db, dataDir, {}, database.poolStats));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const requestLines = () => lines.filter((line) => line.msg === 'request');

  it('GET /healthz and /readyz answer 200 without a token and stay out of the access log', async () => {
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(requestLines().filter((line) => line.route === '/healthz' || line.route === '/readyz')).toEqual([]);
  });

  it('readiness is 503 while a migration of this build is not applied', async () => {
    const other = await target.open();
    try {
      await other.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const { app: behind } = appWithLog(other.db, dataDir);
      const res = await behind.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
    } finally {
      await other.close();
    }
  });

  it('operational paths and unknown API paths never answer the web app page', async () => {
    for (const path of ['/healthz/extra', '/metrics/x', '/readyz/', '/api/nothing', '/api/openapi.jsonx']) {
      const res = await app.request(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    expect((await app.request('/Shippers/12/details')).status).toBe(200); // client routes still get the app
  });

  it('one JSON line per request: time, request id (taken or made, and sent back), user, method, route pattern, status, duration', async () => {
    const { accessToken } = await signIn(app, ADMIN);
    const loadId = await insertLoad(database.db);
    const res = await app.request(`/api/Notes/${loadId}`, { headers: { ...bearer(accessToken), 'X-Request-Id': 'req-abc.123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-abc.123');
    const line = requestLines().find((l) => l.requestId === 'req-abc.123')!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/notes/:id', status: 200, userId: expect.any(Number) });
    expect(typeof line.ms).toBe('number');
    expect(new Date(line.time as string).toISOString()).toBe(line.time);

    const made = await app.request('/api/Countries', { headers: { 'X-Request-Id': 'not valid \u00e9 id' } });
    const id = made.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().find((l) => l.requestId === id)).toMatchObject({ route: '/api/countries', userId: null, status: 200 });
  });

  it('an unexpected error: its stack in the log with the request id, never in the answer', async () => {
    const broken = {
      select: () => {
        throw new Error('database is down');
      },
      execute: () => Promise.reject(new Error('down')),
    } as unknown as Db;
    const { app: failing, lines: failingLines } = appWithLog(broken, dataDir);
    const res = await failing.request('/api/Countries', { headers: { 'X-Request-Id': 'boom-1' } });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).toBe(JSON.stringify({ Message: 'An error has occurred.', MessageId: { Id: 'server_error' } }));
    const error = failingLines.find((l) => l.msg === 'unexpected error')!;
    expect(error).toMatchObject({ level: 'error', requestId: 'boom-1' });
    expect((error.err as { stack: string }).stack).toContain('database is down');
    expect(failingLines.find((l) => l.msg === 'request')).toMatchObject({ level: 'error', status: 500, requestId: 'boom-1' });
    expect((await failing.request('/readyz')).status).toBe(503);
  });

  it('GET /metrics: requests by route pattern and status, replays, sign-in refusals, mail queue, memory, event-loop lag', async () => {
    const { accessToken } = await signIn(app, SHIPPER);
    const loadId = await insertLoad(database.db);
    const key = { 'Idempotency-Key': `ops-${target.name}-${Date.now()}` };
    for (let i = 0; i < 2; i++) {
      const res = await sendJson(app, 'POST', '/api/Notes', accessToken, { Body: 'metrics', ShipmentId: loadId, IsPublic: true }, key);
      expect(res.status).toBe(200);
    }
    const address = freshAddress();
    let refused = 0;
    for (let i = 0; i < 8; i++) if ((await passwordGrant(app, SHIPPER, 'Wrong-password-1', address)).status === 429) refused += 1;
    expect(refused).toBeGreaterThan(0);

    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^haulbase_http_requests_total\{method="POST",route="\/api\/notes",status="200"\} 2$/m);
    expect(text).toMatch(
      /^haulbase_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/notes",status="200"\} 2$/m,
    );
    expect(text).toMatch(/^haulbase_idempotency_replays_total 1$/m);
    expect(text).toMatch(new RegExp(`^haulbase_sign_in_throttled_total ${refused}$`, 'm'));
    expect(text).toMatch(/^haulbase_sse_streams_open 0$/m);
    expect(text).toMatch(/^haulbase_mail_queue\{state="pending"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    if (target.name === 'postgres') expect(text).toMatch(/^haulbase_db_pool_connections\{state="max"\} \d+$/m);
    expect(text).not.toMatch(/route="\/api\/notes\/\d+"/); // patterns, never raw paths
  });

  it('METRICS_TOKEN: /metrics needs the bearer token', async () => {
    const { app: guarded } = appWithLog(database.db, dataDir, { metricsToken: 'scrape-secret-123' });
    expect((await guarded.request('/metrics')).status).toBe(401);
    expect((await guarded.request('/metrics', { headers: bearer('wrong') })).status).toBe(401);
    expect((await guarded.request('/metrics', { headers: bearer('scrape-secret-123') })).status).toBe(200);
  });
});
