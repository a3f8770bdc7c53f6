import { NOT_EDITABLE } from '@/contract/load-fields';
import { toRef } from '@/contract/messages';
import { STALE_STOP, STOP_GONE, STOPS_CHANGED } from '@/contract/stops';
import { translateRef } from '@/lib/i18n/server-messages';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';

/**
 * Entries queued before message ids (decision 120) kept the server's English only. The refusals a queued change can
 * meet and that the app translated then are found by their contract text; any other stored text is shown as it is.
 */
const STORED_BEFORE_IDS = [STALE_STOP, STOP_GONE, STOPS_CHANGED, NOT_EDITABLE];

/** What the sync panel says about an entry's last error, in the active language. */
export function lastErrorText(entry: Pick<OutboxEntry, 'lastError' | 'lastErrorId'>): string {
  const text = entry.lastError ?? '';
  if (entry.lastErrorId !== undefined) return translateRef(entry.lastErrorId, text);
  const known = STORED_BEFORE_IDS.find((m) => m.text === text);
  return translateRef(known ? toRef(known) : null, text);
}
