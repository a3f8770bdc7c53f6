import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { serverWithKeptAssets } from '../../server/http/static';
import type { Logger } from '../../server/ops/logger';
import { testConfig } from './support/harness';

/**
 * Content-hashed assets are answered by the node server itself once the app has served them (decision 131), and the
 * app shell for a while after the app last read index.html (decision 134): a browser cannot tell the two answers
 * apart, and the request still has its log line.
 */
describe('kept assets answered before the app', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-kept-assets-'));
  const config = testConfig(dataDir);
  const source = `console.log(${JSON.stringify('kept '.repeat(600))});`;
  writeFileSync(join(config.distDir, 'assets', 'kept-k1.js'), source);
  const indexHtml = (build: string) => `<!doctype html><title>Haulbase</title><!-- ${build} ${'.'.repeat(1500)} --><div id="root"></div>`;
  writeFileSync(join(config.distDir, 'index.html'), indexHtml('build 1'));
  const app = createApp({ db: {} as Db, config, logError: () => undefined });
  const lines: Record<string, unknown>[] = [];
  const logger = { info: (line: Record<string, unknown>) => lines.push(line), debug: () => undefined, error: () => undefined };
  let server: Server;
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve(
        {
          fetch: app.fetch,
          port: 0,
          hostname: '127.0.0.1',
          // index.html is looked at again after ten minutes here, so that every ask below after the app's first is kept
          createServer: serverWithKeptAssets(config.distDir, { logger: logger as unknown as Logger }, { indexRecheckMs: 600_000 }),
        },
        () => resolve(),
      ) as Server;
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The headers a browser could tell apart: all but the date, the connection's and the request id. */
  const comparable = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name)));

  it("answers GET, HEAD and If-None-Match with the app's status, headers and bytes once the app served the asset, and logs each", async () => {
    expect(await (await fetch(`${base}/assets/kept-k1.js`)).text()).toBe(source);
    expect(lines).toEqual([]); // the first ask is the app's (its log is silent here): now the asset is kept
    const etag = (await app.request('/assets/kept-k1.js')).headers.get('etag')!;
    const asks: [string, Record<string, string>][] = [
      ['GET', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['GET', { 'Accept-Encoding': 'identity' }],
      ['HEAD', { 'Accept-Encoding': 'identity' }],
      ['GET', { 'If-None-Match': etag }],
    ];
    for (const [method, headers] of asks) {
      lines.length = 0;
      const kept = await fetch(`${base}/assets/kept-k1.js?v=2`, { method, headers: { ...headers, 'X-Request-Id': 'req-kept-1' } });
      const fromApp = await app.request('/assets/kept-k1.js', { method, headers });
      expect(kept.status).toBe(fromApp.status);
      expect(comparable(kept)).toEqual(comparable(fromApp));
      expect(kept.headers.get('x-request-id')).toBe('req-kept-1');
      expect(kept.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await kept.text()).toBe(method === 'GET' && kept.status === 200 ? source : ''); // fetch undoes the gzip
      expect(lines).toEqual([expect.objectContaining({ requestId: 'req-kept-1', method, route: '*', status: kept.status })]);
    }
  });

  it("answers the app's screens with the app's index.html once the app has read it, and logs each", async () => {
    expect(await (await fetch(`${base}/loads/12`)).text()).toBe(indexHtml('build 1'));
    lines.length = 0;
    const etag = (await app.request('/')).headers.get('etag')!;
    const asks: [string, string, Record<string, string>][] = [
      ['/', 'GET', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['/index.html', 'GET', { 'Accept-Encoding': 'identity' }],
      ['/auth/login?returnUrl=%2Floads', 'GET', { Accept: 'text/html', 'Accept-Encoding': 'gzip' }],
      ['/trucker/loads', 'HEAD', { 'Accept-Encoding': 'gzip' }],
      ['/shipments/5/edit', 'GET', { 'If-None-Match': etag }],
    ];
    for (const [path, method, headers] of asks) {
      lines.length = 0;
      const kept = await fetch(`${base}${path}`, { method, headers: { ...headers, 'X-Request-Id': 'req-shell-1' } });
      const fromApp = await app.request(path, { method, headers });
      expect(kept.status).toBe(fromApp.status);
      expect(comparable(kept)).toEqual(comparable(fromApp));
      expect(kept.headers.get('cache-control')).toBe('no-cache');
      expect(await kept.text()).toBe(method === 'GET' && kept.status === 200 ? indexHtml('build 1') : '');
      expect(lines).toEqual([expect.objectContaining({ requestId: 'req-shell-1', method, route: '*', status: kept.status })]);
    }
  });

  it('leaves other methods, paths and files to the app', async () => {
    await fetch(`${base}/assets/kept-k1.js`);
    await fetch(`${base}/`);
    lines.length = 0;
    expect((await fetch(`${base}/assets/kept-k1.js`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/assets/never-built.js`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    for (const apiOrProbe of ['/api/nothing-here', '/API/Nothing', '/token', '/healthz/more', '/metrics/x']) {
      expect((await fetch(`${base}${apiOrProbe}`)).headers.get('content-type')).toContain('application/json');
    }
    expect((await fetch(`${base}/robots.txt`)).status).toBe(404);
    expect(lines).toEqual([]);
  });

  it('serves a new build of index.html once the app has looked at the file again', async () => {
    const quiet = { info: () => undefined, debug: () => undefined, error: () => undefined };
    const quick = await new Promise<Server>((resolve) => {
      const listening = serve(
        {
          fetch: app.fetch,
          port: 0,
          hostname: '127.0.0.1',
          createServer: serverWithKeptAssets(config.distDir, { logger: quiet as unknown as Logger }, { indexRecheckMs: 50 }),
        },
        () => resolve(listening as Server),
      );
    });
    const quickBase = `http://127.0.0.1:${(quick.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${quickBase}/loads`)).text()).toBe(indexHtml('build 1'));
      writeFileSync(join(config.distDir, 'index.html'), indexHtml('build 2'));
      utimesSync(join(config.distDir, 'index.html'), new Date(), new Date(Date.now() + 5_000)); // a later build
      await expect
        .poll(async () => (await fetch(`${quickBase}/loads`)).text(), { timeout: 20_000, interval: 20 })
        .toBe(indexHtml('build 2'));
    } finally {
      await new Promise((resolve) => quick.close(resolve));
    }
  });
});
