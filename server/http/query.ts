import type { Context } from 'hono';
import * as v from 'valibot';
import { issueMessages } from '../../src/contract/fields';
import { modelStateError } from '../services/errors';
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

/**
 * The one query reader: the named parameters (matched without regard to case, first occurrence wins), with each
 * name in `lists` read as every value (repeated, `name[]=`, or comma-separated), validated by a contract schema.
 * A failure is a 400 ModelState keyed by the parameter names.
 */
export function readQuery<TSchema extends v.GenericSchema, const K extends string>(
  c: Context<AppEnv>,
  schema: TSchema,
  names: readonly K[],
  lists: readonly K[] = [],
): v.InferOutput<TSchema> {
  const listNames = new Map(lists.map((name) => [name.toLowerCase(), name]));
  const scalars = queryParams(
    c,
    names.filter((name) => !listNames.has(name.toLowerCase())),
  );
  const input: Record<string, unknown> = { ...scalars };
  for (const name of lists) input[name] = [];
  const params = new URL(c.req.url).searchParams;
  for (const [rawKey, value] of params) {
    const name = listNames.get(rawKey.toLowerCase().replace(/\[\d*\]$/, ''));
    if (name === undefined) continue;
    assertStorable({ [name]: value });
    (input[name] as string[]).push(
      ...value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  }
  const result = v.safeParse(schema, input);
  if (!result.success) throw modelStateError(issueMessages(result.issues));
  return result.output;
}
