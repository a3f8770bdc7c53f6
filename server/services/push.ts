import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { PUSH_ENDPOINT, type PushPayload, type PushSubscriptionInput } from '../../src/contract/push';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { pushSubscriptions, refreshTokens, users } from '../db/schema';
import type { Logger } from '../ops/logger';
import { fieldError } from './errors';
import { hashSecret } from './tokens';

/**
 * Web Push (issue 41, decision 167). The payload is encrypted (aes128gcm) and the VAPID header signed by `web-push`;
 * the request it describes is sent with fetch, so an http endpoint on loopback works for tests
 * (PUSH_ALLOW_LOOPBACK=1) through the same code. One subscription per browser endpoint; a 404 or 410 from the push
 * service drops it, and so does signing out of the sign-in that made it. Suspended users are sent nothing.
 */

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const cache = new Map<string, VapidKeys>();

/** The configured keys, else DATA_DIR/vapid.json (generated on first use, like the JWT secret). */
export function vapidKeys(config: Config): VapidKeys {
  const subject = config.vapidSubject ?? `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? 'no-reply@haulbase.test'}`;
  if (config.vapidKeys) return { ...config.vapidKeys, subject };
  const file = join(config.dataDir, 'vapid.json');
  const known = cache.get(file);
  if (known) return known;
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys;
  else {
    mkdirSync(config.dataDir, { recursive: true });
    keys = webpush.generateVAPIDKeys();
    try {
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys; // another process wrote it first
    }
  }
  const out = { ...keys, subject };
  cache.set(file, out);
  return out;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** https, or (PUSH_ALLOW_LOOPBACK=1) http on loopback; anything else is a 400 on `endpoint`. */
export function assertPushEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return;
  if (allowLoopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return;
  throw fieldError('endpoint', PUSH_ENDPOINT);
}

/** The sign-in behind a refresh token (its family), if any. */
export async function sessionFamilyOf(db: Db, refreshToken: string | undefined): Promise<string | null> {
  if (!refreshToken) return null;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)));
  return row?.familyId ?? null;
}

/** Stores this browser's subscription for the user (a browser handed to another user moves with it). */
export async function savePushSubscription(
  db: Db,
  userId: number,
  sub: PushSubscriptionInput,
  sessionFamily: string | null,
  userAgent: string | null,
): Promise<void> {
  const row = { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, sessionFamily, userAgent: userAgent?.slice(0, 300) ?? null };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, ...row })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, created: new Date() } });
}

/** This browser's subscription (or, without an endpoint, every one of the user's) is dropped. */
export async function deletePushSubscriptions(db: Db, userId: number, endpoint: string | null): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), endpoint === null ? undefined : eq(pushSubscriptions.endpoint, endpoint)));
}

/** Signing out: the subscriptions made in that sign-in go with it. */
export async function dropPushForSession(db: Db, refreshToken: string | undefined): Promise<void> {
  const family = await sessionFamilyOf(db, refreshToken);
  if (family) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionFamily, family));
}

export type PushSender = (userIds: number[], payload: PushPayload) => Promise<{ sent: number; dropped: number }>;

/** Sends `payload` to every browser of these users who are not suspended; 404/410 drops the subscription. */
export function createPushSender(db: Db, config: Config, logger?: Logger): PushSender {
  return async (userIds, payload) => {
    if (userIds.length === 0) return { sent: 0, dropped: 0 };
    const keys = vapidKeys(config);
    const subs = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, userIds), eq(users.lockedOut, false)));
    let sent = 0;
    const gone: number[] = [];
    await Promise.all(
      subs.map(async (sub) => {
        try {
          assertPushEndpoint(sub.endpoint, config.pushAllowLoopback === true);
          const request = webpush.generateRequestDetails(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(payload),
            { vapidDetails: keys, TTL: 3600, contentEncoding: 'aes128gcm', urgency: 'high' },
          );
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : undefined,
            signal: AbortSignal.timeout(10_000),
          });
          await response.body?.cancel();
          if (response.status === 404 || response.status === 410) gone.push(sub.id);
          else if (response.ok) sent += 1;
          else logger?.warn({ status: response.status, subscription: sub.id }, 'push not accepted');
        } catch (error) {
          logger?.warn({ err: error, subscription: sub.id }, 'push not sent');
        }
      }),
    );
    if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    return { sent, dropped: gone.length };
  };
}
