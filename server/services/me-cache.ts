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

/** Whether a user may still act: every write checks it (issue 36), so a suspension stops writes at once. */
export type Standing = 'active' | 'suspended' | 'gone';

export type MeCache = {
  /** The kept answer for this user, else what `load` reads (null: no such user, never kept). */
  read: (userId: number, load: () => Promise<string | null>) => Promise<string | null>;
  /** The kept standing of this user, else what `load` reads; forgotten with the answer. */
  standing: (userId: number, load: () => Promise<Standing>) => Promise<Standing>;
  /** Forgets a user's answer now: this node just changed it. */
  forget: (userId: number) => void;
  close: () => Promise<void>;
};

/** No memory: every read loads (apps built without a cache, a driver without LISTEN). */
export const uncachedMe: MeCache = {
  read: (_userId, load) => load(),
  standing: (_userId, load) => load(),
  forget: () => undefined,
  close: async () => undefined,
};

type Log = (message: string, error?: unknown) => void;

/** Listens on the database behind `db`; falls back to no memory when it cannot. */
export async function startMeCache(db: Db, log: Log): Promise<MeCache> {
  const source = notificationSourceOf(db, log, ME_CHANNEL);
  if (!source) return uncachedMe;
  const answers = new Map<number, string>();
  const standings = new Map<number, Standing>();
  /** Bumped by every announced change: a read that saw it move keeps nothing. */
  let changes = 0;
  let listening = false;

  const forgetAll = () => {
    changes += 1;
    answers.clear();
    standings.clear();
  };
  const onPayload = (payload: string) => {
    if (payload === '*') return forgetAll();
    changes += 1;
    for (const id of payload.split(',')) {
      answers.delete(Number(id));
      standings.delete(Number(id));
    }
  };
  /** Kept only when no change was announced while it was read (and never a user who is gone). */
  async function kept<V>(map: Map<number, V>, userId: number, load: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
    const known = map.get(userId);
    if (known !== undefined) return known;
    const before = changes;
    const value = await load();
    if (keep(value) && listening && changes === before) {
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
      map.set(userId, value);
    }
    return value;
  }

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
    read: (userId, load) => kept(answers, userId, load, (answer) => answer !== null),
    standing: (userId, load) => kept(standings, userId, load, (standing) => standing !== 'gone'),
    forget: (userId) => {
      changes += 1;
      answers.delete(userId);
      standings.delete(userId);
    },
    close: async () => {
      listening = false;
      forgetAll();
      await unlisten();
    },
  };
}
