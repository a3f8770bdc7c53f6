import type { BulkAnswer } from '@/contract/loads';

export type RejectedLine = { id: number; label: string; message: string };

/** The rejected loads of a bulk answer, named by their code when the page knows it, else by "#id". */
export function rejectedLines(answer: BulkAnswer, codes: ReadonlyMap<number, string>): RejectedLine[] {
  return answer.Rejected.map((item) => ({ id: item.Id, label: codes.get(item.Id) ?? `#${item.Id}`, message: item.Message }));
}

/** The selection after a bulk action: rejected loads stay selected (so the user sees what was left), done ones go. */
export function selectionAfter(selected: Record<string, boolean>, answer: Pick<BulkAnswer, 'Done'>): Record<string, boolean> {
  const done = new Set(answer.Done.map(String));
  return Object.fromEntries(Object.entries(selected).filter(([id, on]) => on && !done.has(id)));
}

export function selectedIds(selected: Record<string, boolean>): number[] {
  return Object.entries(selected)
    .filter(([, on]) => on)
    .map(([id]) => Number(id))
    .filter((id) => Number.isInteger(id));
}
