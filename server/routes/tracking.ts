import { Hono } from 'hono';
import * as v from 'valibot';
import { positionsBodySchema, TRACKING_QUERY_KEYS, trackingQuerySchema } from '../../src/contract/positions';
import { readQuery } from '../http/query';
import { requireSignedIn } from '../auth/guards';
import { readDeviceClock } from '../http/device-time';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { readJson } from '../http/request';
import { modelStateError } from '../services/errors';
import { route } from '../http/paths';
import { getActivities, getBids, getTracking } from '../services/loads-tracking';
import { recordPositions } from '../services/positions';
import { issueMessage } from '../../src/contract/messages';
import { pathId } from '../http/path-id';

/**
 * Tracking page reads (decision 042). Guards: requireSignedIn + load access inside the service (BackOffice, the
 * owning shipper, the assigned trucker; unknown id 404, anyone else 403).
 * ROUTING_URL (an OSRM-compatible server) is read from the environment per request, so it can be set without a
 * code change; unset = straight segments.
 */
export const trackingRoutes = new Hono<AppEnv>();

/** The truck's route thinned for the map; `?detail=full` sends every stored point (issue 36). */
trackingRoutes.get(route('/api/Tracking/:id'), requireSignedIn, async (c) => {
  const { detail } = readQuery(c, trackingQuerySchema, TRACKING_QUERY_KEYS);
  const options = { routingUrl: process.env.ROUTING_URL || undefined, full: detail === 'full' };
  return c.json(await getTracking(c.var.deps.db, c.var.user, pathId(c), options));
});

trackingRoutes.get(route('/api/Shipments/Activities/:id'), requireSignedIn, async (c) =>
  c.json(await getActivities(c.var.deps.db, c.var.user, pathId(c))),
);

trackingRoutes.get(route('/api/Shipments/Bids/:id'), requireSignedIn, async (c) =>
  c.json(await getBids(c.var.deps.db, c.var.user, pathId(c))),
);

/** Positions from the assigned trucker's device (issue 17, decision 100): failing points are dropped and counted. */
trackingRoutes.post(route('/api/Tracking/:id{[0-9]+}/Positions'), requireSignedIn, idempotent, async (c) => {
  const parsed = v.safeParse(positionsBodySchema, await readJson(c));
  if (!parsed.success) throw modelStateError({ Positions: parsed.issues.map(issueMessage) });
  const clock = readDeviceClock(c);
  return answerWithWrite(c, 202, (db) => recordPositions(db, c.var.user, pathId(c), parsed.output, clock));
});
