import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A hot query built once per database handle (issue 19): drizzle builds its SQL once instead of on every request,
 * and on PostgreSQL the named statement is parsed and planned once per connection. `build` gets the handle (a
 * transaction is a handle of its own) and returns drizzle's `.prepare(name)`.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) cache.set(db, (statement = build(db)));
    return statement;
  };
}

/** The PGlite instance behind a handle; undefined on PostgreSQL and for a transaction's handle. */
function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * PGlite parses and plans every statement it is sent, a statement drizzle prepares too (its query() uses the
 * unnamed statement), so a statement whose planning costs more than its run is prepared with SQL there (decision
 * 128): `PREPARE name(types) AS text` once per PGlite instance, then `EXECUTE name(literals)` (EXECUTE takes no bind
 * parameters, so `literals` must be SQL literals built from trusted values). Elsewhere `otherwise` runs (drizzle's
 * named statement on PostgreSQL). Returns the rows.
 */
export async function executePrepared<Row>(
  db: Db,
  statement: { name: string; types: string; text: () => string },
  literals: string,
  otherwise: () => Promise<Row[]>,
): Promise<Row[]> {
  const pglite = pgliteOf(db);
  if (!pglite) return otherwise();
  let prepared = preparedIn.get(pglite);
  if (!prepared) preparedIn.set(pglite, (prepared = new Map()));
  let ready = prepared.get(statement.name);
  if (!ready) {
    ready = pglite.exec(`prepare ${statement.name}(${statement.types}) as ${statement.text()}`);
    prepared.set(statement.name, ready);
    ready.catch(() => prepared.delete(statement.name));
  }
  await ready;
  const result = await db.execute(sql.raw(`execute ${statement.name}(${literals})`));
  return (result as unknown as { rows: Row[] }).rows;
}
