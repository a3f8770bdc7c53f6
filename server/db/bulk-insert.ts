import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Fast bulk inserts for the seed: each batch is ONE statement with ONE parameter, a JSON array read back with
 * jsonb_to_record (`insert … select … from jsonb_array_elements($1)`). About 10× faster than a multi-row VALUES list
 * with thousands of bind parameters on PGlite, and the same on PostgreSQL. Rows keep their order (ids are assigned
 * in array order). Every row must carry the same keys as the first one (a missing key would insert NULL, not the
 * column default).
 */
export const BULK_BATCH = 5000;

type Returned<TTable extends PgTable, TKeys extends keyof TTable['$inferSelect']> = Pick<TTable['$inferSelect'], TKeys>;

export async function bulkInsert<TTable extends PgTable, TKeys extends keyof TTable['$inferSelect'] & string = never>(
  db: Db,
  table: TTable,
  rows: TTable['$inferInsert'][],
  returning: TKeys[] = [],
  batchSize = BULK_BATCH,
): Promise<Returned<TTable, TKeys>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => columns[key] && (rows[0] as Record<string, unknown>)[key] !== undefined);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const definitions = sql.join(
    keys.map((key) => sql`${sql.identifier(columns[key].name)} ${sql.raw(columns[key].getSQLType())}`),
    sql`, `,
  );
  const returnList = returning.map((key) => sql`${sql.identifier(columns[key].name)} as ${sql.identifier(key)}`);
  const out: Returned<TTable, TKeys>[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const key of keys) record[columns[key].name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    const statement: SQL = sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(
        names.map((name) => sql`x.${name}`),
        sql`, `,
      )}
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) with ordinality as e(doc, n)
      cross join lateral jsonb_to_record(e.doc) as x(${definitions})
      order by e.n`;
    if (returnList.length === 0) {
      await db.execute(statement);
      continue;
    }
    const result = await db.execute(sql`${statement} returning ${sql.join(returnList, sql`, `)}`);
    out.push(...(result as unknown as { rows: Returned<TTable, TKeys>[] }).rows);
  }
  return out;
}
