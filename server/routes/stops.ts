import { Hono, type Context } from 'hono';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { readTimedChange } from '../http/device-time';
import { etagOf, listStops, parseIfMatch } from '../services/stops';
import { moveStopsSchema, stopInputSchema } from '../../src/contract/stops';
import { createStop, deleteStop, moveStops, updateStop } from '../services/stops-write';
import { pathId } from '../http/path-id';

/**
 * Stops editor (spec 2 §2.8, decision 047 §Stops). Guards: requireSignedIn + load access — every party reads,
 * the owning shipper and BackOffice write while the load is DF/OP/BK. Writes take Idempotency-Key; PUT and
 * DELETE take If-Match with the stop's Version.
 */
export const stopRoutes = new Hono<AppEnv>();

const ifMatch = (c: Context<AppEnv>) => parseIfMatch(c.req.header('if-match'));

stopRoutes.get(route('/api/Shipments/Stops/:id{[0-9]+}'), requireSignedIn, async (c) =>
  c.json(await listStops(c.var.deps.db, c.var.user, pathId(c))),
);

stopRoutes.post(route('/api/Shipments/Stops'), requireSignedIn, idempotent, async (c) => {
  const created = await createStop(c.var.deps.db, c.var.user, await readTimedChange(c, stopInputSchema));
  return c.json(created, 200, { ETag: etagOf(created.Version) });
});

stopRoutes.put(route('/api/Shipments/Stops/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) => {
  const expected = ifMatch(c);
  const stop = await updateStop(c.var.deps.db, c.var.user, pathId(c), await readTimedChange(c, stopInputSchema), expected);
  return c.json(stop, 200, { ETag: etagOf(stop.Version) });
});

stopRoutes.delete(route('/api/Shipments/Stops/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  c.json(await deleteStop(c.var.deps.db, c.var.user, pathId(c), ifMatch(c))),
);

stopRoutes.put(route('/api/Shipments/MoveStops'), requireSignedIn, idempotent, async (c) =>
  c.json(await moveStops(c.var.deps.db, c.var.user, await readTimedChange(c, moveStopsSchema))),
);
