import { Hono } from 'hono';
import { publicRoute } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { countriesJson } from '../services/countries';

/** `GET /api/Countries` — every country with its states. Guard: public. Cacheable with an ETag. */
export const countriesRoutes = new Hono<AppEnv>();

const strip = (tag: string) => tag.trim().replace(/^W\//, '');

countriesRoutes.get(route('/api/Countries'), publicRoute, async (c) => {
  const { body, etag } = await countriesJson(c.var.deps.db);
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'application/json; charset=utf-8' };
  const wanted = c.req.header('if-none-match');
  if (wanted && wanted.split(',').some((tag) => strip(tag) === etag || tag.trim() === '*')) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
});
