import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Country } from '../../src/contract/account';
import type { Db } from '../db/database';
import { countries, states } from '../db/schema';

type Cached = { body: string; etag: string };

/** Built once per database (the list only changes with a new seed); the ETag is a content hash, so nodes agree. */
const cache = new WeakMap<Db, Promise<Cached>>();

async function build(db: Db): Promise<Cached> {
  const [countryRows, stateRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.name)),
    db.select().from(states).orderBy(asc(states.name)),
  ]);
  const byCountry = new Map<number, Country['States']>();
  for (const s of stateRows) {
    const list = byCountry.get(s.countryId) ?? [];
    list.push({ Id: s.id, Name: s.name, Code: s.code });
    byCountry.set(s.countryId, list);
  }
  const list: Country[] = countryRows.map((c) => ({ Id: c.id, Name: c.name, IsoCode: c.isoCode, States: byCountry.get(c.id) ?? [] }));
  const body = JSON.stringify(list);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** The countries answer as JSON text with its ETag, built once per database. */
export function countriesJson(db: Db): Promise<Cached> {
  let entry = cache.get(db);
  if (!entry) {
    entry = build(db);
    cache.set(db, entry);
    entry.catch(() => cache.delete(db));
  }
  return entry;
}
