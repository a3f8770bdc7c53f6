import { Hono } from 'hono';
import type { SearchAnswer } from '../../src/contract/loads';
import { SEARCH_QUERY_KEYS, searchQuerySchema } from '../../src/contract/search-query';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { readQuery } from '../http/query';
import { partiesOf } from '../services/loads-party';
import { globalSearch } from '../services/search';

/** `GET /api/Search?q=&limit=` (decision 042): any signed-in user, results scoped to what the user may see. */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get(route('/api/Search'), requireSignedIn, async (c) => {
  const { q, limit } = readQuery(c, searchQuerySchema, SEARCH_QUERY_KEYS);
  const parties = await partiesOf(c.var.deps.db, c.var.user);
  return c.json<SearchAnswer>({ Results: await globalSearch(c.var.deps.db, parties, q, limit) });
});
