import type { MessageRef } from '@/contract/messages';
import { HttpError } from '@/lib/http/client';
import type { OutboxEntry } from './outbox-entry';
import { buildRequest, type OutboxRequest, UnresolvedIdError } from './requests';
import type { IdMapping, UserDb } from './user-db';

export type Send = (request: OutboxRequest) => Promise<unknown>;

/** What an answer means for the entry (ARCHITECTURE.md pitfalls: classify answers yourself). */
export type Verdict =
  | { outcome: 'delivered'; body: unknown }
  | ({ outcome: 'retry'; afterMs: number | null } & Said)
  | { outcome: 'offline' }
  | { outcome: 'sign-in' }
  | ({ outcome: 'conflict'; serverValue: unknown } & Said)
  | ({ outcome: 'failed' } & Said);

/** The server's message (English) and its id when the answer carried one (decision 120), for the sync panel. */
type Said = { message: string; messageId: MessageRef | null };

export function classify(entry: OutboxEntry, error: unknown): Verdict {
  if (error instanceof UnresolvedIdError) return { outcome: 'failed', message: error.message, messageId: null };
  if (!(error instanceof HttpError)) return { outcome: 'offline' };
  const said: Said = {
    message: error.body.Message || error.body.error_description || `HTTP ${error.status}`,
    messageId: (error.body.Message && error.body.MessageId) || null,
  };
  if (error.status === 401) return { outcome: 'sign-in' };
  // The server still works on the same Idempotency-Key (decision 014): not a conflict.
  if (error.status === 409 && error.retryAfter !== null) return { outcome: 'retry', afterMs: error.retryAfter * 1000, ...said };
  if (error.status === 409 || error.status === 412) {
    const body = error.body as { Current?: unknown };
    // A stop someone else deleted: deleting it has the effect the user wanted (a 412 without a current stop).
    if (error.status === 412 && entry.kind === 'stop.delete' && body.Current === null) return { outcome: 'delivered', body: null };
    return { outcome: 'conflict', serverValue: body.Current ?? null, ...said };
  }
  // Deleting what is already gone has the effect the user wanted.
  if (error.status === 404 && entry.kind.endsWith('.delete')) return { outcome: 'delivered', body: null };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { outcome: 'retry', afterMs: null, ...said };
  return { outcome: 'failed', ...said };
}

/** 30 s, 60 s, 2 min, … up to 10 min, ±20 % so many devices coming back online do not retry in step. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type ReplayReport = {
  delivered: number;
  /** The loads something was delivered for: their screens load again. */
  deliveredLoads: number[];
  /** The loads an entry came back in conflict for: the server holds something else now, their screens load again too. */
  conflictLoads?: number[];
  /** Entries still waiting (backoff, behind a conflict, or not reached). */
  waiting: number;
  conflicts: number;
  failed: number;
  /** Why the run ended early: no network, the session needs a sign-in, or another tab is replaying. */
  stoppedBy: 'offline' | 'sign-in' | 'busy' | null;
};

export type ReplayOptions = {
  db: UserDb;
  send: Send;
  now?: () => Date;
  random?: () => number;
  /** One tab at a time (Web Locks); tests pass their own. Resolves undefined when another holder has it. */
  withLock?: <T>(name: string, run: () => Promise<T>) => Promise<T | undefined>;
};

const webLock = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  return navigator.locks.request(name, { ifAvailable: true }, async (lock) => (lock ? run() : undefined));
};

/**
 * Delivers the outbox in order, FIFO per load: an entry that cannot go now (backoff, conflict, refused) holds back
 * the later entries of its load, not those of other loads. No network or a needed sign-in stops the run; the queue
 * stays as it is.
 */
export async function replayOutbox({ db, send, now = () => new Date(), random, withLock = webLock }: ReplayOptions): Promise<ReplayReport> {
  const report = await withLock(`haulbase-outbox-${db.name}`, () => runReplay(db, send, now, random));
  return report ?? { delivered: 0, deliveredLoads: [], waiting: await db.outbox.count(), conflicts: 0, failed: 0, stoppedBy: 'busy' };
}

/**
 * Loads replayed side by side. Each load's entries still go one at a time in order; on a slow mobile link the round
 * trip, not the server, is most of each write's time, so a few loads at once drain a long queue several times faster.
 */
export const REPLAY_LANES = 4;

