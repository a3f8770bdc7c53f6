import * as v from 'valibot';
import { message, say } from './messages';

/**
 * Web Push (issue 41, decision 167): `GET /api/Push/PublicKey`, `POST /api/Push/Subscriptions` (the browser's
 * PushSubscription JSON), `DELETE /api/Push/Subscriptions` (`{ endpoint }`: this browser; no body: every one of the user's).
 */

export const PUSH_ENDPOINT = message('push_endpoint', 'endpoint must be the https address of a push service.');
const PUSH_KEYS = message('push_keys', 'keys must hold the subscription’s p256dh and auth keys.');

const base64url = (min: number, max: number) =>
  v.pipe(
    v.string(say(PUSH_KEYS)),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, say(PUSH_KEYS)),
    v.minLength(min, say(PUSH_KEYS)),
    v.maxLength(max, say(PUSH_KEYS)),
  );

const endpoint = v.pipe(v.string(say(PUSH_ENDPOINT)), v.trim(), v.maxLength(2000, say(PUSH_ENDPOINT)), v.url(say(PUSH_ENDPOINT)));

export const pushSubscriptionSchema = v.object({
  endpoint,
  expirationTime: v.optional(v.nullable(v.number()), null),
  keys: v.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }, say(PUSH_KEYS)),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = v.object({ endpoint: v.optional(v.nullable(endpoint), null) });

export type PushPublicKeyAnswer = { PublicKey: string };

/** What the service worker receives: the notification to show and the page a tap opens. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
