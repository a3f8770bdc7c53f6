import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertOwner, publicRoute, requireOwner, requireRole, requireSignedIn } from '../../server/auth/guards';
import type { AppEnv } from '../../server/http/env';
import type { Db } from '../../server/db/database';
import { ApiError } from '../../server/services/errors';
import { signAccessToken } from '../../server/services/tokens';
import { databaseTargets } from './support/databases';
import { usePartyTokens } from './support/detail-loads';
import { TRUCKER } from './support/fixtures';
import { testConfig, useHarness } from './support/harness';
import { sendJson } from './support/http';
import { approve, insertOpenLoad } from './support/market';

/** The guards on a tiny app of their own: no database needed, every branch visible. */
const dataDir = mkdtempSync(join(tmpdir(), 'hb-guards-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = testConfig(dataDir);

const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('deps', { db: {} as Db, config, mailer: { send: async () => 0 } });
  await next();
});
app.get('/open', publicRoute, (c) => c.text('open'));
app.get('/signed-in', requireSignedIn, (c) => c.json(c.var.user));
app.get('/back-office', requireRole('BackOffice'), (c) => c.text('admin'));
app.get('/shippers-or-admin', requireRole('Shipper', 'BackOffice'), (c) => c.text('ok'));
const owners: Record<string, number> = { '1': 10, '2': 20 };
app.get(
  '/things/:id',
  requireOwner(async (c) => owners[c.req.param('id') ?? '']),
  (c) => c.text('mine'),
);
app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status) : c.text('boom', 500)));

const token = (id: number, roles: ('BackOffice' | 'Shipper' | 'Trucker')[]) =>
  signAccessToken({ id, email: `u${id}@haulbase.test`, roles }, config.jwtSecret);
const get = async (path: string, id?: number, roles: ('BackOffice' | 'Shipper' | 'Trucker')[] = []) =>
  app.request(path, id === undefined ? {} : { headers: { Authorization: `Bearer ${await token(id, roles)}` } });

