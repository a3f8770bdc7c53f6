import type { MessageRef } from '@/contract/messages';
import { HttpError } from '@/lib/http/client';
import type { OutboxEntry } from './outbox-entry';
import { buildRequest, type OutboxRequest, UnresolvedIdError } from './requests';
import { mergeByItself } from './stop-merge';
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

export function classify(entry: OutboxEntry, error: unknown, online: () => boolean = browserOnline): Verdict {
  if (error instanceof UnresolvedIdError) return { outcome: 'failed', message: error.message, messageId: null };
  // No answer: without a network the run stops; with one, the request was lost on the way and only this entry waits.
  if (!(error instanceof HttpError))
    return online() ? { outcome: 'retry', afterMs: null, message: '', messageId: null } : { outcome: 'offline' };
  const said: Said = {
    message: error.body.Message || error.body.error_description || `HTTP ${error.status}`,
    messageId: (error.body.Message && error.body.MessageId) || null,
  };
  const retryAfterMs = error.retryAfter === null ? null : error.retryAfter * 1000;
  if (error.status === 401) return { outcome: 'sign-in' };
  // The server still works on the same Idempotency-Key (decision 014): not a conflict.
  if (error.status === 409 && retryAfterMs !== null) return { outcome: 'retry', afterMs: retryAfterMs, ...said };
  // Points taken while the load was not on its trip (a first step undone, a trip already delivered) are refused for
  // good: nobody can resolve them, and as a conflict they would hold back the load's next writes.
  if (error.status === 409 && entry.kind === 'positions.batch') return { outcome: 'delivered', body: null };
  if (error.status === 409 || error.status === 412) {
    const body = error.body as { Current?: unknown };
    // A stop someone else deleted: deleting it has the effect the user wanted (a 412 without a current stop).
    if (error.status === 412 && entry.kind === 'stop.delete' && body.Current === null) return { outcome: 'delivered', body: null };
    return { outcome: 'conflict', serverValue: body.Current ?? null, ...said };
  }
  // Deleting what is already gone has the effect the user wanted.
  if (error.status === 404 && entry.kind.endsWith('.delete')) return { outcome: 'delivered', body: null };
  // Busy or failing: a Retry-After (429 from a rate limit, 503) says how long this entry waits.
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { outcome: 'retry', afterMs: retryAfterMs, ...said };
  return { outcome: 'failed', ...said };
}

/** Whether the device has a network (no navigator, as in node: assume none, so a failed request stops the run). */
const browserOnline = () => typeof navigator !== 'undefined' && navigator.onLine !== false;

/**
 * 1 s, 1.5 s, 2.3 s, … (×1.5 a try) up to 5 min per entry, ×0.5–1.5 so many devices coming back online do not retry
 * in step (issue 35 item 6: a lost request of a lossy link costs about a second, not the 30 s it used to, and a few
 * unlucky losses in a row cost seconds, not minutes).
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(1_000 * 1.5 ** Math.max(0, attempts - 1), 300_000);
  return Math.round(base * (0.5 + random()));
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
  /** Whether the device has a network (default: navigator.onLine); a request with no answer while online is retried. */
  online?: () => boolean;
  /** An entry whose backoff is at most this long is tried again within the run (default 0: the run ends first). */
  retryWithinMs?: number;
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
export async function replayOutbox({ db, send, withLock = webLock, ...options }: ReplayOptions): Promise<ReplayReport> {
  const report = await withLock(`haulbase-outbox-${db.name}`, () => runReplay(db, send, options));
  return report ?? { delivered: 0, deliveredLoads: [], waiting: await db.outbox.count(), conflicts: 0, failed: 0, stoppedBy: 'busy' };
}

/**
 * Loads replayed side by side. Each load's entries still go one at a time in order; on a slow mobile link the round
 * trip, not the server, is most of each write's time, so a few loads at once drain a long queue several times faster.
 */
export const REPLAY_LANES = 4;

async function runReplay(
  db: UserDb,
  send: Send,
  { now = () => new Date(), random, online, retryWithinMs = 0 }: Omit<ReplayOptions, 'db' | 'send' | 'withLock'>,
): Promise<ReplayReport> {
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
  /** Resolves when the load's next entry is due again, if that is soon enough to wait for in this run. */
  const replayLoad = async (seqs: number[]): Promise<number | undefined> => {
    let merges = 0;
    for (let i = 0; i < seqs.length; i++) {
      const seq = seqs[i]!;
      if (report.stoppedBy) return;
      const entry = await takeForSending(db, seq, now().getTime());
      if (entry === 'gone') continue;
      if (entry === 'not-now') return;
      let verdict: Verdict;
      try {
        verdict = { outcome: 'delivered', body: await send(await requestFor(entry)) };
      } catch (error) {
        verdict = classify(entry, error, online);
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
          const notBefore = now().getTime() + wait;
          await db.outbox.update(seq, {
            sending: false,
            attempts,
            notBefore,
            lastError: verdict.message || null,
            lastErrorId: verdict.messageId,
          });
          return wait <= retryWithinMs ? notBefore : undefined;
        }
        case 'conflict':
          // Nothing both sides changed: the merged edit goes again now, over the server's version.
          if (entry.kind === 'stop.update' && merges < 3 && (await mergeByItself(db, seq, verdict.serverValue))) {
            merges++;
            i--;
            continue;
          }
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

  // Up to REPLAY_LANES loads at a time; a load waiting out a short backoff comes back into the run when it is due,
  // while the other loads go on (issue 35 item 6).
  const ready = [...byLoad.values()];
  const later: { seqs: number[]; at: number }[] = [];
  const lanes = new Set<Promise<void>>();
  const start = (seqs: number[]) => {
    const lane: Promise<void> = replayLoad(seqs).then((at) => {
      lanes.delete(lane);
      if (at !== undefined) later.push({ seqs, at });
    });
    lanes.add(lane);
  };
  while (!report.stoppedBy) {
    while (lanes.size < REPLAY_LANES && ready.length > 0) start(ready.shift()!);
    if (lanes.size === 0 && later.length === 0) break;
    later.sort((a, b) => a.at - b.at);
    const due = later[0] ? new Promise((resolve) => setTimeout(resolve, Math.max(0, later[0]!.at - now().getTime()))) : null;
    await Promise.race(due ? [...lanes, due] : [...lanes]);
    while (later[0] && later[0].at <= now().getTime()) ready.push(later.shift()!.seqs);
  }
  await Promise.all(lanes);
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
