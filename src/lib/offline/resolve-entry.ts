import { dropFromWaitingMoves } from './outbox';
import { isLocalId, NEVER_SENT, type OutboxEntry } from './outbox-entry';
import type { UserDb } from './user-db';

/**
 * What the sync panel does with an entry that could not go (issue 7: nothing lost silently). A resend takes a new
 * Idempotency-Key: the server keeps its 4xx answer per key and would replay the refusal for the old one.
 */
const sendAgain = () => ({ key: crypto.randomUUID(), ...NEVER_SENT });

/** Keep mine: send the change again over what the server holds now (a stop edit takes the server's version as If-Match). */
export async function keepMine(db: UserDb, seq: number): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry) return;
  const server = entry.serverValue as { Version?: unknown } | null;
  const overServer = (entry.kind === 'stop.update' || entry.kind === 'stop.delete') && typeof server?.Version === 'number';
  await db.outbox.update(seq, { ...sendAgain(), baseVersion: overServer ? (server.Version as number) : entry.baseVersion });
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
  const later = await db.outbox.where('target').equals(entry.target).filter((other) => other.seq! > seq).sortBy('seq');
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
