import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type App, createApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { Database, Db } from '../../../server/db/database';
import { loginAttempts } from '../../../server/db/schema';
import { type MeCache, startMeCache } from '../../../server/services/me-cache';
import type { DatabaseTarget } from './databases';

/** One app per test file and database target, called in-process with `app.request`, keeping /api/me's answers as `npm start` does. */
export type Harness = { app: App; db: Db; config: Config; database: Database };

export const PUBLIC_URL = 'http://haulbase.test';

/** A fake built web app: index.html, a hashed asset and a service worker. */
export function fakeDist(root: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Haulbase</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dist;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'),
    publicUrl: PUBLIC_URL,
    distDir: fakeDist(dataDir),
    trustProxy: true,
    logMail: false,
    pgliteConf: [],
    logLevel: 'silent',
    metricsToken: undefined,
    smtpUrl: undefined,
    mailFrom: 'Haulbase <no-reply@haulbase.test>',
    storageUrl: undefined,
    trackingRawMonths: 13,
    ...overrides,
  };
}

/**
 * Registers beforeAll/afterAll for a describe block: a fresh database from `target`, a temp DATA_DIR and the
 * app. Sign-in counters are cleared before each test so tests do not throttle each other.
 */
export function useHarness(target: DatabaseTarget): Harness {
  const harness = {} as Harness;
  let dataDir = '';
  let meCache: MeCache | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hb-server-test-'));
    harness.database = await target.open();
    harness.db = harness.database.db;
    harness.config = testConfig(dataDir);
    meCache = await startMeCache(harness.db, (message, error) => console.error(message, error));
    harness.app = createApp({ db: harness.db, config: harness.config, logError: () => undefined, meCache });
  });
  beforeEach(async () => {
    await harness.db.delete(loginAttempts);
  });
  afterAll(async () => {
    await meCache?.close();
    await harness.database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return harness;
}
