import { isLocalId, NEVER_SENT, type NewOutboxEntry, type OutboxEntry } from './outbox-entry';
import type { UserDb } from './user-db';

/** What enqueue did: added an entry, folded the change into a waiting one, or cancelled a waiting create. */
export type EnqueueResult = { outcome: 'added' | 'folded' | 'cancelled'; seq: number | null };

/** An entry that can still change: waiting its turn and never sent (see OutboxEntry.tried). */
const foldable = (entry: OutboxEntry) => entry.state === 'pending' && !entry.sending && !entry.tried;

/**
 * Queues a write, folding it into what already waits (issue 7):
 * - an edit of something created offline merges into its pending create; a delete of it removes both;
 * - consecutive edits of the same stop merge (the first one's If-Match version is kept);
 * - a delete drops the waiting edits of the same stop; a move replaces a waiting move of the load.
 * Entries sent at least once or in conflict are never changed: the new write queues behind them.
 */
export async function enqueue(db: UserDb, write: NewOutboxEntry, now: Date = new Date()): Promise<EnqueueResult> {
  return db.transaction('rw', db.outbox, async () => {
    const sameTarget = write.target === null ? [] : (await db.outbox.where('target').equals(write.target).sortBy('seq')).filter(foldable);
    const create = sameTarget.find((e) => e.kind.endsWith('.create'));

    if (
      (write.kind === 'stop.update' || write.kind === 'note.delete' || write.kind === 'stop.delete') &&
      isLocalId(write.target) &&
      create
    ) {
      if (write.kind === 'stop.update') {
        await db.outbox.update(create.seq!, { payload: { ...create.payload, ...write.payload } });
        return { outcome: 'folded', seq: create.seq! };
      }
      await db.outbox.bulkDelete(sameTarget.map((e) => e.seq!));
      if (write.kind === 'stop.delete') await dropFromWaitingMoves(db, write.loadId, write.target);
      return { outcome: 'cancelled', seq: null };
    }

    if (write.kind === 'stop.update') {
      const waitingEdit = sameTarget.filter((e) => e.kind === 'stop.update').at(-1);
      if (waitingEdit) {
        await db.outbox.update(waitingEdit.seq!, { payload: { ...waitingEdit.payload, ...write.payload } });
        return { outcome: 'folded', seq: waitingEdit.seq! };
      }
    }

    let baseVersion = write.baseVersion ?? null;
    if (write.kind === 'stop.delete') {
      const edits = sameTarget.filter((e) => e.kind === 'stop.update');
      baseVersion = edits[0]?.baseVersion ?? baseVersion;
      await db.outbox.bulkDelete(edits.map((e) => e.seq!));
    }

    if (write.kind === 'stop.move') {
      const ofLoad = await db.outbox.where('loadId').equals(write.loadId).sortBy('seq');
      const last = ofLoad.at(-1);
      if (last && last.kind === 'stop.move' && foldable(last)) {
        await db.outbox.update(last.seq!, { payload: write.payload });
        return { outcome: 'folded', seq: last.seq! };
      }
    }

    if (write.kind === 'positions.batch') {
      // Hours without signal: the points join the load's last waiting batch while it has room (issue 17).
      const last = (await db.outbox.where('loadId').equals(write.loadId).sortBy('seq')).at(-1);
      const points = (write.payload.Points as unknown[]) ?? [];
      const waiting = last && last.kind === 'positions.batch' && foldable(last) ? ((last.payload.Points as unknown[]) ?? []) : null;
      if (last && waiting && waiting.length + points.length <= MAX_BATCH_POINTS) {
        await db.outbox.update(last.seq!, { payload: { ...last.payload, Points: [...waiting, ...points] } });
        return { outcome: 'folded', seq: last.seq! };
      }
    }

    const seq = await db.outbox.add({
      key: write.key ?? crypto.randomUUID(),
      loadId: write.loadId,
      loadCode: write.loadCode ?? null,
      kind: write.kind,
      target: write.target,
      payload: write.payload,
      baseVersion,
      base: write.base ?? null,
      happenedAt: write.happenedAt ?? now.toISOString(),
      ...NEVER_SENT,
      notBefore: write.notBefore ?? 0,
    });
    return { outcome: 'added', seq: seq as number };
  });
}

type MoveOrder = { StopId: string | number; Position: number }[];

/** A stop deleted before it ever reached the server leaves the waiting moves of its load (or every pending one: `foldableOnly` false). */
export async function dropFromWaitingMoves(db: UserDb, loadId: number, localId: string, foldableOnly = true): Promise<void> {
  const moves = (await db.outbox.where('loadId').equals(loadId).toArray()).filter(
    (e) => e.kind === 'stop.move' && (foldableOnly ? foldable(e) : e.state === 'pending'),
  );
  for (const move of moves) {
    const order = ((move.payload.Stops as MoveOrder | undefined) ?? [])
      .filter((s) => s.StopId !== localId)
      .sort((a, b) => a.Position - b.Position);
    // A move already sent gets a new Idempotency-Key with its new order: a key is never sent with two bodies (175).
    await db.outbox.update(move.seq!, {
      payload: { ...move.payload, Stops: order.map((s, position) => ({ ...s, Position: position })) },
      ...(move.tried ? { key: crypto.randomUUID() } : {}),
    });
  }
}

/** Points per positions entry: the server takes at most 100 a request. */
export const MAX_BATCH_POINTS = 100;

/**
 * Takes back a change that waits unsent (the trip card's Undo, issue 17): true when it was removed, false when it is
 * already on its way (sent at least once) or gone.
 */
export async function withdraw(db: UserDb, seq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || !foldable(entry)) return false;
    await db.outbox.delete(seq);
    return true;
  });
}

/** Every entry in the order the user made them. */
export const listOutbox = (db: UserDb): Promise<OutboxEntry[]> => db.outbox.orderBy('seq').toArray();
