/** What one tab tells the user's other tabs: these loads changed on the server (a replay delivered writes for them). */
type DeliveredMessage = { type: 'delivered'; loadIds: number[] };

export type TabsChannel = { post: (loadIds: number[]) => void; close: () => void };

/**
 * A BroadcastChannel per user database: the tab that replayed the outbox posts the loads it delivered, every other
 * tab of that user refreshes them. Without BroadcastChannel, tabs refresh on their own timers as before.
 */
export function openTabsChannel(dbName: string, onDelivered: (loadIds: number[]) => void): TabsChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(`haulbase-tabs-${dbName}`);
  channel.onmessage = (event: MessageEvent<DeliveredMessage>) => {
    const message = event.data;
    if (message?.type === 'delivered' && Array.isArray(message.loadIds))
      onDelivered(message.loadIds.filter((id) => typeof id === 'number'));
  };
  return {
    post: (loadIds) => channel.postMessage({ type: 'delivered', loadIds } satisfies DeliveredMessage),
    close: () => channel.close(),
  };
}
