import { parseApiDate } from '@/shared/format/date';

/** Further apart than this, the time a change reached the server is shown beside the time it happened. */
export const RECEIVED_LATER_MS = 60_000;

/**
 * Two clocks (issue 7): a change recorded offline happened before the server received it. Returns the receipt time
 * to show ("09:12 (received 11:40)") or null when both are the same moment for a reader.
 */
export function receivedLater(created: string, receivedAt: string | null | undefined): string | null {
  const happened = parseApiDate(created);
  const received = parseApiDate(receivedAt);
  if (!happened || !received || !receivedAt) return null;
  return received.getTime() - happened.getTime() > RECEIVED_LATER_MS ? receivedAt : null;
}
