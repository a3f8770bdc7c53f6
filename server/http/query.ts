import type { Context } from 'hono';
import type { AppEnv } from './env';
import { assertStorable } from './input-text';

/**
 * Query parameters by their canonical names, matched without regard to letter case (`PageSize` = `pageSize`), as
 * the older server bound them. Values keep their case; the first occurrence of a name wins. Text that cannot be
 * stored (NUL, a lone surrogate) is a 400 ModelState on its name.
 */
export function queryParams<const K extends string>(c: Context<AppEnv>, names: readonly K[]): Partial<Record<K, string>> {
  const wanted = new Map(names.map((name) => [name.toLowerCase(), name]));
  const out: Partial<Record<K, string>> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const name = wanted.get(key.toLowerCase());
    if (name !== undefined && out[name] === undefined) out[name] = value;
  }
  assertStorable(out);
  return out;
}
