import { Hono } from 'hono';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { getActivities, getBids, getTracking } from '../services/loads-tracking';

/**
 * Tracking page reads (decision 042). Guards: requireSignedIn + load access inside the service (BackOffice, the
 * owning shipper, the assigned trucker; unknown id 404, anyone else 403).
 * ROUTING_URL (an OSRM-compatible server) is read from the environment per request, so it can be set without a
 * code change; unset = straight segments.
 */
export const trackingRoutes = new Hono<AppEnv>();

trackingRoutes.get(route('/api/Tracking/:id'), requireSignedIn, async (c) =>
  c.json(await getTracking(c.var.deps.db, c.var.user, Number(c.req.param('id')), { routingUrl: process.env.ROUTING_URL || undefined })),
);

trackingRoutes.get(route('/api/Shipments/Activities/:id'), requireSignedIn, async (c) =>
  c.json(await getActivities(c.var.deps.db, c.var.user, Number(c.req.param('id')))),
);

trackingRoutes.get(route('/api/Shipments/Bids/:id'), requireSignedIn, async (c) =>
  c.json(await getBids(c.var.deps.db, c.var.user, Number(c.req.param('id')))),
);
