import { fieldsOf, mergeFields, type FieldMerge } from './merge-fields';
import { sendAgain, type OutboxEntry } from './outbox-entry';
import type { UserDb } from './user-db';

type Fields = Record<string, unknown>;

/** A stop edit in conflict, merged per field with the server's stop (null: not a stop edit that can merge). */
export type StopMerge = FieldMerge & { theirs: Fields; version: number };

/** Entries stored before `base` existed, and stops the server no longer has, have nothing to merge with. */
export function stopMerge(entry: Pick<OutboxEntry, 'kind' | 'base' | 'payload' | 'serverValue'>): StopMerge | null {
  const theirs = entry.serverValue as Fields | null;
  if (entry.kind !== 'stop.update' || !entry.base || !theirs || typeof theirs.Version !== 'number') return null;
  return { ...mergeFields(entry.base, entry.payload, theirs), theirs, version: theirs.Version };
}

/** The entry's change sent again over the server's version: that version is its new base. */
export const overServer = (entry: Pick<OutboxEntry, 'payload'>, merge: StopMerge, payload: Fields): Partial<OutboxEntry> => ({
  ...sendAgain(),
  payload,
  base: fieldsOf(merge.theirs, entry.payload),
  baseVersion: merge.version,
});

/**
 * A stop edit refused as stale (412) whose fields the server did not also change goes again at once over the server's
 * version, merged (issue 35 item 2). True when it did; false leaves the conflict for the user.
 */
export async function mergeByItself(db: UserDb, seq: number, serverValue: unknown): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    const merge = entry && stopMerge({ ...entry, serverValue });
    if (!entry || !merge || merge.asked.length > 0) return false;
    await db.outbox.update(seq, overServer(entry, merge, merge.merged));
    return true;
  });
}
