import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The field and query names the fuzz suite tries, found without a list to keep up to date: every key of every
 * valibot object schema exported from src/contract, and every name the server reads from a query string
 * (`queryParams(c, [...])`, `c.req.query('…')`).
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function schemaKeys(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const schema = value as {
    kind?: string;
    entries?: Record<string, unknown>;
    wrapped?: unknown;
    item?: unknown;
    options?: unknown[];
    pipe?: unknown[];
  };
  if (schema.kind !== 'schema') return;
  if (schema.entries)
    for (const [key, entry] of Object.entries(schema.entries)) {
      into.add(key);
      schemaKeys(entry, into, seen);
    }
  for (const inner of [schema.wrapped, schema.item, ...(schema.options ?? []), ...(schema.pipe ?? [])]) schemaKeys(inner, into, seen);
}

export async function contractFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  const dir = join(root, 'src/contract');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(/* @vite-ignore */ join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) schemaKeys(value, names);
  }
  return [...names].sort();
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

export function serverQueryNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(join(root, 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/queryParams\(c,\s*\[([^\]]*)\]/g)) for (const m of call[1].matchAll(/'([^']+)'/g)) names.add(m[1]);
    for (const m of text.matchAll(/req\.query\('([^']+)'\)/g)) names.add(m[1]);
    for (const m of text.matchAll(/_QUERY_KEYS\s*=\s*\[([^\]]*)\]/g)) for (const k of m[1].matchAll(/'([^']+)'/g)) names.add(k[1]);
  }
  return [...names].sort();
}
