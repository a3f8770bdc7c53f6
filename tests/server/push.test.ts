import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app';
import { pushSubscriptions, users } from '../../server/db/schema';
import { createPushSender } from '../../server/services/push';
import type { PushPayload } from '../../src/contract/push';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { PASSWORD, TRUCKER } from './support/fixtures';
import { testConfig, useHarness } from './support/harness';
import { postJson, refreshCookie } from './support/http';
import { tokenFor } from './support/partners';

/**
 * Web Push with no outside push service (issue 41): the test is the browser and the push service. It makes the
 * subscription's keys, runs a push service on loopback, and decrypts what the server sent (RFC 8291, aes128gcm)
 * with the private key only it holds; the VAPID signature is checked against GET /api/Push/PublicKey.
 */

const targets = await databaseTargets();
const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's push keys: the P-256 key pair and the 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 + RFC 8188: one aes128gcm record, decrypted with the receiver's private key. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(keys.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

describe.each(targets)('Web Push on $name', (target) => {
  const h = useHarness(target);
  let app: App;
  let base = '';
  let token = '';
  let userId = 0;
  const received: Received[] = [];
  const service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  const config = () => testConfig(h.config.dataDir, { pushAllowLoopback: true });
  const subscription = (path: string, keys = browserKeys()) => ({
    keys,
    json: { endpoint: `${base}${path}`, expirationTime: null, keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.auth) } },
  });
  const payload: PushPayload = { title: 'New load', body: 'Dallas → Chicago', url: '/Loads/find?load=1', tag: 'load-1' };

  beforeAll(async () => {
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    app = createApp({ db: h.db, config: config(), logError: () => undefined });
    token = await tokenFor(h, TRUCKER);
    [{ id: userId }] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, TRUCKER));
  });
  afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

  it('encrypts the payload for the subscription’s keys and signs the request with the published VAPID key', async () => {
    const sub = subscription('/push/a');
    expect((await send(app, 'POST', '/api/Push/Subscriptions', token, sub.json)).status).toBe(204);
    received.length = 0;
    expect(await createPushSender(h.db, config())([userId], payload)).toEqual({ sent: 1, dropped: 0 });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.path).toBe('/push/a');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(decrypt(request.body, sub.keys))).toEqual(payload);
    expect(request.body.includes(Buffer.from('Dallas'))).toBe(false);

    const { PublicKey } = (await (await app.request('/api/Push/PublicKey')).json()) as { PublicKey: string };
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(vapid?.[2]).toBe(PublicKey);
    const raw = Buffer.from(PublicKey, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, 'ES256');
    const { payload: claims } = await jwtVerify(vapid![1], key);
    expect(claims.aud).toBe(base);
  });

  it('drops a subscription the push service says is gone (410), and sends nothing to a suspended user', async () => {
    await h.db.delete(pushSubscriptions);
    await send(app, 'POST', '/api/Push/Subscriptions', token, subscription('/gone/b').json);
    expect(await createPushSender(h.db, config())([userId], payload)).toEqual({ sent: 0, dropped: 1 });
    expect(await h.db.select().from(pushSubscriptions)).toEqual([]);

    await send(app, 'POST', '/api/Push/Subscriptions', token, subscription('/push/c').json);
    await h.db.update(users).set({ lockedOut: true }).where(eq(users.id, userId));
    received.length = 0;
    try {
      expect(await createPushSender(h.db, config())([userId], payload)).toEqual({ sent: 0, dropped: 0 });
      expect(received).toEqual([]);
    } finally {
      await h.db.update(users).set({ lockedOut: false }).where(eq(users.id, userId));
    }
  });

  it('takes only https endpoints unless PUSH_ALLOW_LOOPBACK allows http on loopback', async () => {
    const loopback = subscription('/push/d').json;
    const refused = await send(h.app, 'POST', '/api/Push/Subscriptions', token, loopback);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { ModelState: Record<string, string[]> }).ModelState).toEqual({
      endpoint: ['endpoint must be the https address of a push service.'],
    });
    const remoteHttp = { ...loopback, endpoint: 'http://push.example.com/x' };
    expect((await send(app, 'POST', '/api/Push/Subscriptions', token, remoteHttp)).status).toBe(400);
    const badKeys = { ...loopback, keys: { p256dh: 'short', auth: '' } };
    expect((await send(app, 'POST', '/api/Push/Subscriptions', token, badKeys)).status).toBe(400);
    expect((await app.request('/api/Push/Subscriptions', { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('drops this browser’s subscription on DELETE and every one made in a sign-in when it signs out', async () => {
    await h.db.delete(pushSubscriptions);
    const mine = subscription('/push/e').json;
    await send(app, 'POST', '/api/Push/Subscriptions', token, mine);
    expect((await send(app, 'DELETE', '/api/Push/Subscriptions', token, { endpoint: mine.endpoint })).status).toBe(204);
    expect(await h.db.select().from(pushSubscriptions)).toEqual([]);

    const login = await postJson(app, '/api/auth/login', { email: TRUCKER, password: PASSWORD });
    const cookie = `hb_refresh=${refreshCookie(login)}`;
    const { accessToken } = (await login.json()) as { accessToken: string };
    await send(app, 'POST', '/api/Push/Subscriptions', accessToken, subscription('/push/f').json, { Cookie: cookie });
    await send(app, 'POST', '/api/Push/Subscriptions', token, subscription('/push/g').json);
    expect(await h.db.select().from(pushSubscriptions)).toHaveLength(2);
    expect((await app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(204);
    const left = await h.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: `${base}/push/g` }]);
  });
});
