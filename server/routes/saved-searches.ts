import { Hono, type Context } from 'hono';
import { SAVED_SEARCHES_MAX, type SavedSearchesAnswer, readSavedSearch } from '../../src/contract/saved-searches';
import { requireRole } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { route } from '../http/paths';
import { readJson } from '../http/request';
import { modelStateError } from '../services/errors';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from '../services/saved-searches';

/**
 * A trucker's saved searches with alerts (issue 41, decision 166). Guard: the Trucker role; each call reaches only
 * the caller's own searches (another's id is 404). Writes accept Idempotency-Key.
 */
export const savedSearchRoutes = new Hono<AppEnv>();

const trucker = requireRole('Trucker');

async function readInput(c: Context<AppEnv>) {
  const read = readSavedSearch(await readJson(c));
  if (!read.ok) throw modelStateError(read.messages);
  return read.value;
}

savedSearchRoutes.get(route('/api/Trucker/SavedSearches'), trucker, async (c) =>
  c.json<SavedSearchesAnswer>({ SavedSearches: await listSavedSearches(c.var.deps.db, c.var.user), Max: SAVED_SEARCHES_MAX }),
);

savedSearchRoutes.post(route('/api/Trucker/SavedSearches'), trucker, idempotent, async (c) =>
  c.json(await createSavedSearch(c.var.deps.db, c.var.user, await readInput(c)), 201),
);

savedSearchRoutes.put(route('/api/Trucker/SavedSearches/:id{[0-9]+}'), trucker, idempotent, async (c) =>
  c.json(await updateSavedSearch(c.var.deps.db, c.var.user, pathId(c), await readInput(c))),
);

savedSearchRoutes.delete(route('/api/Trucker/SavedSearches/:id{[0-9]+}'), trucker, idempotent, async (c) => {
  await deleteSavedSearch(c.var.deps.db, c.var.user, pathId(c));
  return c.body(null, 204);
});
