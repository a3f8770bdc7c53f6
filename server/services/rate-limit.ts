import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ApiError, messageBody } from './errors';
import { type Message, message, template } from '../../src/contract/messages';
import { loginAttempts } from '../db/schema';

/**
 * Sign-in throttling with counters in the database, so every server node agrees.
 * Fixed windows of 15 minutes per key: 5 failures per account, 20 per client address.
 */
export const WINDOW_SECONDS = 15 * 60;
export const LIMITS = { account: 5, address: 20 } as const;

export type AttemptKeys = { account: string; address: string };
export type Limits = { account: number; address: number };

export const attemptKeys = (email: string, address: string): AttemptKeys => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${address}`,
});

/** Seconds until sign-in is allowed again for these keys, or 0 when it is allowed now. */
export async function retryAfterSeconds(db: Db, keys: AttemptKeys, now = new Date(), limits: Limits = LIMITS): Promise<number> {
  const limitOf = (key: string) => (key === keys.account ? limits.account : limits.address);
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.account, keys.address]));
  let wait = 0;
  for (const row of rows) {
    const endsAt = row.windowStart.getTime() + WINDOW_SECONDS * 1000;
    if (row.failures >= limitOf(row.key) && endsAt > now.getTime()) {
      wait = Math.max(wait, Math.ceil((endsAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

class Refused extends Error {}

/**
 * Counts this attempt on both keys before the password is checked, in one atomic step: a key at its limit is not
 * counted and refuses the attempt (nothing is counted then). Answers 0 when the attempt may go on, else the
 * seconds until it may. Parallel attempts queue on the counter rows, so at most `limit` get through a window.
 */
export async function claimAttempt(db: Db, keys: AttemptKeys, limits: Limits = LIMITS): Promise<number> {
  const expired = sql`${loginAttempts.windowStart} <= now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const limit = sql`case when ${loginAttempts.key} = ${keys.account} then ${limits.account}::int else ${limits.address}::int end`;
  try {
    await db.transaction(async (tx) => {
      const counted = await tx
        .insert(loginAttempts)
        .values([
          { key: keys.account, failures: 1 },
          { key: keys.address, failures: 1 },
        ])
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${loginAttempts.windowStart} end`,
          },
          setWhere: sql`${loginAttempts.failures} < ${limit} or ${expired}`,
        })
        .returning({ key: loginAttempts.key });
      if (counted.length < 2) throw new Refused();
    });
    return 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return Math.max(1, await retryAfterSeconds(db, keys, new Date(), limits));
  }
}

/**
 * The right password: the attempt counted by claimAttempt is taken back. The account's counter is cleared; the
 * address counter only loses this attempt (it runs out with its window), so one valid account cannot be used to
 * reset the address limit while guessing the passwords of others.
 */
export async function uncountSuccess(db: Db, keys: AttemptKeys): Promise<void> {
  await clearAccount(db, keys);
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.address));
}

/** Clears the account's counter (a successful sign-in, a password reset). */
export async function clearAccount(db: Db, keys: AttemptKeys): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.account]));
}

/** Housekeeping: removes windows that ended long ago. */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.windowStart} < now() - interval '1 day'`);
}

const SIGN_IN_LIMITED_ONE = message('sign_in_rate_limited_one', 'Too many sign-in attempts. Try again in 1 minute.');
const SIGN_IN_LIMITED = template('sign_in_rate_limited', 'Too many sign-in attempts. Try again in {minutes} minutes.');

/** Human text for the 429 answer: "Try again in N minutes." (decision 120: by id, one message for 1 minute). */
export function rateLimitMessage(retryAfter: number): Message {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return minutes === 1 ? SIGN_IN_LIMITED_ONE : SIGN_IN_LIMITED({ minutes });
}

/** 429 with the Message shape and the OAuth fields, so either reader shows the sentence; Retry-After in seconds. */
export function rateLimited(retryAfter: number): ApiError {
  const said = rateLimitMessage(retryAfter);
  return new ApiError(429, messageBody(said, { error: 'rate_limited', error_description: said.text }), {
    'Retry-After': String(retryAfter),
  });
}
