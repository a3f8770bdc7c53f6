import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requireSignedIn } from '../../server/auth/guards';
import type { AppEnv } from '../../server/http/env';
import { idempotencyKeys } from '../../server/db/schema';
import { LEASE_SECONDS, idempotent } from '../../server/http/idempotency';
import { ApiError } from '../../server/services/errors';
import { signAccessToken } from '../../server/services/tokens';
import { databaseTargets } from './support/databases';
import { useHarness } from './support/harness';

const targets = await databaseTargets();

describe.each(targets)('Idempotency-Key on $name', (target) => {
  const h = useHarness(target);
  let app: Hono<AppEnv>;
  let runs = 0;
  const noop = () => {};
  let releaseSlow = noop;
  const tokens: string[] = [];

  beforeAll(async () => {
    app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('deps', { db: h.db, config: h.config, mailer: { send: async () => 0 } });
      await next();
    });
    app.post('/notes', requireSignedIn, idempotent, (c) => c.json({ run: ++runs }, 201));
    app.post('/echo', requireSignedIn, idempotent, async (c) => c.json({ run: ++runs, got: await c.req.json() }, 201));
    app.post('/conflict', requireSignedIn, idempotent, () => {
      runs++;
      throw new ApiError(409, { Message: 'Conflict' });
    });
    app.post('/flaky', requireSignedIn, idempotent, (c) => (++runs % 2 === 1 ? c.json({ Message: 'down' }, 503) : c.json({ ok: true })));
    app.post('/slow', requireSignedIn, idempotent, async (c) => {
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return c.json({ run: ++runs });
    });
    app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status, error.headers) : c.text('boom', 500)));
    for (const id of [1, 2]) tokens.push(await signAccessToken({ id, email: `u${id}@x.test`, roles: [] }, h.config.jwtSecret));
  });

  const post = (path: string, key: string | undefined, user = 0) =>
    app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${tokens[user]}`, ...(key ? { 'Idempotency-Key': key } : {}) } });

  it('runs a write once and replays the stored answer for a repeated key', async () => {
    runs = 0;
    const first = await post('/notes', 'k-1');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ run: 1 });
    const again = await post('/notes', 'k-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ run: 1 });
    expect(runs).toBe(1);
    expect(await (await post('/notes', undefined)).json()).toEqual({ run: 2 }); // no key: no de-duplication
  });

  it('a key reused with another body or query answers 422; the same body replays (issue 36)', async () => {
    runs = 0;
    const echo = (key: string, body: string, query = '') =>
      app.request(`/echo${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens[0]}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      });
    const first = await echo('body-1', '{"Text":"Call at the gate"}');
    expect([first.status, await first.json()]).toEqual([201, { run: 1, got: { Text: 'Call at the gate' } }]);
    const same = await echo('body-1', '{"Text":"Call at the gate"}');
    expect(same.headers.get('idempotent-replayed')).toBe('true');
    expect([same.status, await same.json()]).toEqual([201, { run: 1, got: { Text: 'Call at the gate' } }]);
    for (const changed of [echo('body-1', '{"Text":"Call at the dock"}'), echo('body-1', '{"Text":"Call at the gate"}', '?id=2')]) {
      const res = await changed;
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ Message: 'This Idempotency-Key was already used for a different request.' });
    }
    expect(runs).toBe(1);
    // The stored answer is untouched: the original body still replays it.
    expect(await (await echo('body-1', '{"Text":"Call at the gate"}')).json()).toEqual({ run: 1, got: { Text: 'Call at the gate' } });
  });

  it('keys belong to a user; the same key on another path is refused', async () => {
    runs = 0;
    await post('/notes', 'shared');
    expect(await (await post('/notes', 'shared', 1)).json()).toEqual({ run: 2 });
    expect((await post('/conflict', 'shared')).status).toBe(422);
  });

  it('4xx answers replay; 5xx answers release the key', async () => {
    runs = 0;
    expect((await post('/conflict', 'c-1')).status).toBe(409);
    expect((await post('/conflict', 'c-1')).status).toBe(409);
    expect(runs).toBe(1);
    runs = 0;
    expect((await post('/flaky', 'f-1')).status).toBe(503);
    expect((await post('/flaky', 'f-1')).status).toBe(200);
    expect((await post('/flaky', 'f-1')).headers.get('idempotent-replayed')).toBe('true');
    expect(runs).toBe(2);
  });

  it('a repeated key while the first request still runs answers 409 with Retry-After (not a conflict)', async () => {
    runs = 0;
    const first = post('/slow', 's-1');
    await vi.waitFor(() => expect(releaseSlow).not.toBe(noop), { timeout: 5_000 });
    const second = await post('/slow', 's-1');
    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('1');
    releaseSlow();
    expect((await first).status).toBe(200);
    expect(runs).toBe(1);
  });

  it('a claim left by a crashed request lapses with its lease; then exactly one retry runs the write', async () => {
    runs = 0;
    const lapsed = new Date(Date.now() - 1000);
    await h.db.insert(idempotencyKeys).values({ userId: 1, key: 'crashed-1', method: 'POST', path: '/notes', leaseUntil: lapsed });
    const retries = await Promise.all([1, 2, 3, 4].map(() => post('/notes', 'crashed-1')));
    const ran = retries.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
    expect(ran).toHaveLength(1);
    expect(retries.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(runs).toBe(1);
    const replay = await post('/notes', 'crashed-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ run: 1 });
  });

  it('a claim whose lease still holds is not taken over', async () => {
    runs = 0;
    const holding = new Date(Date.now() + LEASE_SECONDS * 1000);
    await h.db.insert(idempotencyKeys).values({ userId: 1, key: 'running-1', method: 'POST', path: '/notes', leaseUntil: holding });
    expect((await post('/notes', 'running-1')).status).toBe(409);
    expect(runs).toBe(0);
  });
});
