import * as v from 'valibot';
import { queryText, wholeNumber } from './list-query';
import { SEARCH_MAX_LIMIT, SEARCH_MIN_QUERY } from './loads';
import { message, say } from './messages';

/** `GET /api/Search?q=&limit=` (decision 042): the term (at most 100 characters are used) and how many results. */
export const SEARCH_DEFAULT_LIMIT = 8;
const SEARCH_TERM_MAX = 100;
export const SEARCH_QUERY_TOO_SHORT = message('search_query_too_short', `q must be at least ${SEARCH_MIN_QUERY} characters.`);

export const searchQuerySchema = v.object({
  q: v.pipe(
    queryText,
    v.transform((term) => term.slice(0, SEARCH_TERM_MAX)),
    v.minLength(SEARCH_MIN_QUERY, say(SEARCH_QUERY_TOO_SHORT)),
  ),
  limit: wholeNumber('limit', 1, SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
});
export const SEARCH_QUERY_KEYS = ['q', 'limit'] as const;
