import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { assertOwner, publicRoute, requireOwner, requireRole, requireSignedIn } from '../../server/auth/guards';
import type { AppEnv } from '../../server/http/env';
import type { Db } from '../../server/db/database';
import { ApiError } from '../../server/services/errors';
import { signAccessToken } from '../../server/services/tokens';
import { testConfig } from './support/harness';

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
app.get('/things/:id', requireOwner(async (c) => owners[c.req.param('id') ?? '']), (c) => c.text('mine'));
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
    expect(await res.json()).toEqual({ id: 7, email: 'u7@haulbase.test', roles: ['Trucker'] });
  });

  it('requireSignedIn refuses a correctly signed token without exp or without iat', async () => {
    const signed = (claims: { exp?: boolean; iat?: boolean }) => {
      const jwt = new SignJWT({ email: 'u1@haulbase.test', roles: [] }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer('haulbase');
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
    expect(await shipper.json()).toEqual({ Message: 'You do not have permission to do this.' });
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
    expect(() => assertOwner({ id: 2, email: 'x', roles: [] }, 1, { hideForeign: true })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
