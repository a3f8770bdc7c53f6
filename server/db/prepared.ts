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
