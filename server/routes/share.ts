import { Hono } from 'hono';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { readJson, validate } from '../http/request';
import { shareLinkInputSchema } from '../../src/contract/share';
import { createShareLink, readShare, revokeShareLink } from '../services/share-links';

/**
 * The receiver's tracking link (issue 41, decision 168). Creating and revoking: the load's shipper or BackOffice.
 * Reading: anyone holding the link, no account; the share page asks again with `?refresh=1`, which is not a view.
 */
export const shareRoutes = new Hono<AppEnv>();

const idParam = (value: string | undefined) => (value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN);

shareRoutes.post(route('/api/Shipments/:id{[0-9]+}/ShareLinks'), requireSignedIn, idempotent, async (c) => {
  const { db, mailer, config } = c.var.deps;
  // No body at all is a link with the defaults.
  const empty = c.req.header('content-length') === '0' || !c.req.header('content-type');
  const input = validate(shareLinkInputSchema, empty ? {} : await readJson(c));
  return c.json(await createShareLink(db, mailer, config, c.var.user, idParam(c.req.param('id')), input), 201);
});

shareRoutes.delete(route('/api/Shipments/:id{[0-9]+}/ShareLinks/:linkid{[0-9]+}'), requireSignedIn, idempotent, async (c) => {
  await revokeShareLink(c.var.deps.db, c.var.user, idParam(c.req.param('id')), idParam(c.req.param('linkid')));
  return c.body(null, 204);
});

shareRoutes.get(route('/api/Share/:token'), async (c) => {
  const view = await readShare(c.var.deps.db, c.var.deps.config.jwtSecret, c.req.param('token') ?? '', c.req.query('refresh') !== '1');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.json(view);
});
