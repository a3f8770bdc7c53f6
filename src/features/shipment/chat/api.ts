import { queryOptions } from '@tanstack/react-query';
import type { ChatMessage, ChatThread } from '@/contract/shipment';
import { chatKeys } from '@/lib/chat/conversations';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';

/** GET /api/Chat/{shipmentId}/Messages: the conversation, oldest first, with the caller's read mark. */
export const chatThreadQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: chatKeys.thread(shipmentId),
    queryFn: ({ signal }) => apiGet<ChatThread>(`/api/Chat/${shipmentId}/Messages`, { signal }),
  });

/** POST /api/Chat/{shipmentId}/Messages; a retry of the same message sends the same key, so it is posted once. */
export const sendChatMessage = (shipmentId: number, body: string, idempotencyKey: string) =>
  apiSend<ChatMessage>('POST', `/api/Chat/${shipmentId}/Messages`, { Body: body }, { headers: idempotencyHeaders(idempotencyKey) });

/** PUT /api/Chat/{shipmentId}/Read. */
export const markChatRead = (shipmentId: number, lastReadId: number) =>
  apiSend<unknown>('PUT', `/api/Chat/${shipmentId}/Read`, { LastReadId: lastReadId });
