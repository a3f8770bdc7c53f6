import { sameValue } from './merge-fields';
import { dropFromWaitingMoves } from './outbox';
import { isLocalId, newLocalId, sendAgain, type OutboxEntry } from './outbox-entry';
import { overServer, stopMerge } from './stop-merge';
import { orderInPlaces, toStopOrder, type StopOrder } from './stop-order';
import type { UserDb } from './user-db';

/** What the sync panel does with an entry that could not go (issue 7: nothing lost silently). */

/** What Keep mine does with a conflict: send it again as it is, over the server's stops (a move), or add the stop again. */
export type KeepMineKind = 'resend' | 'reorder' | 'add-again';

/** A stop edit whose stop the server no longer has (412 without a current stop): saving it again can only fail. */
export const isStopGone = (entry: Pick<OutboxEntry, 'kind' | 'state' | 'serverValue'>) =>
  entry.kind === 'stop.update' && entry.state === 'conflict' && entry.serverValue === null;

export const keepMineKind = (entry: Pick<OutboxEntry, 'kind' | 'state' | 'serverValue'>): KeepMineKind =>
  isStopGone(entry) ? 'add-again' : entry.kind === 'stop.move' ? 'reorder' : 'resend';

/**
 * Keep mine (decision 073): send the change again over what the server holds now, so it cannot be refused the same
 * way twice. A stop edit takes the server's version as If-Match; a stop deleted on the server is added again with the
 * edited fields (later writes of this device that name it follow the new stop); a reorder is applied to the stops the
 * load has now (`orderInPlaces`).
 */
export async function keepMine(db: UserDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.idMap, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    const server = entry.serverValue as { Version?: unknown; Stops?: { Id: number; Position: number }[] } | null;
    const kind = keepMineKind(entry);
    if (kind === 'add-again' && entry.target) {
      const localId = newLocalId();
      await db.outbox.update(seq, { ...sendAgain(), kind: 'stop.create', target: localId, baseVersion: null });
      await renameStop(db, entry, localId);
      return;
    }
    if (kind === 'reorder' && Array.isArray(server?.Stops)) {
      const ids = new Map((await db.idMap.toArray()).map((m) => [m.local, String(m.server)]));
      const mine = (entry.payload.Stops as StopOrder).map((s) => ({ ...s, StopId: ids.get(String(s.StopId)) ?? String(s.StopId) }));
      const now = [...server.Stops].sort((a, b) => a.Position - b.Position).map((s) => String(s.Id));
      await db.outbox.update(seq, {
        ...sendAgain(),
        payload: { ...entry.payload, Stops: toStopOrder(orderInPlaces(now, mine).map(Number)) },
      });
      return;
    }
    // A stop edit: the fields only the server changed stay the server's, the ones both changed take mine (issue 35).
    const merge = stopMerge(entry);
    if (merge) return void (await db.outbox.update(seq, overServer(entry, merge, merge.merged)));
    const onServer = (entry.kind === 'stop.update' || entry.kind === 'stop.delete') && typeof server?.Version === 'number';
    await db.outbox.update(seq, { ...sendAgain(), baseVersion: onServer ? (server.Version as number) : entry.baseVersion });
  });
}

/** Later writes of the load that name a stop (edits, deletes, moves) name its replacement instead. */
async function renameStop(db: UserDb, entry: OutboxEntry, localId: string): Promise<void> {
  const later = (await db.outbox.where('loadId').equals(entry.loadId).toArray()).filter((e) => e.seq! > entry.seq!);
  for (const other of later) {
    if (other.target === entry.target) await db.outbox.update(other.seq!, { target: localId, baseVersion: null });
    if (other.kind === 'stop.move') {
      const order = (other.payload.Stops as StopOrder).map((s) => (String(s.StopId) === entry.target ? { ...s, StopId: localId } : s));
      await db.outbox.update(other.seq!, { payload: { ...other.payload, Stops: order } });
    }
  }
}

/**
 * Take the server's: the fields both sides changed take the server's value. A stop edit that still changes other
 * fields goes on over the server's version (only they are sent); otherwise the entry and its dependents leave the
 * outbox, and the stop is exactly what the server holds (issue 35 item 1).
 */
export async function takeServers(db: UserDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.idMap, async () => {
    const entry = await db.outbox.get(seq);
    const merge = entry && stopMerge(entry);
    if (!entry || !merge) return void (await discardEntry(db, seq));
    const payload = { ...merge.merged, ...Object.fromEntries(merge.asked.map((field) => [field, merge.theirs[field]])) };
    const was = (field: string) => (field in merge.theirs ? merge.theirs[field] : entry.base?.[field]);
    if (Object.keys(payload).every((field) => sameValue(payload[field], was(field)))) return void (await discardEntry(db, seq));
    await db.outbox.update(seq, overServer(entry, merge, payload));
  });
}

/** Retry a refused entry (after the cause was fixed elsewhere, or a server that refused by mistake). */
export async function retryEntry(db: UserDb, seq: number): Promise<void> {
  await db.outbox.update(seq, sendAgain());
}

/** The entry and the later entries that only make sense with it: edits and deletes of what it creates offline. */
export async function withDependents(db: UserDb, seq: number): Promise<OutboxEntry[]> {
  const entry = await db.outbox.get(seq);
  if (!entry) return [];
  if (!entry.kind.endsWith('.create') || !isLocalId(entry.target)) return [entry];
  const later = await db.outbox
    .where('target')
    .equals(entry.target)
    .filter((other) => other.seq! > seq)
    .sortBy('seq');
  return [entry, ...later];
}

/** Discard (or take the server's): the entry and its dependents leave the outbox; a discarded stop leaves waiting moves. */
export async function discardEntry(db: UserDb, seq: number): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const gone = await withDependents(db, seq);
    await db.outbox.bulkDelete(gone.map((entry) => entry.seq!));
    const created = gone[0];
    if (created?.kind === 'stop.create' && isLocalId(created.target)) await dropFromWaitingMoves(db, created.loadId, created.target, false);
    return gone;
  });
}
