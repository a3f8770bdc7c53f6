import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';

/**
 * The sample docker-compose.yml of the README's "Run in production": two app nodes behind a proxy on one PostgreSQL,
 * an S3-compatible store and an SMTP catcher, configured only with settings the server reads.
 */
type Service = {
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  image?: string;
  build?: string;
  command?: string;
};
const root = join(import.meta.dirname, '../..');
const sample = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

/** Every environment variable the server's code reads (env.NAME), plus the AWS SDK's own credentials. */
function settingsTheServerReads(): Set<string> {
  const names = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts'))
        for (const match of readFileSync(path, 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]);
    }
  };
  walk(join(root, 'server'));
  return names;
}

/** Docker's compose plugin, else Debian's `docker-compose` (CI installs it: .ci/run); null when neither is here. */
function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  return null;
}
const compose = composeCommand();

describe('the sample docker-compose.yml', () => {
  const { services } = sample;
  const apps = Object.entries(services).filter(([, service]) => service.build === '.');

  it('runs two app nodes on one PostgreSQL, the S3 store and the SMTP catcher, with one JWT secret', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      const env = app.environment ?? {};
      expect(new URL(env.DATABASE_URL).host).toBe('postgres:5432');
      expect(env.STORAGE_URL).toMatch(/^s3:\/\//);
      expect(new URL(env.S3_ENDPOINT).hostname).toBe('minio');
      expect(new URL(env.SMTP_URL).hostname).toBe('mailpit');
      expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(env.TRUST_PROXY).toBe('1');
      expect(Object.keys(app.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'minio-bucket', 'mailpit']));
    }
    expect(apps[0][1].environment).toEqual(apps[1][1].environment);
    expect(services.proxy.command).toContain('--to app1:8080 --to app2:8080');
    expect(Object.keys(services.proxy.depends_on ?? {})).toEqual(['app1', 'app2']);
  });

  it('sets only settings the server reads (a renamed setting fails here)', () => {
    const known = settingsTheServerReads();
    const unknown = apps.flatMap(([, app]) => Object.keys(app.environment ?? {})).filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  // CI installs Debian's docker-compose when the compose plugin is missing (.ci/run); a developer machine with neither
  // skips this one check.
  it.skipIf(!compose)('passes `docker compose config`', () => {
    const [command, ...args] = compose!;
    execFileSync(command, [...args, '-f', join(root, 'docker-compose.yml'), 'config', '--quiet'], { stdio: 'pipe' });
  });
});

describe('the Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

  it('builds on Node 24 LTS (Node 20 reached its end of life on 2026-04-30)', () => {
    expect(/^FROM\s+(\S+)/m.exec(dockerfile)?.[1]).toMatch(/^node:24[-.]/);
  });

  // hadolint is in neither Debian nor npm; dockerfile-utils is the Dockerfile checker of the Docker language server.
  it('passes the Dockerfile linter with no warning', () => {
    const problems = validate(dockerfile).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });
});
