/**
 * Item cards typed in but not saved with their own Save (issue 38 §7): the load's Save and Save and post save them
 * first, so a filled commodity is never dropped. Each edited card registers how it saves itself, per load.
 */

/** Saves the card; true when it was saved, false when it could not be (its messages are shown). */
export type SavePendingItem = () => Promise<boolean>;

const pending = new Map<number, Map<string, SavePendingItem>>();

/** Registers a card's unsaved work; the returned function withdraws it. */
export function registerPendingItem(shipmentId: number, rowKey: string, save: SavePendingItem): () => void {
  const cards = pending.get(shipmentId) ?? new Map<string, SavePendingItem>();
  pending.set(shipmentId, cards);
  cards.set(rowKey, save);
  return () => {
    if (cards.get(rowKey) === save) cards.delete(rowKey);
    if (cards.size === 0 && pending.get(shipmentId) === cards) pending.delete(shipmentId);
  };
}

/** Saves every edited card of the load in order; false as soon as one cannot be saved (the load is then not saved). */
export async function savePendingItems(shipmentId: number): Promise<boolean> {
  for (const save of [...(pending.get(shipmentId)?.values() ?? [])]) if (!(await save())) return false;
  return true;
}
