import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

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

const hasCompose = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

describe('the sample docker-compose.yml', () => {
  const { services } = compose;
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

  // Only the Docker client is installed on these machines, without the compose plugin; where it exists, Docker's own
  // validation runs too.
  it.skipIf(!hasCompose)('passes `docker compose config`', () => {
    execFileSync('docker', ['compose', '-f', join(root, 'docker-compose.yml'), 'config', '--quiet'], { stdio: 'pipe' });
  });
});
