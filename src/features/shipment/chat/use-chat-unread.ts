import { useChatConversations } from '@/lib/chat/conversations';

/** Unread messages in one load's chat (e.g. the badge on the side toolbar's Chat button). */
export function useChatUnread(shipmentId: number): number {
  const conversations = useChatConversations();
  return conversations.data?.Conversations.find((c) => c.ShipmentId === shipmentId)?.Unread ?? 0;
}
