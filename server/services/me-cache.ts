import type { Db } from '../db/database';
import { notificationSourceOf } from './chat-notifications';

/**
 * GET /api/me's answers kept in memory per server process (decision 130): every app start and tab asks for it, and
 * on PGlite its two reads were nine tenths of the request. Triggers on users, shippers and truckers (migration 0017)
 * announce on `haulbase_me` which users' answers changed, on commit; every process LISTENs and forgets those.
 *
 * - A read that was under way when any change was announced is answered but not kept: it may have read the row
 *   from before the change.
 * - While the LISTEN connection is down nothing is kept, and everything is forgotten when it drops and returns.
 * - PGlite calls the listener while it finishes the committing statement, so a change made in this process is
 *   forgotten before its writer answers. On PostgreSQL another process's change is forgotten when its notification
 *   arrives (a few milliseconds); the routes that change a user's own profile `forget` it at once.
 */

export const ME_CHANNEL = 'haulbase_me';

/** Enough for every user a node serves at once; beyond it the oldest answers are dropped first. */
const MAX_ENTRIES = 10_000;

export type MeCache = {
  /** The kept answer for this user, else what `load` reads (null: no such user, never kept). */
  read: (userId: number, load: () => Promise<string | null>) => Promise<string | null>;
  /** Forgets a user's answer now: this node just changed it. */
  forget: (userId: number) => void;
  close: () => Promise<void>;
};

/** No memory: every read loads (apps built without a cache, a driver without LISTEN). */
export const uncachedMe: MeCache = { read: (_userId, load) => load(), forget: () => undefined, close: async () => undefined };

type Log = (message: string, error?: unknown) => void;

/** Listens on the database behind `db`; falls back to no memory when it cannot. */
export async function startMeCache(db: Db, log: Log): Promise<MeCache> {
  const source = notificationSourceOf(db, log, ME_CHANNEL);
  if (!source) return uncachedMe;
  const answers = new Map<number, string>();
  /** Bumped by every announced change: a read that saw it move keeps nothing. */
  let changes = 0;
  let listening = false;

  const forgetAll = () => {
    changes += 1;
    answers.clear();
  };
  const onPayload = (payload: string) => {
    changes += 1;
    if (payload === '*') return answers.clear();
    for (const id of payload.split(',')) answers.delete(Number(id));
  };

  let unlisten: () => Promise<void>;
  try {
    unlisten = await source.listen(
      onPayload,
      () => {
        forgetAll();
        listening = true;
      },
      () => {
        listening = false;
        forgetAll();
      },
    );
  } catch (error) {
    log('LISTEN for profile changes failed; GET /api/me reads the database every time', error);
    return uncachedMe;
  }
  listening = true;

  return {
    read: async (userId, load) => {
      const kept = answers.get(userId);
      if (kept !== undefined) return kept;
      const before = changes;
      const answer = await load();
      if (answer !== null && listening && changes === before) {
        if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
        answers.set(userId, answer);
      }
      return answer;
    },
    forget: (userId) => {
      changes += 1;
      answers.delete(userId);
    },
    close: async () => {
      listening = false;
      answers.clear();
      await unlisten();
    },
  };
}
