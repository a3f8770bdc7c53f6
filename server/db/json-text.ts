import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** How a value is written into a row's JSON text built by the database (decision 040). */
export type JsonKind = 'int' | 'nullableInt' | 'text' | 'bool' | 'date' | 'money';

/** A timestamp as Date.prototype.toISOString writes it (milliseconds, UTC, "Z"); null stays null. */
export const isoText = (expr: SQL | PgColumn): SQL<string | null> =>
  sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The JSON text of one value, formatted exactly as JSON.stringify would write the wire row. */
export function jsonValue(expr: SQL | PgColumn, kind: JsonKind): SQL {
  switch (kind) {
    case 'int':
      return sql`(${expr})::text`;
    case 'nullableInt':
      return sql`coalesce((${expr})::text, 'null')`;
    case 'text':
      return sql`coalesce(to_json(${expr})::text, 'null')`;
    case 'bool':
      return sql`case when ${expr} then 'true' else 'false' end`;
    case 'date':
      return sql`coalesce('"' || ${isoText(expr)} || '"', 'null')`;
    case 'money': // numeric(12,2) as a JSON number: 50000.00 → 50000, 25000.50 → 25000.5
      return sql`coalesce((${expr})::float8::text, 'null')`;
  }
}
