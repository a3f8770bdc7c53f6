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

function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    open: async () => {
      const name = `hb_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = openPostgres({ databaseUrl: url.toString(), poolSize: 4 });
      await database.migrate();
      await seedTestData(database.db);
      return {
        ...database,
        close: async () => {
          await database.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`drop database if exists ${name} with (force)`);
          await dropper.end();
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
