import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ROOT } from '../root';
import * as schema from './schema';

/**
 * One type for both drivers: every query in the server is written against it.
 * Inside `db.transaction(async (tx) => …)` use only `tx`: PGlite runs one thing at a time, so a query on `db`
 * from inside a transaction waits for that transaction forever.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in a transaction: `db`'s own when it is one already (no savepoint: an error rolls the caller's
 * transaction back anyway as it propagates), else a new one. Saves the two round trips of SAVEPOINT and RELEASE on hot
 * paths (positions, decision 185).
 */
export function withinTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const inOne: unknown = db;
  return inOne instanceof PgTransaction ? work(db) : db.transaction(work);
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (serialised across nodes on PostgreSQL). */
  migrate: () => Promise<void>;
  /** Runs `task` while holding a cluster-wide lock, so several nodes starting at once take turns. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool's connection counters (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the size of its WebAssembly memory in bytes (for /metrics and the bench, decision 122). */
  wasmMemoryBytes?: () => number;
  /** PGlite only: the data directory as a tarball (tests start from a dumped template). */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = join(ROOT, 'server', 'db', 'migrations');

/** Arbitrary constant for pg_advisory_lock: "haulbase start-up". */
const STARTUP_LOCK = 728_417_001;

export type DatabaseOptions = {
  /** PostgreSQL connection string; unset = PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; unset with no URL = in memory. */
  pgliteDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from instead of running initdb (tests). */
  pgliteLoad?: Blob;
  poolSize?: number;
  /** PGlite: postgresql.conf lines (memory tuning). */
  pgliteConf?: string[];
};

export function openPglite(options: DatabaseOptions): Database {
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteLoad,
    // Trigram indexes for the partner list search (migration 0001, decision 040).
    extensions: { pg_trgm },
    // PGlite rewrites postgresql.conf from this on every open (joining an array with spaces, so pass one string);
    // with nothing to set, a comment still overwrites settings left by an earlier start.
    postgresqlconf: options.pgliteConf?.length ? `${options.pgliteConf.join('\n')}\n` : undefined,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    exclusive: (task) => task(),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: async () => {
      // Without a checkpoint, every database opened from the dump replays its WAL first (a sixth of an open's CPU).
      await client.exec('checkpoint');
      return (await client.dumpDataDir('none')) as Blob;
    },
    // `mod` is PGlite's Emscripten module (not in its types); 0 before it is ready.
    wasmMemoryBytes: () => (client as unknown as { mod?: { HEAPU8: Uint8Array } }).mod?.HEAPU8.byteLength ?? 0,
  };
}

export function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Database {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', (error) => console.error('[db] idle client error', error));
  const pgDb = drizzlePg({ client: pool, schema });
  const db = pgDb as unknown as Db;
  const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => exclusive(() => migratePg(pgDb, { migrationsFolder })),
    exclusive,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
  };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string; pgliteConf?: string[] }): Database {
  if (config.databaseUrl) return openPostgres({ databaseUrl: config.databaseUrl });
  const pgliteConf = config.pgliteConf?.length ? config.pgliteConf : ['# PGlite defaults (PGLITE_CONF is empty)'];
  return openPglite({ pgliteDir: pgliteDirOf(config.dataDir), pgliteConf });
}

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

/** True when DATA_DIR holds no PGlite cluster yet (the first start will run initdb). */
export const pgliteMissing = (dataDir: string) => !existsSync(join(pgliteDirOf(dataDir), 'PG_VERSION'));

/** True when the users table has no row (a fresh database that the seed may fill). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}
