import type { Note } from '@/contract/shipment';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { syncMarkOf, type SyncMark } from '@/lib/ui/sync-mark';

/** A note as shown: `target` is what a delete refers to (the server id, or the local id of a note added offline). */
export type ShownNote = Note & { target: string; sync: SyncMark | null };

/**
 * The load's notes with its waiting writes applied (issue 7): notes added offline appear (marked), notes deleted
 * offline disappear; a delete the server refused stays, marked "not sent". Queued changes never go into the query
 * cache, so a refetch cannot erase them; once delivered they leave the outbox and the server's list shows them.
 */
export function notesWithOutbox(notes: readonly Note[], entries: readonly OutboxEntry[], author: string): ShownNote[] {
  let shown: ShownNote[] = notes.map((note) => ({ ...note, target: String(note.Id), sync: null }));
  for (const entry of entries) {
    if (entry.kind === 'note.create' && entry.target) {
      const payload = entry.payload as { Body?: string; IsPublic?: boolean };
      shown.push({
        // negative: never a server id, unique per entry, and sorts the later of two same-second notes first
        Id: -(entry.seq ?? 0),
        Body: payload.Body ?? '',
        IsPublic: payload.IsPublic ?? true,
        ShipmentId: entry.loadId,
        AddedBy: author,
        Created: entry.happenedAt,
        IsOwner: true,
        target: entry.target,
        sync: syncMarkOf(entry),
      });
    } else if (entry.kind === 'note.delete') {
      const mark = syncMarkOf(entry);
      shown =
        mark === 'waiting'
          ? shown.filter((note) => note.target !== entry.target)
          : shown.map((note) => (note.target === entry.target ? { ...note, sync: mark } : note));
    }
  }
  return shown;
}
