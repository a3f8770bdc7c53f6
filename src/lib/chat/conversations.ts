import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatConversations } from '@/contract/shipment';
import { apiGet } from '@/lib/http/client';
import { useSession } from '@/lib/session';

/** The menu badge and the /Messages page poll the conversations once a minute. */
export const CHAT_UNREAD_POLL_MS = 60_000;

/** Query keys of the load chat (decision 047); `all` covers every chat query. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  thread: (shipmentId: number) => ['chat', 'thread', shipmentId] as const,
};

/** GET /api/Chat/Conversations: the caller's load chats, newest message first, with the unread counts. */
export const chatConversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => apiGet<ChatConversations>('/api/Chat/Conversations', { signal }),
    refetchInterval: CHAT_UNREAD_POLL_MS,
    staleTime: 15_000,
  });

/** The conversations of the signed-in user (no call while signed out). */
export function useChatConversations() {
  const session = useSession();
  return useQuery({ ...chatConversationsQueryOptions(), enabled: !!session });
}

/** Unread messages over all the user's chats (the "Messages" menu badge). */
export function useTotalUnread(): number {
  return useChatConversations().data?.TotalUnread ?? 0;
}

/** After a chat is read or written: the badge and the /Messages list follow at once. */
export function refreshChatUnread(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
}
