import type { QueryClient } from '@tanstack/react-query';
import {
  EVENT_BIDS,
  EVENT_NOTIFICATION,
  EVENT_NOTIFICATIONS_READ,
  type AppNotification,
  type NotificationsAnswer,
} from '@/contract/market';
import { EVENT_POSITIONS, EVENT_TRACKING, type PositionsEvent, type TrackingEvent } from '@/contract/positions';
import { SseParser } from '@/lib/chat/sse-parser';
import { apiUrl, refreshSession } from '@/lib/http/client';
import { refreshLoad, refreshLoadLists } from '@/lib/offline/registry';
import { getSession } from '@/lib/session';
import { marketKeys } from './api';

/**
 * The signed-in tab's one event stream (GET /api/Events, decision 083), read with fetch so the bearer token is sent;
 * reconnects with backoff (1 s … 30 s), refreshes an expired token once per connection, and on every (re)connect
 * reloads the notifications so nothing sent while it was away is missed.
 */

function delay(attempt: number): number {
  return Math.round(Math.min(30_000, 1000 * 2 ** attempt) * (1 + Math.random() * 0.2));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** What an event changes on screen: the bell's list, and the loads and bids it is about. */
export function applyLiveEvent(queryClient: QueryClient, event: string, data: string): void {
  if (event === EVENT_BIDS) {
    const { ShipmentId } = JSON.parse(data) as { ShipmentId: number };
    void refreshLoad(queryClient, ShipmentId, 'bids');
    return;
  }
  if (event === EVENT_POSITIONS || event === EVENT_TRACKING) {
    // A batch of the truck's positions (decision 100), or a status move with its trip times (staff's tabs): an open
    // tracking page reads the load again.
    const { ShipmentId } = JSON.parse(data) as PositionsEvent | TrackingEvent;
    void refreshLoad(queryClient, ShipmentId, 'trip');
    return;
  }
  if (event === EVENT_NOTIFICATIONS_READ) {
    void queryClient.invalidateQueries({ queryKey: marketKeys.notifications });
    return;
  }
  if (event !== EVENT_NOTIFICATION) return;
  const notification = JSON.parse(data) as AppNotification;
  queryClient.setQueryData<NotificationsAnswer>(marketKeys.notifications, (current) =>
    current && !current.Notifications.some((n) => n.Id === notification.Id)
      ? { Notifications: [notification, ...current.Notifications].slice(0, 50), Unread: current.Unread + 1 }
      : current,
  );
  if (!queryClient.getQueryData(marketKeys.notifications)) void queryClient.invalidateQueries({ queryKey: marketKeys.notifications });
  void queryClient.invalidateQueries({ queryKey: marketKeys.myBids });
  void refreshLoadLists(queryClient);
  if (notification.ShipmentId !== null) void refreshLoad(queryClient, notification.ShipmentId);
}

export async function runLiveEvents(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  let attempt = 0;
  let refreshed = false;
  while (!signal.aborted) {
    const token = getSession()?.token;
    if (!token) return;
    try {
      const res = await fetch(apiUrl('/api/Events'), {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        if (await refreshSession()) continue;
      }
      if (res.status === 401 || res.status === 403) return;
      if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
      attempt = 0;
      refreshed = false;
      void queryClient.invalidateQueries({ queryKey: marketKeys.notifications });
      const parser = new SseParser((event) => applyLiveEvent(queryClient, event.event, event.data));
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch (error) {
      if (signal.aborted) return;
      console.warn('event stream interrupted', error);
    }
    if (signal.aborted) return;
    await sleep(delay(attempt++), signal);
  }
}
