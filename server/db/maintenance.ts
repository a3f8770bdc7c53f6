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

/**
 * PostgreSQL keeps `tracking_points` in month partitions (migration 0024, decision 174). Makes the partitions of this
 * month and the next two ahead, and of any month the default partition caught (its rows move into the new
 * partition). PGlite keeps one table: nothing to do. Returns the partitions that exist for those months.
 */
export async function ensureTrackingPartitions(db: Db, now = new Date()): Promise<string[]> {
  if (!(await trackingPartitioned(db))) return [];
  const caught = await db.execute(
    sql`select distinct date_trunc('month', event_date at time zone 'UTC') at time zone 'UTC' as month from tracking_points_default`,
  );
  const months = (caught as unknown as { rows: { month: Date | string }[] }).rows.map((r) => new Date(r.month));
  for (let ahead = 0; ahead <= 2; ahead++) months.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)));
  const names: string[] = [];
  for (const month of months) {
    const made = await db.execute(sql`select tracking_points_partition(${month.toISOString()}::timestamptz) as name`);
    names.push((made as unknown as { rows: { name: string }[] }).rows[0].name);
  }
  return [...new Set(names)].sort();
}

/** True on PostgreSQL once migration 0024 partitioned the table. */
export async function trackingPartitioned(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('tracking_points_default') is not null as yes`);
  return (result as unknown as { rows: { yes: boolean }[] }).rows[0].yes;
}

/** Month partitions whose whole month lies before `cutoff` (names `tracking_points_yYYYYmMM`), oldest first. */
export async function trackingPartitionsBefore(db: Db, cutoff: Date): Promise<string[]> {
  const result = await db.execute(
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'tracking_points'::regclass and c.relname ~ '^tracking_points_y[0-9]{4}m[0-9]{2}$' order by 1`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows
    .map((r) => r.name)
    .filter((name) => {
      const [, year, month] = /y(\d{4})m(\d{2})$/.exec(name)!;
      return Date.UTC(Number(year), Number(month), 1) <= cutoff.getTime(); // the month after it starts by the cutoff
    });
}
