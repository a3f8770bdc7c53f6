import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { testConfig } from '../server/support/harness';

/**
 * `redocly lint` with the repository's redocly.yaml (the recommended rules; each rule turned off says why) finds
 * nothing in the document GET /api/openapi.json serves. The document is built from the routes the app registers and
 * the contract's schemas, so no request reaches a database: the app gets none.
 */
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string };

describe('the API document passes redocly lint', { timeout: 60_000 }, () => {
  it('no errors and no warnings with redocly.yaml', async () => {
    const app = createApp({ db: {} as Db, config: testConfig(dir), logError: () => undefined });
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, await res.text());
    const cli = resolve('node_modules/@redocly/cli/bin/cli.js');
    // lint exits 1 when it finds an error; the JSON report says what either way.
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', resolve('redocly.yaml'), '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as { problems: Problem[] };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  });
});
