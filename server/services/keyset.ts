import { sql, type SQL } from 'drizzle-orm';

/**
 * A list's order for keyset paging: its sort keys with their SQL types (to cast the values sent back), whether the
 * first key may be null, and the unique tie-breaker that ends every order (the row's id).
 */
export type KeysetOrder = { keys: SQL[]; types: string[]; nullable: boolean; tie: SQL };

/** The ORDER BY terms: nulls first ascending, last descending; the tie-breaker last. */
export function keysetOrderBy(spec: KeysetOrder, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = spec.nullable ? (order === 'asc' ? sql` nulls first` : sql` nulls last`) : sql``;
  return [...spec.keys.map((key) => sql`${key} ${dir}${nulls}`), sql`${spec.tie} ${dir}`];
}

/** Rows after the last one sent, in the same order (keyset: no OFFSET rescans between batches). */
export function rowsAfter(spec: KeysetOrder, order: 'asc' | 'desc', values: (string | null)[], tie: number): SQL {
  const cmp = order === 'asc' ? sql`>` : sql`<`;
  if (spec.keys.length === 0) return sql`${spec.tie} ${cmp} ${tie}`;
  const typed = values.map((value, i) => sql`cast(${value} as ${sql.raw(spec.types[i])})`);
  const rowAfter = sql`(${sql.join([...spec.keys, spec.tie], sql`, `)}) ${cmp} (${sql.join([...typed, sql`${tie}`], sql`, `)})`;
  if (!spec.nullable) return rowAfter;
  const key = spec.keys[0];
  // Nulls come first ascending, last descending.
  if (values[0] === null)
    return order === 'asc'
      ? sql`((${key} is null and ${spec.tie} > ${tie}) or ${key} is not null)`
      : sql`(${key} is null and ${spec.tie} < ${tie})`;
  return order === 'asc' ? rowAfter : sql`(${rowAfter} or ${key} is null)`;
}
