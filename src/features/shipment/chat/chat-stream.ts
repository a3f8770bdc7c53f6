import { CHAT_EVENT_MESSAGE, CHAT_EVENT_READ, type ChatMessage } from '@/contract/shipment';
import { SseParser } from '@/lib/chat/sse-parser';
import { apiUrl, refreshSession } from '@/lib/http/client';
import { getSession } from '@/lib/session';

export type StreamState = 'connecting' | 'open' | 'retrying' | 'closed';

type Handlers = {
  /** Where to resume when the stream has not sent an id yet (the newest message already shown). */
  resumeFrom: () => number;
  onMessage: (message: ChatMessage) => void;
  onRead: () => void;
  onState: (state: StreamState) => void;
};

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Exponential backoff with up to 20 % jitter: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() * 0.2));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Reads GET /api/Chat/{id}/Stream with fetch (so the bearer token is sent) until `signal` aborts: reconnects with
 * backoff, resumes with Last-Event-ID, refreshes an expired token once per connection. A 403/404 ends it for good.
 */
export async function runChatStream(shipmentId: number, handlers: Handlers, signal: AbortSignal): Promise<void> {
  let lastEventId = '';
  let attempt = 0;
  let refreshed = false;
  while (!signal.aborted) {
    handlers.onState(attempt === 0 ? 'connecting' : 'retrying');
    // Always resume from what is shown (0 for an empty thread), so nothing sent meanwhile is missed.
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Last-Event-ID': lastEventId || String(handlers.resumeFrom()) };
    const token = getSession()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const res = await fetch(apiUrl(`/api/Chat/${shipmentId}/Stream`), { headers, signal, cache: 'no-store', credentials: 'same-origin' });
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        if (await refreshSession()) continue;
      }
      if (res.status === 401 || res.status === 403 || res.status === 404) {
        handlers.onState('closed');
        return;
      }
      if (!res.ok || !res.body) throw new Error(`chat stream answered ${res.status}`);
      handlers.onState('open');
      attempt = 0;
      refreshed = false;
      const parser = new SseParser((event) => {
        if (event.event === CHAT_EVENT_MESSAGE) handlers.onMessage(JSON.parse(event.data) as ChatMessage);
        else if (event.event === CHAT_EVENT_READ) handlers.onRead();
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
        lastEventId = parser.lastEventId || lastEventId;
      }
    } catch (error) {
      if (signal.aborted) return;
      console.warn('chat stream interrupted', error);
    }
    if (signal.aborted) return;
    handlers.onState('retrying');
    await sleep(retryDelay(attempt++), signal);
  }
}
