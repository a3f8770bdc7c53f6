import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Country } from '../../src/contract/account';
import { publicRoute } from '../auth/guards';
import type { Db } from '../db/database';
import { countries, states } from '../db/schema';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';

/** `GET /api/Countries` — every country with its states. Guard: public. Cacheable with an ETag. */
export const countriesRoutes = new Hono<AppEnv>();

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

const strip = (tag: string) => tag.trim().replace(/^W\//, '');

countriesRoutes.get(route('/api/Countries'), publicRoute, async (c) => {
  const db = c.var.deps.db;
  let entry = cache.get(db);
  if (!entry) {
    entry = build(db);
    cache.set(db, entry);
    entry.catch(() => cache.delete(db));
  }
  const { body, etag } = await entry;
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'application/json; charset=utf-8' };
  const wanted = c.req.header('if-none-match');
  if (wanted && wanted.split(',').some((tag) => strip(tag) === etag || tag.trim() === '*')) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
});
