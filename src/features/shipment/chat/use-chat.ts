import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatThread } from '@/contract/shipment';
import { chatKeys, refreshChatUnread } from '@/lib/chat/conversations';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { chatThreadQueryOptions, markChatRead, sendChatMessage } from './api';
import { runChatStream, type StreamState } from './chat-stream';
import { addMessages, lastMessageId, markedRead, type PendingMessage, readMarkToSend, stillPending } from './chat-thread';
import { usePageVisibility } from './use-page-visibility';

/** A message on its way: shown at once on the right, replaced by the server's copy when the send succeeds. */

/**
 * One load's live conversation: the thread, kept current by the event stream while the tab is active, read marks
 * sent while it is visible, and an optimistic composer.
 */
export function useChat(shipmentId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const thread = useQuery({ ...chatThreadQueryOptions(shipmentId), enabled });
  const { visible, active } = usePageVisibility();
  const [stream, setStream] = useState<StreamState>('connecting');
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const loaded = thread.isSuccess;

  const merge = useCallback(
    (messages: ChatMessage[]) =>
      queryClient.setQueryData<ChatThread>(chatKeys.thread(shipmentId), (old) => (old ? addMessages(old, messages) : old)),
    [queryClient, shipmentId],
  );

  useEffect(() => {
    if (!enabled || !loaded || !active) return;
    const controller = new AbortController();
    void runChatStream(
      shipmentId,
      {
        resumeFrom: () => lastMessageId(queryClient.getQueryData<ChatThread>(chatKeys.thread(shipmentId))),
        onMessage: (message) => merge([message]),
        onRead: () => void refreshChatUnread(queryClient),
        onState: setStream,
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [enabled, loaded, active, shipmentId, queryClient, merge]);

  const readSent = useRef(0);
  const toMark = visible ? readMarkToSend(thread.data, readSent.current) : null;
  useEffect(() => {
    if (toMark === null) return;
    readSent.current = toMark;
    markChatRead(shipmentId, toMark)
      .then(() => {
        queryClient.setQueryData<ChatThread>(chatKeys.thread(shipmentId), (old) => (old ? markedRead(old, toMark) : old));
        return refreshChatUnread(queryClient);
      })
      .catch(() => {
        // A failed read mark is retried with the next message; the unread badge simply stays.
        readSent.current = 0;
      });
  }, [toMark, shipmentId, queryClient]);

  const send = useMutation({
    mutationFn: (item: PendingMessage) => sendChatMessage(shipmentId, item.Body, item.key),
    onMutate: (item) => setPending((list) => [...list.filter((p) => p.key !== item.key), { ...item, failed: false }]),
    onSuccess: (message, item) => {
      merge([message]);
      setPending((list) => list.filter((p) => p.key !== item.key));
      void refreshChatUnread(queryClient);
    },
    onError: (error, item) => {
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, failed: true } : p)));
      notifyHttpError(error);
    },
  });

  const post = (body: string) =>
    send.mutate({
      key: crypto.randomUUID(),
      Body: body,
      Created: new Date().toISOString(),
      failed: false,
      afterId: lastMessageId(thread.data),
    });
  const retry = (item: PendingMessage) => send.mutate(item);
  const discard = (item: PendingMessage) => setPending((list) => list.filter((p) => p.key !== item.key));

  return { thread, stream, pending: stillPending(thread.data, pending), post, retry, discard };
}
