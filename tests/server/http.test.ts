import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { FIRST_PAINT_SCRIPT } from '../../src/contract/first-paint';
import { databaseTargets } from './support/databases';
import { ADMIN, TEST_COUNTRIES } from './support/fixtures';
import { testConfig, useHarness } from './support/harness';
import { bearer, passwordGrant, postJson, signIn } from './support/http';

const targets = await databaseTargets();

// the sign-in page's one inline script is allowed by its hash, and nothing else inline (decision 153)
const FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
const CSP =
  `default-src 'self'; script-src 'self' ${FIRST_PAINT_HASH}; ` +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toBe(CSP);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe.each(targets)('HTTP behaviour on $name', (target) => {
  const h = useHarness(target);

  it('GET /api/Countries: every seeded country with states, cacheable, 304 on a matching ETag', async () => {
    const res = await h.app.request('/api/Countries');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const list = await res.json();
    expect(list.map((c: { IsoCode: string }) => c.IsoCode).sort()).toEqual([...TEST_COUNTRIES].sort());
    const us = list.find((c: { IsoCode: string }) => c.IsoCode === 'US');
    expect(us).toMatchObject({ Id: expect.any(Number), Name: 'United States' });
    expect(us.States).toContainEqual({ Id: expect.any(Number), Name: 'Texas', Code: 'TX' });
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const again = await h.app.request('/api/countries', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again);
  });

  it('compresses large text answers, and the bytes decode to the same answer', async () => {
    const plain = await (await h.app.request('/api/Countries')).text();
    const res = await h.app.request('/api/Countries', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it('leaves answers uncompressed for clients without gzip', async () => {
    const noGzip = await h.app.request('/api/Countries', { headers: { 'Accept-Encoding': 'identity' } });
    expect(noGzip.headers.get('content-encoding')).toBeNull();
    // either way a cache is told the answer depends on what the client accepts
    for (const res of [noGzip, await h.app.request('/api/Countries', { headers: { 'Accept-Encoding': 'gzip' } })]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('security headers on API answers, errors and static files', async () => {
    expectSecurityHeaders(await passwordGrant(h.app, ADMIN));
    expectSecurityHeaders(await h.app.request('/api/me'));
    expectSecurityHeaders(await h.app.request('/api/nothing-here'));
    expectSecurityHeaders(await h.app.request('/'));
    expectSecurityHeaders(await h.app.request('/assets/index-abc123.js'));
  });

  it('matches API paths case-insensitively', async () => {
    const { accessToken } = await signIn(h.app, ADMIN);
    for (const path of ['/api/me', '/API/ME', '/Api/Me']) {
      expect((await h.app.request(path, { headers: bearer(accessToken) })).status).toBe(200);
    }
    expect((await h.app.request('/api/COUNTRIES')).status).toBe(200);
    expect((await postJson(h.app, '/api/account/forgetpassword', { Email: 'nobody@haulbase.test' })).status).toBe(200);
    expect((await h.app.request('/TOKEN', { method: 'POST' })).status).toBe(400);
  });

  it('unknown /api paths answer 404 JSON { Message }', async () => {
    for (const res of [await h.app.request('/api/nothing-here'), await h.app.request('/api/me', { method: 'DELETE' })]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ Message: 'The requested resource was not found.', MessageId: { Id: 'not_found' } });
    }
  });

  it('refuses bodies over 1 MB with 413 (JSON and forms)', async () => {
    const big = JSON.stringify({ Email: 'x'.repeat(1_000_001) });
    const res = await h.app.request('/api/Account/ForgetPassword', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).Message).toMatch(/too large/);
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(100_000));
        controller.close();
      },
    });
    const chunked = await h.app.request('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('allows 20,000,000 bytes for multipart uploads, not more', async () => {
    const { accessToken } = await signIn(h.app, ADMIN);
    const upload = (size: number) => {
      const body = new FormData();
      body.append('File', new File([new Uint8Array(size)], 'big.png', { type: 'image/png' }));
      return h.app.request('/api/me/photo', { method: 'POST', body, headers: bearer(accessToken) });
    };
    const justOver = await upload(20_000_001);
    expect(justOver.status).toBe(413);
    expect((await justOver.json()).Message).toMatch(/20,000,000/);
    const underRequestLimit = await upload(6_000_000); // reaches the handler, which applies the 5 MB per-file rule
    expect(underRequestLimit.status).toBe(400);
  });

  it('serves the web app: long cache for /assets, no-cache for index.html and sw.js, SPA fallback', async () => {
    const asset = await h.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await h.app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/', '/auth/login', '/ResetPassword?code=abc&email=a%40b.co', '/Shippers/12/details']) {
      const res = await h.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Haulbase</title>');
    }
    expect((await h.app.request('/assets/missing.js')).status).toBe(404);
    const html = await h.app.request('/some/page.html', { headers: { Accept: 'text/html' } });
    expect(await html.text()).toContain('<div id="root">');
    expect((await h.app.request('/../../etc/passwd')).status).not.toBe(500);
    const etag = asset.headers.get('etag')!;
    expect((await h.app.request('/assets/index-abc123.js', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers a screen with the page the build rendered for it (the sign-in page), the others with index.html', async () => {
    mkdirSync(join(h.config.distDir, 'auth'), { recursive: true });
    writeFileSync(
      join(h.config.distDir, 'auth', 'login.html'),
      '<!doctype html><title>Haulbase</title><div id="root" data-prerendered><form></form></div>',
    );
    const signInPage = await h.app.request('/auth/login');
    expect(signInPage.headers.get('cache-control')).toBe('no-cache');
    expect(await signInPage.text()).toContain('data-prerendered');
    expect(await (await h.app.request('/auth/forgot-password')).text()).toContain('<div id="root"></div>');
    rmSync(join(h.config.distDir, 'auth'), { recursive: true });
  });

  it("sends the build's brotli copy of a file to browsers that accept it, gzip to the others, never a stale copy", async () => {
    const source = `console.log(${JSON.stringify('brotli '.repeat(500))});`;
    const assets = join(h.config.distDir, 'assets');
    writeFileSync(join(assets, 'fresh-b1.js'), source);
    writeFileSync(join(assets, 'fresh-b1.js.br'), brotliCompressSync(source));
    writeFileSync(join(assets, 'stale-b2.js'), source);
    writeFileSync(join(assets, 'stale-b2.js.br'), brotliCompressSync('console.log("an older build");'));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(assets, 'stale-b2.js.br'), anHourAgo, anHourAgo);

    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const brotli = await h.app.request('/assets/fresh-b1.js', { headers: browser });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(source);
    const gzip = await h.app.request('/assets/fresh-b1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(source);
    const stale = await h.app.request('/assets/stale-b2.js', { headers: browser });
    expect(stale.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(source);
  });
});

describe('without a database or a built web app', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-http-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const broken = {
    select: () => {
      throw new Error('database is down');
    },
  } as unknown as Db;
  const app = createApp({ db: broken, config: testConfig(dataDir, { distDir: join(dataDir, 'no-dist') }), logError: () => undefined });

  it('answers 503 with a hint when dist/ is missing', async () => {
    const res = await app.request('/auth/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    expectSecurityHeaders(res);
  });

  it('answers 500 { Message: "An error has occurred." } for unexpected failures', async () => {
    const res = await app.request('/api/Countries');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ Message: 'An error has occurred.', MessageId: { Id: 'server_error' } });
    expectSecurityHeaders(res);
  });
});
