import type { ChatConversation } from '@/contract/shipment';
import { formatDate, formatTime } from '@/shared/format/date';

/** Newest message first; conversations without a message yet go last, newest load first. */
export function sortConversations(list: ChatConversation[]): ChatConversation[] {
  return [...list].sort((a, b) => {
    const at = a.LastMessage?.Created ?? '';
    const bt = b.LastMessage?.Created ?? '';
    if (at !== bt) return at < bt ? 1 : -1;
    return b.ShipmentId - a.ShipmentId;
  });
}

/** Today's messages show their time, older ones their date (UTC, like every date of the app). */
export function conversationTime(iso: string | null | undefined, now = new Date()): string {
  if (!iso) return '';
  return formatDate(iso) === formatDate(now) ? formatTime(iso) : formatDate(iso);
}

/** Where a conversation's load opens: a draft's details page, otherwise its tracking page (spec 2 §2.13). */
export function loadHref(conversation: Pick<ChatConversation, 'ShipmentId' | 'StatusCode'>): string {
  return conversation.StatusCode === 'DF'
    ? `/shipper/Loads/${conversation.ShipmentId}/detail`
    : `/trackload/${conversation.ShipmentId}/details`;
}

/** One line of the last message: whitespace collapsed, cut at `max` characters. */
export function preview(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
