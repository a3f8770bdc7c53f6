import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../../../server/db/database';
import { seedTestData } from './fixtures';

/**
 * The databases every server test runs on: in-memory PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * or a server answers on 127.0.0.1:5432 (database `test`, user postgres). Each test file gets its own
 * fresh, migrated, seeded database and drops it afterwards.
 */
export type DatabaseTarget = { name: 'pglite' | 'postgres'; open: () => Promise<Database> };

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Fingerprint of everything the template depends on; a change builds a new template. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  const loadSeed = [
    'seed-loads.ts',
    'seed-loads-plan.ts',
    'seed-loads-extras.ts',
    'seed-loads-tracking.ts',
    'seed-loads-geo.ts',
    'seed-loads-files.ts',
  ].map((f) => `../../../server/seed/${f}`);
  for (const file of [
    'fixtures.ts',
    '../../../server/db/database.ts',
    '../../../server/seed/seed.ts',
    '../../../server/seed/seed-partners.ts',
    '../../../server/db/bulk-insert.ts',
    '../../../server/seed/seed-billing.ts',
    '../../../server/seed/seed-billing-history.ts',
    '../../../server/services/load-fees.ts',
    ...loadSeed,
  ]) {
    hash.update(readFileSync(new URL(file, import.meta.url)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's initdb takes seconds; loading a dumped data directory takes well under one. The first test file
 * (in any worker) builds a migrated + seeded template and leaves it in the temp directory for the others.
 */
async function pgliteTemplate(): Promise<Blob> {
  const prefix = 'haulbase-pglite-template-';
  const file = join(tmpdir(), `${prefix}${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(prefix) && name.endsWith('.tar'))) {
    rmSync(join(tmpdir(), old), { force: true }); // templates of older migrations or fixtures
  }
  const database = openPglite({});
  await database.migrate();
  await seedTestData(database.db);
  const dump = await database.dump!();
  await database.close();
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
  await rename(temp, file);
  return dump;
}

/** The template's file (built when missing): a child server process starts its PGlite data directory from it. */
export async function pgliteTemplateFile(): Promise<string> {
  await pgliteTemplate();
  return join(tmpdir(), `haulbase-pglite-template-${templateKey()}.tar`);
}

/** The PostgreSQL server the tests use, or null when there is none (same rules as databaseTargets). */
export async function postgresAdminUrl(): Promise<string | null> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured === 'none') return null;
  const url = configured || DEFAULT_PG_URL;
  return (await postgresAnswers(url)) ? url : null;
}

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  open: async () => openPglite({ pgliteLoad: await pgliteTemplate() }),
};

async function withAdmin<T>(adminUrl: string, task: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await task(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrating and seeding took about 2 s per test file; copying a template database takes a fraction of it. The first
 * test file (in any worker, under an advisory lock) builds the migrated + seeded template under the same fingerprint
 * as PGlite's; templates of older fingerprints are dropped.
 */
const keptTemplates = 6;

async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `hb_template_${templateKey()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['haulbase-test-template']);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'hb_template_%' order by oid desc`,
      );
      if (rows.some((row) => row.datname === name)) return;
      // Other checkouts on this server (a second worktree, a helper's branch) may be copying their own template right
      // now: keep the newest few and drop only the older ones.
      for (const old of rows.slice(keptTemplates - 1)) await admin.query(`drop database if exists ${old.datname} with (force)`);
      const building = `${name}_building`;
      await admin.query(`create database ${building}`);
      const database = openPostgres({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 4 });
      await database.migrate();
      await seedTestData(database.db);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', ['haulbase-test-template']);
    }
  });
  return name;
}

/** A new database on the test server, a copy of the migrated and seeded template unless `empty`; `drop` removes it. */
export async function freshPostgresDatabase(adminUrl: string, { empty = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = empty ? null : await postgresTemplate(adminUrl);
  const name = `hb_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    open: async () => {
      const fresh = await freshPostgresDatabase(adminUrl);
      const database = openPostgres({ databaseUrl: fresh.url, poolSize: 4 });
      return {
        ...database,
        close: async () => {
          await database.close();
          await fresh.drop();
        },
      };
    },
  };
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** TEST_DATABASE_URL=none turns PostgreSQL off; set to a URL, it must answer. */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured === 'none') return [pgliteTarget];
  const url = configured || DEFAULT_PG_URL;
  if (await postgresAnswers(url)) return [pgliteTarget, postgresTarget(url)];
  if (configured) throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${configured}`);
  return [pgliteTarget];
}
