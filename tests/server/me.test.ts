import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import { signAccessToken } from '../../server/services/tokens';
import { databaseTargets } from './support/databases';
import { ADMIN, SPARE, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { bearer, signIn } from './support/http';

const targets = await databaseTargets();
const DENIED = { Message: 'Authorization has been denied for this request.' };

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

function upload(bytes: Uint8Array, type: string, token: string, field = 'File') {
  const body = new FormData();
  body.append(field, new File([bytes as Uint8Array<ArrayBuffer>], 'photo', { type }));
  return new Request('http://haulbase.test/api/me/photo', { method: 'POST', body, headers: bearer(token) });
}

describe.each(targets)('/api/me on $name', (target) => {
  const h = useHarness(target);

  it('answers Me for a signed-in user', async () => {
    const { accessToken } = await signIn(h.app, TRUCKER);
    const res = await h.app.request('/api/me', { headers: bearer(accessToken) });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me).toEqual({
      Id: expect.any(Number),
      Email: TRUCKER,
      EmailConfirmed: true,
      FirstName: 'Jordan',
      LastName: 'Blake',
      FullName: 'Jordan Blake',
      PhoneNumber: null,
      Roles: ['Trucker'],
      ProfilePicture: '',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Partner: {
        Kind: 'Trucker',
        Id: expect.any(Number),
        Name: 'Blake Freight Lines LLC',
        PaymentStatus: 'active',
        Approved: true,
        Islocked: false,
      },
    });
  });

  it('401 without a token, with a garbage token, an expired token or a token signed with another key', async () => {
    const expired = await signAccessToken({ id: 1, email: ADMIN, roles: ['BackOffice'] }, h.config.jwtSecret, Date.now() - 16 * 60_000);
    const foreign = await new SignJWT({ email: ADMIN, roles: ['BackOffice'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('haulbase')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const headers of [{}, bearer('garbage'), bearer(expired), bearer(foreign), { Authorization: 'Basic abc' }]) {
      const res = await h.app.request('/api/me', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(DENIED);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('PUT updates names and phone (digits only) and audits the change', async () => {
    const { accessToken } = await signIn(h.app, SPARE[2]);
    const res = await h.app.request('/api/me', {
      method: 'PUT',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ FirstName: ' Casey ', LastName: 'Nguyen', PhoneNumber: '+1 (555) 201-3344' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      FirstName: 'Casey',
      LastName: 'Nguyen',
      FullName: 'Casey Nguyen',
      PhoneNumber: '15552013344',
    });
    const [user] = await h.db.select().from(users).where(eq(users.email, SPARE[2]));
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audits.map((a) => a.action)).toContain('profile_updated');
  });

  it('PUT with bad input → ModelState per field', async () => {
    const { accessToken } = await signIn(h.app, SPARE[2]);
    const res = await h.app.request('/api/me', {
      method: 'PUT',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ FirstName: '', LastName: 'x'.repeat(51), PhoneNumber: 'call me' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).ModelState).toEqual({
      FirstName: ['First name is Required'],
      LastName: ['Maximum 50 symbols'],
      PhoneNumber: ['Wrong phone number format'],
    });
  });

  it('uploads a photo, answers Me with its URL, and serves it without a token', async () => {
    const { accessToken } = await signIn(h.app, SPARE[3]);
    const res = await h.app.request(upload(PNG, 'image/png', accessToken));
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.ProfilePicture).toMatch(/^\/api\/Photos\/[0-9a-f]{64}$/);
    const photo = await h.app.request(me.ProfilePicture);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.png"$/);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
    const again = await h.app.request(me.ProfilePicture, { headers: { 'If-None-Match': photo.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('refuses a photo that is not an image, is missing or is too large', async () => {
    const { accessToken } = await signIn(h.app, SPARE[3]);
    const html = await h.app.request(upload(new TextEncoder().encode('<script>alert(1)</script>'), 'image/png', accessToken));
    expect(html.status).toBe(400);
    expect((await html.json()).ModelState.File).toEqual(['The profile picture must be a PNG, JPEG or WebP image.']);
    const missing = await h.app.request(upload(PNG, 'image/png', accessToken, 'Other'));
    expect((await missing.json()).ModelState.File).toEqual(['Please select file']);
    const big = new Uint8Array(5_000_001);
    big.set(PNG);
    const tooBig = await h.app.request(upload(big, 'image/png', accessToken));
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).ModelState.File).toEqual(['You have exceeded the file size limit (5mb)']);
  });

  it('unknown photo hashes answer 404', async () => {
    expect((await h.app.request(`/api/Photos/${'a'.repeat(64)}`)).status).toBe(404);
    expect((await h.app.request('/api/Photos/not-a-hash')).status).toBe(404);
  });
});
