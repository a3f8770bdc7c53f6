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
 */
export async function refreshStatistics(db: Db): Promise<string[]> {
  const analyzed: string[] = [];
  for (const table of WATCHED) {
    const result = await db.execute(
      sql`select (select count(*) from ${sql.identifier(table)})::float8 as actual, reltuples::float8 as estimate from pg_class where oid = ${table}::regclass`,
    );
    const [row] = (result as unknown as { rows: { actual: number; estimate: number }[] }).rows;
    if (!row) continue;
    // reltuples is -1 for a table never analyzed.
    if (row.estimate < 0 || Math.abs(row.actual - row.estimate) > 50 + 0.1 * Math.max(row.estimate, 0)) {
      await db.execute(sql`analyze ${sql.identifier(table)}`);
      analyzed.push(table);
    }
  }
  for (const index of GIN_INDEXES) await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  return analyzed;
}
