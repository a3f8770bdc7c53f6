import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError, messageBody, messageError } from '../services/errors';
import type { AppEnv, IdempotencyClaim } from './env';
import { JSON_TYPE } from './json-stream';
import { message } from '../../src/contract/messages';

const KEY_FORMAT = message('idempotency_key_format', 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.');
const KEY_REUSED = message('idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
const KEY_IN_FLIGHT = message('idempotency_key_in_flight', 'A request with this Idempotency-Key is still being processed.');

/**
 * Exactly-once writes for the offline outbox (ARCHITECTURE.md): a write sent with `Idempotency-Key` runs once
 * per (user, key); a repeat of the same request gets the stored answer with `Idempotent-Replayed: true`, the key
 * with another method, path, query or body a 422. Mount after
 * requireSignedIn: `app.post(path, requireSignedIn, idempotent, handler)`. Answers below 500 are stored
 * (a 409 conflict replays as the same conflict); a 5xx or a 429 releases the key so a retry runs again.
 * A claim is a lease (decision 017): the running request renews it, so a crashed one lets it lapse within
 * LEASE_SECONDS and the next retry takes the key over and runs the write.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEEP_DAYS = 7;
/** How long a claim holds without renewal; the running request renews it every third of this. */
export const LEASE_SECONDS = 10;

const KEY = /^[\x21-\x7e]{1,200}$/;

const leaseEnd = () => sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!KEY.test(key)) throw messageError(400, KEY_FORMAT);
  const { db } = c.var.deps;
  const userId = c.var.user.id;
  const method = c.req.method;
  const path = c.req.path;
  const bodyFingerprint = await fingerprintOf(c);

  let [claim] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, method, path, bodyFingerprint, leaseUntil: leaseEnd() })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });

  if (!claim) {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!stored) throw stillRunning();
    // The IETF Idempotency-Key draft: a key reused for another request (method, path, query or body) is a 422.
    if (stored.method !== method || stored.path !== path || (stored.bodyFingerprint ?? bodyFingerprint) !== bodyFingerprint) {
      throw messageError(422, KEY_REUSED);
    }
    if (stored.status !== null) {
      const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
      if (stored.contentType) headers['Content-Type'] = stored.contentType;
      return new Response(stored.responseBody, { status: stored.status, headers });
    }
    [claim] = await takeOverLapsed(db, stored.id);
    if (!claim) throw stillRunning();
  }

  const id = claim.id;
  const held: IdempotencyClaim = { id, stored: false };
  c.set('idempotency', held);
  const renewal = setInterval(() => void renew(db, id).catch(() => undefined), (LEASE_SECONDS * 1000) / 3);
  try {
    await next();
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    throw error;
  } finally {
    clearInterval(renewal);
  }
  if (held.stored) return;
  if (c.res.status >= 500 || c.res.status === 429) {
    // not an answer to keep: "try later" (a 429 says when); the retry runs the write
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    return;
  }
  const body = c.res.status === 204 || c.res.status === 304 ? null : await c.res.clone().text();
  await storeAnswer(db, id, c.res.status, body, c.res.headers.get('content-type'));
};

/**
 * SHA-256 of the query and the body, stored with the key (issue 36, decision 175). Uploads (multipart) stream their
 * body to disk from the raw request, which reading it here would consume: they are keyed on method and path only.
 * Hono keeps the bytes read here for the handler's `c.req.json()`.
 */
async function fingerprintOf(c: Context<AppEnv>): Promise<string | null> {
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')) return null;
  const hash = createHash('sha256').update(new URL(c.req.url).search).update('\n');
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') hash.update(new Uint8Array(await c.req.arrayBuffer()));
  return hash.digest('base64url');
}

const storeAnswer = (db: Db, id: number, status: number, body: string | null, contentType: string | null) =>
  db.update(idempotencyKeys).set({ status, responseBody: body, contentType, leaseUntil: null }).where(eq(idempotencyKeys.id, id));

/**
 * Runs a write whose answer must survive with it (issue 36: book, bid, accept, status, positions): with a key, the
 * answer is stored in the write's own transaction, so a crash after the commit cannot leave the write done and its
 * key unanswered (a retry would run it again and hear a conflict). `work` gets that transaction; a service that
 * opens its own transaction on it gets a savepoint inside it. Without a key it runs as it always did.
 */
export async function answerWithWrite<T>(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  work: (db: Db) => Promise<T>,
): Promise<Response> {
  const claim = c.var.idempotency;
  const { db } = c.var.deps;
  if (!claim) return c.json(await work(db), status);
  const body = await db.transaction(async (tx) => {
    const answer = JSON.stringify(await work(tx));
    await storeAnswer(tx, claim.id, status, answer, JSON_TYPE['Content-Type']);
    return answer;
  });
  claim.stored = true;
  // With its length known, compress() leaves a short answer as it is (gzip of a few bytes costs more than it saves).
  return c.body(body, status, { ...JSON_TYPE, 'Content-Length': String(Buffer.byteLength(body)) });
}

/** A claim whose lease ran out belongs to a request that died (kill -9, lost node): one retry takes it over. */
const takeOverLapsed = (db: Db, id: number) =>
  db
    .update(idempotencyKeys)
    .set({ leaseUntil: leaseEnd() })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        isNull(idempotencyKeys.status),
        sql`coalesce(${idempotencyKeys.leaseUntil}, ${idempotencyKeys.created} + make_interval(secs => ${LEASE_SECONDS})) < now()`,
      ),
    )
    .returning({ id: idempotencyKeys.id });

const renew = (db: Db, id: number) =>
  db
    .update(idempotencyKeys)
    .set({ leaseUntil: leaseEnd() })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)));

/** Housekeeping: answers are kept for KEEP_DAYS (longer than any outbox entry waits). */
export async function pruneIdempotencyKeys(db: Db, days = KEEP_DAYS): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created, sql`now() - make_interval(days => ${days})`));
}

/** The first request with this key has not answered yet: the outbox tells this 409 from a conflict by Retry-After. */
const stillRunning = () => new ApiError(409, messageBody(KEY_IN_FLIGHT), { 'Retry-After': '1' });
