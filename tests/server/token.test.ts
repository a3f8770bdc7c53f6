import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { ADMIN, PASSWORD, SHIPPER, SPARE, SUSPENDED, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { passwordGrant, postForm, refreshCookie, refreshGrant, signIn } from './support/http';

const targets = await databaseTargets();

describe.each(targets)('POST /token on $name', (target) => {
  const h = useHarness(target);

  it('password grant answers the token shape and sets the refresh cookie', async () => {
    const res = await passwordGrant(h.app, ADMIN);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'bearer',
      expires_in: 900,
      userName: ADMIN,
      firstName: 'Alex',
      lastName: 'Morgan',
      roles: 'BackOffice',
      profilePicture: '',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hb_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('matches the e-mail case-insensitively and answers each role', async () => {
    const shipper = await (await passwordGrant(h.app, SHIPPER.toUpperCase())).json();
    expect(shipper.roles).toBe('Shipper');
    const trucker = await (await passwordGrant(h.app, TRUCKER)).json();
    expect(trucker.roles).toBe('Trucker');
  });

  it('wrong password and unknown user answer 400 "The login detail is incorrect"', async () => {
    for (const [user, password] of [
      [ADMIN, 'Wrong#2025'],
      ['nobody@haulbase.test', PASSWORD],
      [ADMIN, ''],
    ]) {
      const res = await passwordGrant(h.app, user, password);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'The login detail is incorrect' });
    }
  });

  it('rejects unsupported grants and bodies that are not form-encoded', async () => {
    const res = await postForm(h.app, '/token', { grant_type: 'client_credentials' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('unsupported_grant_type');
    const json = await h.app.request('/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('invalid_request');
  });

  it('refresh rotates the token; reusing a rotated one revokes the whole family', async () => {
    const { refreshToken: first } = await signIn(h.app, SHIPPER);
    const rotated = await refreshGrant(h.app, first);
    expect(rotated.status).toBe(200);
    expect((await rotated.json()).userName).toBe(SHIPPER);
    const second = refreshCookie(rotated)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const third = refreshCookie(await refreshGrant(h.app, second))!;
    expect(third).toBeTruthy();

    const replay = await refreshGrant(h.app, first); // stolen, already rotated token
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('invalid_grant');
    expect(refreshCookie(replay)).toBe(''); // cookie cleared

    const newest = await refreshGrant(h.app, third); // the legitimate holder is signed out too
    expect(newest.status).toBe(400);
  });

  it('accepts the refresh token as a form field for non-browser clients', async () => {
    const { refreshToken } = await signIn(h.app, TRUCKER);
    const res = await postForm(h.app, '/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(res.status).toBe(200);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await postForm(h.app, '/token', { grant_type: 'refresh_token' })).status).toBe(400);
    expect((await refreshGrant(h.app, 'not-a-token')).status).toBe(400);
    const { refreshToken } = await signIn(h.app, TRUCKER);
    const [user] = await h.db.select().from(users).where(eq(users.email, TRUCKER));
    await h.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refreshGrant(h.app, refreshToken)).status).toBe(400);
  });

  it('a suspended user cannot sign in', async () => {
    const res = await passwordGrant(h.app, SUSPENDED);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'This account has been suspended.' });
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('a user suspended after signing in cannot refresh', async () => {
    const { refreshToken } = await signIn(h.app, SPARE[0]);
    await h.db.update(users).set({ lockedOut: true }).where(eq(users.email, SPARE[0]));
    const res = await refreshGrant(h.app, refreshToken);
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toBe('This account has been suspended.');
    await h.db.update(users).set({ lockedOut: false }).where(eq(users.email, SPARE[0]));
    expect((await refreshGrant(h.app, refreshToken)).status).toBe(400); // its family stays revoked
  });

  it('GET /token is not allowed', async () => {
    const res = await h.app.request('/token');
    expect(res.status).toBe(405);
    expect((await res.json()).Message).toBeTruthy();
  });
});
