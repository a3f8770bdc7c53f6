import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStartupFailure } from '../../server/ops/startup-errors';
import { runChildServer } from './support/child-server';

/**
 * Issue 14 item 9: each start-up failure prints one sentence naming the setting to fix and exits 1. The read-only
 * and full disks are real: a tmpfs mounted (read-only, or tiny and filled) in a private mount namespace of the child
 * (`unshare -m`), which disappears with it. That needs root or CAP_SYS_ADMIN; without it those two are skipped.
 */
const canMount =
  spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs /mnt && umount /mnt'], { stdio: 'ignore' }).status === 0;
const SECRET = { JWT_SECRET: 'startup-test-secret-0123456789-abcdefgh' };

function expectOneSentence(output: string, pattern: RegExp) {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at /); // no stack
}

/** The server started inside a private mount namespace, DATA_DIR on a tmpfs mounted by `mountScript`. */
const inNamespace = (mountScript: string) => (command: string[]) => [
  'unshare',
  '-m',
  'sh',
  '-c',
  `${mountScript} && exec ${command.map((part) => `'${part}'`).join(' ')}`,
];

describe('start-up failures', () => {
  const root = mkdtempSync(join(tmpdir(), 'hb-startup-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('an unreachable DATABASE_URL: one sentence naming DATABASE_URL (password hidden), exit 1', async () => {
    const { code, output } = await runChildServer({
      DATA_DIR: join(root, 'db-down'),
      DATABASE_URL: 'postgres://haulbase:s3cret@127.0.0.1:1/haulbase',
      ...SECRET,
    });
    expect(code).toBe(1);
    expectOneSentence(
      output,
      /^DATABASE_URL \(postgres:\/\/haulbase@127\.0\.0\.1:1\/haulbase\) does not answer \(ECONNREFUSED\): check DATABASE_URL, or start PostgreSQL there\.$/,
    );
    expect(output).not.toContain('s3cret');
  }, 120_000);

  it('a DATA_DIR that is a file: one sentence naming DATA_DIR, exit 1', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    const { code, output } = await runChildServer({ DATA_DIR: file });
    expect(code).toBe(1);
    expectOneSentence(output, /^DATA_DIR \(.*a-file\) is not a directory: set DATA_DIR to a directory this server can write to\.$/);
  }, 120_000);

  it.skipIf(!canMount)(
    'a read-only DATA_DIR: one sentence naming DATA_DIR, exit 1',
    async () => {
      const dir = join(root, 'read-only');
      mkdirSync(dir);
      const { code, output } = await runChildServer(
        { DATA_DIR: dir, ...SECRET },
        inNamespace(`mount -t tmpfs -o ro,size=1m tmpfs '${dir}'`),
      );
      expect(code).toBe(1);
      expectOneSentence(
        output,
        /^DATA_DIR \(.*read-only\) is not writable: set DATA_DIR to a directory this server can write to, or make it writable\.$/,
      );
    },
    120_000,
  );

  it.skipIf(!canMount)(
    'a full disk under DATA_DIR: one sentence naming DATA_DIR, exit 1',
    async () => {
      const dir = join(root, 'full');
      mkdirSync(dir);
      const fill = `mount -t tmpfs -o size=64k tmpfs '${dir}' && (dd if=/dev/zero of='${dir}/filler' bs=4k 2>/dev/null || true)`;
      const { code, output } = await runChildServer({ DATA_DIR: dir, ...SECRET }, inNamespace(fill));
      expect(code).toBe(1);
      expectOneSentence(
        output,
        /^The disk holding DATA_DIR \(.*full\) is full: free some space there, or set DATA_DIR to a directory on a disk with room\.$/,
      );
    },
    120_000,
  );

  it('other causes name their setting too', () => {
    const context = { dataDir: '/srv/haulbase', databaseUrl: 'postgres://app:pw@db:5432/haulbase', port: 8080, host: '0.0.0.0' };
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(describeStartupFailure(error('28P01'), 'database', context)).toBe(
      'DATABASE_URL (postgres://app@db:5432/haulbase) refused the user name or password: fix the credentials in DATABASE_URL.',
    );
    expect(describeStartupFailure(error('3D000'), 'database', context)).toMatch(/^DATABASE_URL .* names a database that does not exist/);
    expect(describeStartupFailure(new AggregateError([error('ECONNREFUSED')]), 'database', context)).toMatch(
      /does not answer \(ECONNREFUSED\)/,
    );
    expect(describeStartupFailure(error('ENOSPC'), 'database', { dataDir: '/srv/haulbase' })).toMatch(
      /^The disk holding DATA_DIR \(\/srv\/haulbase\) is full/,
    );
    expect(describeStartupFailure(error('EADDRINUSE'), 'listen', context)).toBe(
      'PORT 8080 on HOST 0.0.0.0 is already in use: set PORT to a free port, or stop the other server.',
    );
    expect(
      describeStartupFailure(
        new Error('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got loud'),
        'data-dir',
        context,
      ),
    ).toMatch(/^LOG_LEVEL/);
  });
});
