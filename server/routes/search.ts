import { Hono } from 'hono';
import { SEARCH_MAX_LIMIT, SEARCH_MIN_QUERY, type SearchAnswer } from '../../src/contract/loads';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { queryParams } from '../http/query';
import { modelStateError } from '../services/errors';
import { partiesOf } from '../services/loads-party';
import { globalSearch, SEARCH_DEFAULT_LIMIT } from '../services/search';
import { wholeNumberMessage } from '../../src/contract/list-query';
import { message } from '../../src/contract/messages';

const SEARCH_QUERY_TOO_SHORT = message('search_query_too_short', `q must be at least ${SEARCH_MIN_QUERY} characters.`);

/** `GET /api/Search?q=&limit=` (decision 042): any signed-in user, results scoped to what the user may see. */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get(route('/api/Search'), requireSignedIn, async (c) => {
  const { q = '', limit = '' } = queryParams(c, ['q', 'limit'] as const);
  const term = q.trim().slice(0, 100);
  if (term.length < SEARCH_MIN_QUERY) throw modelStateError({ q: [SEARCH_QUERY_TOO_SHORT] });
  const n = limit.trim() === '' ? SEARCH_DEFAULT_LIMIT : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > SEARCH_MAX_LIMIT)
    throw modelStateError({ limit: [wholeNumberMessage('limit', 1, SEARCH_MAX_LIMIT)] });
  const parties = await partiesOf(c.var.deps.db, c.var.user);
  return c.json<SearchAnswer>({ Results: await globalSearch(c.var.deps.db, parties, term, n) });
});