async function runReplay(db: UserDb, send: Send, now: () => Date, random?: () => number): Promise<ReplayReport> {
  // Holding the lock, nobody else is sending: a flag left by a tab closed mid-request is stale (the key makes a resend safe).
  await db.outbox.where('state').equals('pending').modify({ sending: false });
  const report: ReplayReport = { delivered: 0, deliveredLoads: [], waiting: 0, conflicts: 0, failed: 0, stoppedBy: null };
  const ids = new Map((await db.idMap.toArray()).map((m) => [m.local, m]));

  const byLoad = new Map<number, number[]>();
  for (const entry of await db.outbox.orderBy('seq').toArray()) {
    const seqs = byLoad.get(entry.loadId);
    if (seqs) seqs.push(entry.seq!);
    else byLoad.set(entry.loadId, [entry.seq!]);
  }

  /**
   * The entry's request. An id this replay does not know may have been mapped since it began (a conflict resolved, a
   * create settled by a replay whose tab died mid-request): the stored mappings are read again before giving up.
   */
  const requestFor = async (entry: OutboxEntry): Promise<OutboxRequest> => {
    for (;;) {
      try {
        return buildRequest(entry, (local) => ids.get(local), now());
      } catch (error) {
        const mapped = error instanceof UnresolvedIdError ? await db.idMap.get(error.localId) : undefined;
        if (!mapped) throw error;
        ids.set(mapped.local, mapped);
      }
    }
  };

  /** Sends one load's entries in order until one cannot go now; that one holds back the rest of its load. */
  const replayLoad = async (seqs: number[]): Promise<void> => {
    for (const seq of seqs) {
      if (report.stoppedBy) return;
      const entry = await takeForSending(db, seq, now().getTime());
      if (entry === 'gone') continue;
      if (entry === 'not-now') return;
      let verdict: Verdict;
      try {
        verdict = { outcome: 'delivered', body: await send(await requestFor(entry)) };
      } catch (error) {
        verdict = classify(entry, error);
      }
      switch (verdict.outcome) {
        case 'delivered':
          await settle(db, entry, verdict.body, ids);
          report.delivered++;
          if (!report.deliveredLoads.includes(entry.loadId)) report.deliveredLoads.push(entry.loadId);
          break;
        case 'offline':
        case 'sign-in':
          await db.outbox.update(seq, { sending: false });
          report.stoppedBy ??= verdict.outcome;
          return;
        case 'retry': {
          const attempts = entry.attempts + 1;
          const wait = verdict.afterMs ?? backoffMs(attempts, random);
          await db.outbox.update(seq, {
            sending: false,
            attempts,
            notBefore: now().getTime() + wait,
            lastError: verdict.message,
            lastErrorId: verdict.messageId,
          });
          return;
        }
        case 'conflict':
          await db.outbox.update(seq, {
            sending: false,
            state: 'conflict',
            serverValue: verdict.serverValue,
            lastError: verdict.message,
            lastErrorId: verdict.messageId,
          });
          report.conflictLoads = [...(report.conflictLoads ?? []).filter((id) => id !== entry.loadId), entry.loadId];
          return;
        case 'failed':
          await db.outbox.update(seq, { sending: false, state: 'failed', lastError: verdict.message, lastErrorId: verdict.messageId });
          return;
      }
    }
  };

  const loads = [...byLoad.values()];
  let next = 0;
  const lane = async () => {
    while (next < loads.length && !report.stoppedBy) await replayLoad(loads[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(REPLAY_LANES, loads.length) }, lane));
  return finish(db, report);
}

/**
 * Reads the entry and marks it on the wire in one transaction: a write that lands in between would otherwise be
 * folded into it (enqueue folds into a waiting entry) and then lost when the entry's old contents are sent and the
 * entry deleted (issue 35 item 3). Once marked, later writes queue behind it.
 */
async function takeForSending(db: UserDb, seq: number, nowMs: number): Promise<OutboxEntry | 'gone' | 'not-now'> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return 'gone';
    if (entry.state !== 'pending' || entry.notBefore > nowMs) return 'not-now';
    await db.outbox.update(seq, { sending: true, tried: true });
    return { ...entry, sending: true, tried: true };
  });
}

/** A delivered entry leaves the queue; a create records its server id; a stop edit passes its new version on. */
async function settle(db: UserDb, entry: OutboxEntry, body: unknown, ids: Map<string, IdMapping>): Promise<void> {
  const answer = (body ?? {}) as { Id?: number; Version?: number };
  await db.transaction('rw', db.outbox, db.idMap, async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.kind.endsWith('.create') && entry.target && typeof answer.Id === 'number') {
      const mapping: IdMapping = { local: entry.target, server: answer.Id, version: answer.Version ?? null };
      ids.set(mapping.local, mapping);
      await db.idMap.put(mapping);
    }
    if (entry.kind === 'stop.update' && typeof answer.Version === 'number' && entry.target) {
      // Later edits of this stop were made on the version this one replaced: they continue from ours.
      await db.outbox
        .where('target')
        .equals(entry.target)
        .filter((later) => later.seq! > entry.seq! && later.baseVersion === entry.baseVersion)
        .modify({ baseVersion: answer.Version });
      const mapped = ids.get(entry.target);
      if (mapped) {
        mapped.version = answer.Version;
        await db.idMap.put(mapped);
      }
    }
  });
}

async function finish(db: UserDb, report: ReplayReport): Promise<ReplayReport> {
  const left = await db.outbox.toArray();
  report.waiting = left.filter((e) => e.state === 'pending').length;
  report.conflicts = left.filter((e) => e.state === 'conflict').length;
  report.failed = left.filter((e) => e.state === 'failed').length;
  return report;
}
