import { Hono } from 'hono';
import { type PushPublicKeyAnswer, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../src/contract/push';
import { publicRoute, requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { readJson, readValid, validate } from '../http/request';
import { assertPushEndpoint, deletePushSubscriptions, savePushSubscription, sessionFamilyOf, vapidKeys } from '../services/push';
import { readRefreshCookie } from './session-cookie';

/**
 * Web Push (issue 41, decision 167). Guards: the public key is public (it is in every push request anyway);
 * subscribing and unsubscribing need a signed-in user and touch only that user's subscriptions.
 */
export const pushRoutes = new Hono<AppEnv>();

pushRoutes.get(route('/api/Push/PublicKey'), publicRoute, (c) =>
  c.json<PushPublicKeyAnswer>({ PublicKey: vapidKeys(c.var.deps.config).publicKey }),
);

pushRoutes.post(route('/api/Push/Subscriptions'), requireSignedIn, async (c) => {
  const { db, config } = c.var.deps;
  const sub = await readValid(c, pushSubscriptionSchema);
  assertPushEndpoint(sub.endpoint, config.pushAllowLoopback === true);
  const family = await sessionFamilyOf(db, readRefreshCookie(c));
  await savePushSubscription(db, c.var.user.id, sub, family, c.req.header('user-agent') ?? null);
  return c.body(null, 204);
});

pushRoutes.delete(route('/api/Push/Subscriptions'), requireSignedIn, async (c) => {
  const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || c.req.header('transfer-encoding') !== undefined;
  const { endpoint } = hasBody ? validate(pushUnsubscribeSchema, await readJson(c)) : { endpoint: null };
  await deletePushSubscriptions(c.var.deps.db, c.var.user.id, endpoint ?? null);
  return c.body(null, 204);
});
