import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * PGlite runs no autovacuum: planner statistics and GIN pending lists are only maintained when we ask (decision
 * 040). Without statistics the planner guesses a search matches a handful of rows and picks plans that are 50×
 * slower on 50,000 partners. PostgreSQL does all of this itself; calling these there is harmless.
 */

/** After a bulk load (the seed): vacuum (visibility map, GIN pending lists) and analyze every table. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Tables whose row count decides list plans, and the GIN indexes whose pending lists slow searches. */
const WATCHED = ['users', 'truckers', 'shippers', 'addresses', 'shipments', 'shipment_stops', 'status_history'] as const;
const GIN_INDEXES = ['truckers_search_trgm_idx', 'shippers_search_trgm_idx', 'shipments_search_trgm_idx'] as const;

/**
 * The part of autovacuum PGlite lacks, cheap enough to run hourly: analyze a watched table when its row count
 * drifted more than 10% (+50 rows) from the planner's estimate, and fold the GIN pending lists into their indexes.
 * Returns the tables analyzed.
 *
 * `sizes` (the server's start, decision 119) compares each table's size in pages with the size the last ANALYZE saw
 * instead of counting rows: counting read every row of the big tables (2.3 s of the start with 100,000 loads and
 * their half-million status rows). A table that grew or shrank by more than 10% (+1 page), or was never analyzed, is
 * analyzed; deletes that leave the pages in place wait for the hourly exact check.
 */
export async function refreshStatistics(db: Db, options: { sizes?: boolean } = {}): Promise<string[]> {
  const analyzed: string[] = [];
  for (const table of options.sizes ? await tablesGrown(db) : await tablesDrifted(db)) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
    analyzed.push(table);
  }
  for (const index of GIN_INDEXES) await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  return analyzed;
}

async function tablesDrifted(db: Db): Promise<string[]> {
  const drifted: string[] = [];
  for (const table of WATCHED) {
    const result = await db.execute(
      sql`select (select count(*) from ${sql.identifier(table)})::float8 as actual, reltuples::float8 as estimate from pg_class where oid = ${table}::regclass`,
    );
    const [row] = (result as unknown as { rows: { actual: number; estimate: number }[] }).rows;
    if (!row) continue;
    // reltuples is -1 for a table never analyzed.
    if (row.estimate < 0 || Math.abs(row.actual - row.estimate) > 50 + 0.1 * Math.max(row.estimate, 0)) drifted.push(table);
  }
  return drifted;
}

async function tablesGrown(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select relname as table, reltuples::float8 as estimate, relpages::float8 as analyzed_pages,
          (pg_relation_size(oid) / current_setting('block_size')::int)::float8 as pages
        from pg_class where oid = any(${`{${WATCHED.join(',')}}`}::regclass[])`,
  );
  const rows = (result as unknown as { rows: { table: string; estimate: number; analyzed_pages: number; pages: number }[] }).rows;
  return rows
    .filter((row) => row.estimate < 0 || Math.abs(row.pages - row.analyzed_pages) > 1 + 0.1 * row.analyzed_pages)
    .map((row) => row.table)
    .sort((a, b) => WATCHED.indexOf(a as (typeof WATCHED)[number]) - WATCHED.indexOf(b as (typeof WATCHED)[number]));
}

/**
 * Folds the status-count deltas (decision 128) into one row per status, in one statement: a concurrent writer's
 * delta, not yet visible to this statement, stays beside the folded rows, so the sums never change.
 */
export async function compactStatusCounts(db: Db): Promise<void> {
  await db.execute(sql`with folded as (delete from shipment_status_counts returning status_code, delta)
    insert into shipment_status_counts (status_code, delta)
    select status_code, sum(delta) from folded group by status_code having sum(delta) <> 0`);
}
