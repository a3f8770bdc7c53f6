import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openPglite, pgliteDirOf } from '../db/database';
import { storageFromConfig } from '../services/file-storage';
import { type BackupSettings, FORMAT, type Manifest, command, withoutPassword } from './archive';

export type RestoreResult = Manifest & { ms: number };

/** A PostgreSQL database with no table outside the system schemas (restoring over data would mix two histories). */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  const path = join(staging, 'manifest.json');
  const manifest = existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as Manifest) : null;
  if (manifest?.format !== FORMAT) throw new Error('this file is not a Haulbase backup (no manifest.json)');
  return manifest;
}

/**
 * Restores a backup into the configured place: a DATA_DIR with no database yet (PGlite) or an empty PostgreSQL
 * database (DATABASE_URL), and the configured file store. Refuses to restore over an existing database.
 */
export async function restore(settings: BackupSettings, file: string): Promise<RestoreResult> {
  const started = performance.now();
  const archive = resolve(file);
  if (!existsSync(archive)) throw new Error(`no backup at ${archive}`);
  await mkdir(settings.dataDir, { recursive: true });
  const staging = await mkdtemp(join(settings.dataDir, '.restore-'));
  try {
    await command('tar', ['-xzf', archive, '-C', staging]);
    const manifest = await readManifest(staging);

    if (manifest.database === 'postgres') {
      if (!settings.databaseUrl) throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL to an empty database');
      if (!(await postgresIsEmpty(settings.databaseUrl)))
        throw new Error(`${withoutPassword(settings.databaseUrl)} already holds tables: restore into an empty database`);
      await command('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${settings.databaseUrl}`,
        join(staging, 'postgres.dump'),
      ]);
    } else {
      if (settings.databaseUrl) throw new Error('this backup is of an embedded (PGlite) database: unset DATABASE_URL');
      const dir = pgliteDirOf(settings.dataDir);
      if (existsSync(dir)) throw new Error(`${dir} already exists: restore into a fresh DATA_DIR`);
      const database = openPglite({ pgliteDir: dir, pgliteLoad: new Blob([await readFile(join(staging, 'pglite.tar'))]) });
      await database.db.execute('select 1');
      await database.close();
    }

    // Files go into the configured store (the disk under DATA_DIR, or the bucket); putFile moves each staged file.
    const store = storageFromConfig(settings);
    await store.check();
    const filesDir = join(staging, 'files');
    for (const shard of existsSync(filesDir) ? await readdir(filesDir) : []) {
      for (const name of await readdir(join(filesDir, shard))) {
        const path = join(filesDir, shard, name);
        await store.putFile(name, path, (await stat(path)).size);
      }
    }
    const mail = join(staging, 'mail');
    if (existsSync(mail)) {
      await mkdir(join(settings.dataDir, 'mail'), { recursive: true });
      for (const name of await readdir(mail)) await copyFile(join(mail, name), join(settings.dataDir, 'mail', name));
    }
    // The secret that signed the backup's sessions; a DATA_DIR that already has one (or JWT_SECRET) keeps its own.
    const secret = join(settings.dataDir, 'jwt-secret');
    if (existsSync(join(staging, 'jwt-secret')) && !existsSync(secret)) await copyFile(join(staging, 'jwt-secret'), secret);
    return { ...manifest, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
