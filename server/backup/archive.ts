import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * What `npm run backup` writes (decision 156): one gzipped tar holding `manifest.json`, the database (`pglite.tar`,
 * PGlite's own data directory tarball, or `postgres.dump`, pg_dump's custom format), `files/<aa>/<sha256>` (the
 * local disk's and, with STORAGE_URL, the bucket's), `mail/` (the e-mail files of DATA_DIR) and `jwt-secret`.
 */
export const FORMAT = 'haulbase-backup';
export const FORMAT_VERSION = 1;

export type Manifest = {
  format: typeof FORMAT;
  version: number;
  created: string;
  database: 'pglite' | 'postgres';
  /** Objects copied from the store (local disk and bucket together). */
  files: number;
};

/** The settings the server reads, read the same way (server/config.ts), without creating anything. */
export type BackupSettings = { dataDir: string; databaseUrl?: string; storageUrl?: string };

export const settingsFromEnv = (env: NodeJS.ProcessEnv = process.env): BackupSettings => ({
  dataDir: resolve(env.DATA_DIR || './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  storageUrl: env.STORAGE_URL || undefined,
});

const run = promisify(execFile);

/** Runs a command (tar, pg_dump, pg_restore); a failure carries its error output. */
export async function command(file: string, args: string[], okCodes: number[] = [0]): Promise<void> {
  try {
    await run(file, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { code?: number | string; stderr?: string };
    if (typeof failure.code === 'number' && okCodes.includes(failure.code)) return;
    if (failure.code === 'ENOENT') throw new Error(`${file} is not installed (on Debian: apt-get install ${packageOf(file)})`);
    throw new Error(`${file} failed: ${failure.stderr?.trim() || String(error)}`);
  }
}

const packageOf = (file: string) => (file.startsWith('pg_') ? 'postgresql-client' : file);

/** Where the PostgreSQL URL is printed: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
