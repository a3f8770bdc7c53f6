import { LOAD_STATUS_CODES, statusTargets, type BulkAnswer, type LoadActor, type LoadStatusCode } from '@/contract/loads';
import { translateRef } from '@/lib/i18n/server-messages';

export type RejectedLine = { id: number; label: string; message: string };

/**
 * The rejected loads of a bulk answer, named by their code when the page knows it, else by "#id"; each message in the
 * active language by its id (decision 120), the English text without one.
 */
export function rejectedLines(answer: BulkAnswer, codes: ReadonlyMap<number, string>): RejectedLine[] {
  return answer.Rejected.map((item) => ({
    id: item.Id,
    label: codes.get(item.Id) ?? `#${item.Id}`,
    message: translateRef(item.MessageId, item.Message),
  }));
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

/**
 * The statuses the Update Status dialog offers: those the user may set on at least one of the selected loads shown,
 * or (when the selection is on other pages) every status the user can ever set (issue 15 item 15).
 */
export function offeredStatuses(actor: LoadActor, selectedCodes: readonly string[]): LoadStatusCode[] {
  if (selectedCodes.length === 0) return statusTargets(null, actor);
  const allowed = new Set(selectedCodes.flatMap((code) => statusTargets(code, actor)));
  return LOAD_STATUS_CODES.filter((code) => allowed.has(code));
}