describe('guards', () => {
  it('publicRoute lets everyone through', async () => {
    expect((await get('/open')).status).toBe(200);
  });

  it('requireSignedIn: 401 without a valid token, the user from the token otherwise', async () => {
    expect((await get('/signed-in')).status).toBe(401);
    const res = await get('/signed-in', 7, ['Trucker']);
    expect(await res.json()).toEqual({ id: 7, email: 'u7@haulbase.test', roles: ['Trucker'], expiresAt: expect.any(Number) });
  });

  it('requireSignedIn refuses a correctly signed token without exp or without iat', async () => {
    const signed = (claims: { exp?: boolean; iat?: boolean }) => {
      const jwt = new SignJWT({ email: 'u1@haulbase.test', roles: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('haulbase');
      const now = Math.floor(Date.now() / 1000);
      if (claims.iat) jwt.setIssuedAt(now);
      if (claims.exp) jwt.setExpirationTime(now + 600);
      return jwt.sign(config.jwtSecret);
    };
    const call = async (token: string) => (await app.request('/signed-in', { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await call(await signed({ iat: true }))).toBe(401);
    expect(await call(await signed({ exp: true }))).toBe(401);
    expect(await call(await signed({}))).toBe(401);
    expect(await call(await signed({ exp: true, iat: true }))).toBe(200);
  });

  it('requireRole: 401 signed out, 403 with the wrong role, 200 with the role', async () => {
    expect((await get('/back-office')).status).toBe(401);
    const shipper = await get('/back-office', 3, ['Shipper']);
    expect(shipper.status).toBe(403);
    expect(await shipper.json()).toEqual({ Message: 'You do not have permission to do this.', MessageId: { Id: 'forbidden' } });
    expect((await get('/back-office', 1, ['BackOffice'])).status).toBe(200);
    expect((await get('/shippers-or-admin', 3, ['Shipper'])).status).toBe(200);
    expect((await get('/shippers-or-admin', 4, ['Trucker'])).status).toBe(403);
  });

  it('requireOwner: the owner and BackOffice pass, others get 403, missing things 404', async () => {
    expect((await get('/things/1', 10, ['Shipper'])).status).toBe(200);
    expect((await get('/things/1', 20, ['Shipper'])).status).toBe(403);
    expect((await get('/things/1', 99, ['BackOffice'])).status).toBe(200);
    expect((await get('/things/3', 10, ['Shipper'])).status).toBe(404);
    expect((await get('/things/1')).status).toBe(401);
  });

  it('assertOwner can hide foreign things as 404', () => {
    expect(() => assertOwner({ id: 2, email: 'x', roles: [] }, 1, { hideForeign: true })).toThrow(expect.objectContaining({ status: 404 }));
  });
});

// ── the marketplace routes (issue 16) × every role ──────────────────────────────────────────────────────────────

const [firstTarget] = await databaseTargets();

describe(`marketplace routes × roles on ${firstTarget.name}`, () => {
  const h = useHarness(firstTarget);
  const tokens = usePartyTokens(h);
  let loadId = 0;
  let bookable = 0;
  let bidId = 0;

  beforeAll(async () => {
    await approve(h.db, TRUCKER);
    loadId = await insertOpenLoad(h.db, { bidding: true });
    bookable = await insertOpenLoad(h.db, { bidding: false });
    const res = await sendJson(h.app, 'POST', `/api/Shipments/${loadId}/Bids`, tokens.trucker, { Price: 1000 });
    bidId = ((await res.json()) as { Id: number }).Id;
  });

  type Allowed = 'ok' | 403;
  // [method, path, body, shipper, trucker, BackOffice]: 'ok' = let through (whatever the business answer), 403 = refused.
  const routes = (): [string, string, unknown, Allowed, Allowed, Allowed][] => [
    ['GET', '/api/LoadBoard', undefined, 403, 'ok', 'ok'],
    ['GET', `/api/LoadBoard/${loadId}`, undefined, 403, 'ok', 'ok'],
    ['GET', '/api/LoadBoard/Truckers?search=a', undefined, 'ok', 403, 'ok'],
    ['POST', `/api/Shipments/${loadId}/Bids`, { Price: 900 }, 403, 'ok', 403],
    ['PUT', `/api/Shipments/Bids/${bidId}`, { Price: 950 }, 403, 'ok', 403],
    ['GET', '/api/Trucker/Bids', undefined, 403, 'ok', 403],
    ['PUT', `/api/Shipments/${loadId}/Assign`, { TruckerId: 999999 }, 403, 403, 'ok'],
    ['PUT', `/api/Shipments/${bookable}/Unassign`, undefined, 403, 403, 'ok'],
    ['GET', '/api/Notifications', undefined, 'ok', 'ok', 'ok'],
    ['PUT', '/api/Notifications/Read', { All: true }, 'ok', 'ok', 'ok'],
    ['DELETE', `/api/Shipments/Bids/${bidId}`, undefined, 403, 'ok', 403],
    ['POST', `/api/Shipments/${bookable}/Book`, undefined, 403, 'ok', 403],
  ];

  it('every marketplace route answers 401 without a token and its role rule with one', async () => {
    for (const [method, path, body, ...expected] of routes()) {
      expect((await h.app.request(path, { method })).status, `${method} ${path} signed out`).toBe(401);
      for (const [i, role] of (['shipper', 'trucker', 'admin'] as const).entries()) {
        const res = await sendJson(h.app, method, path, tokens[role], body);
        const status = res.status;
        if (expected[i] === 403) expect(status, `${method} ${path} as ${role}`).toBe(403);
        else expect([401, 403, 500], `${method} ${path} as ${role}: ${status}`).not.toContain(status);
      }
    }
  });

  it('the event stream opens for every signed-in role and is 401 without a token', async () => {
    expect((await h.app.request('/api/Events')).status).toBe(401);
    for (const role of ['shipper', 'trucker', 'admin'] as const) {
      const res = await sendJson(h.app, 'GET', '/api/Events', tokens[role]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await res.body?.cancel();
    }
  });
});
