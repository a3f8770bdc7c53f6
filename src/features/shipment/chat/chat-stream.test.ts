// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contract/shipment';
import { saveSession } from '@/lib/session';
import { retryDelay, runChatStream, type StreamState } from './chat-stream';

function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const message = (Id: number) => JSON.stringify({ Id, ShipmentId: 5, Body: `m${Id}` });

afterEach(() => vi.unstubAllGlobals());

describe('retryDelay', () => {
  it('doubles from 1 s up to 30 s, with at most 20 % jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(0, () => 1)).toBe(1200);
  });
});

describe('runChatStream', () => {
  it('sends the bearer token, delivers messages, and resumes with Last-Event-ID after the stream drops', async () => {
    saveSession({ access_token: 'tok', roles: 'Shipper' } as Parameters<typeof saveSession>[0]);
    const controller = new AbortController();
    const received: number[] = [];
    const states: StreamState[] = [];
    const calls: Headers[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      if (calls.length === 1) return sseResponse([': hi\n\n', `event: message\nid: 8\ndata: ${message(8)}\n`, '\n']);
      controller.abort();
      return sseResponse([]);
    });
    vi.stubGlobal('fetch', fetchMock);

    const done = runChatStream(
      5,
      { resumeFrom: () => 7, onMessage: (m: ChatMessage) => received.push(m.Id), onRead: () => {}, onState: (s) => states.push(s) },
      controller.signal,
    );
    await vi.waitFor(() => expect(states).toContain('retrying'));
    await vi.advanceTimersByTimeAsync(1500);
    await done;
    vi.useRealTimers();

    expect(received).toEqual([8]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Chat/5/Stream');
    expect(calls[0]!.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]!.get('Last-Event-ID')).toBe('7');
    expect(calls[1]!.get('Last-Event-ID')).toBe('8');
    expect(states.slice(0, 2)).toEqual(['connecting', 'open']);
  });

  it('stops for good when the user may not read the chat', async () => {
    const states: StreamState[] = [];
    const fetchMock = vi.fn(async () => new Response('{"Message":"no"}', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    await runChatStream(
      5,
      { resumeFrom: () => 0, onMessage: () => {}, onRead: () => {}, onState: (s) => states.push(s) },
      new AbortController().signal,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('closed');
  });
});
