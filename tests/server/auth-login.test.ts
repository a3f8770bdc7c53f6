import { PAYMENT_STATUSES } from '../../src/contract/billing';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from './support/databases';
import { ADMIN, PASSWORD, SHIPPER } from './support/fixtures';
import { useHarness } from './support/harness';
import { bearer, cookieHeader, postJson, refreshCookie, refreshGrant, signIn } from './support/http';

const targets = await databaseTargets();

describe.each(targets)('POST /api/auth/login and /api/auth/logout on $name', (target) => {
  const h = useHarness(target);

  it('signs in with JSON and answers accessToken, expiresIn and the user', async () => {
    const res = await postJson(h.app, '/api/auth/login', { email: SHIPPER, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.expiresIn).toBe(900);
    expect(body.user).toMatchObject({
      Email: SHIPPER,
      FirstName: 'Sam',
      LastName: 'Rivera',
      FullName: 'Sam Rivera',
      Roles: ['Shipper'],
      // The payment status follows the subscription's periods against today's date (decision 060), and the test
      // data is seeded for a fixed past day: any real status, not a fixed one.
      Partner: {
        Kind: 'Shipper',
        Name: 'Demo Freight Co',
        PaymentStatus: expect.toBeOneOf([...PAYMENT_STATUSES]),
        Approved: true,
        Islocked: false,
      },
    });
    expect(refreshCookie(res)).toBeTruthy();
    const me = await h.app.request('/api/me', { headers: bearer(body.accessToken) });
    expect(me.status).toBe(200);
  });

  it('wrong credentials → 400 with the form message in Message and error_description', async () => {
    const res = await postJson(h.app, '/api/auth/login', { email: ADMIN, password: 'Wrong#2025x' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'The login detail is incorrect',
      error: 'invalid_grant',
      error_description: 'The login detail is incorrect',
    });
  });

  it('invalid input → 400 ModelState with the sign-in form messages', async () => {
    const res = await postJson(h.app, '/api/auth/login', { email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { email: ['Wrong email format'], password: ['Minimum 8 symbols'] },
      ModelStateIds: { email: [{ Id: 'email_format' }], password: [{ Id: 'minimum_8_symbols' }] },
    });
    const empty = await postJson(h.app, '/api/auth/login', {});
    expect((await empty.json()).ModelState).toEqual({ email: ['Email is Required'], password: ['Password is Required'] });
    const broken = await h.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ Message: 'The request is invalid.', MessageId: { Id: 'request_invalid' } });
  });

  it('logout answers 204, clears the cookie and revokes the refresh token', async () => {
    const { refreshToken } = await signIn(h.app, ADMIN);
    const res = await h.app.request('/api/auth/logout', { method: 'POST', headers: cookieHeader(refreshToken) });
    expect(res.status).toBe(204);
    expect(refreshCookie(res)).toBe('');
    expect((await refreshGrant(h.app, refreshToken)).status).toBe(400);
  });

  it('logout without a cookie still answers 204', async () => {
    expect((await h.app.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});
