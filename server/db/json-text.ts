import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** How a value is written into a row's JSON text built by the database (decision 040). */
export type JsonKind = 'int' | 'nullableInt' | 'text' | 'bool' | 'date' | 'money';

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
    case 'date': // Date.prototype.toISOString: milliseconds, UTC, "Z"
      return sql`coalesce('"' || to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
    case 'money': // numeric(12,2) as a JSON number: 50000.00 → 50000, 25000.50 → 25000.5
      return sql`coalesce((${expr})::float8::text, 'null')`;
  }
}
