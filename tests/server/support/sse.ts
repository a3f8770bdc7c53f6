/** Reading a text/event-stream answer in tests (the same reader as chat.test.ts). */

export type SseEvent = { event?: string; id?: string; data?: string; comment?: string };

/** Reads a text/event-stream answer in the background; `next` waits for the first unseen event that matches. */
export function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let consumed = 0;
  let buffer = '';
  let ended = false;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: SseEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) event.comment = line.slice(1).trim();
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('data: ')) event.data = (event.data === undefined ? '' : `${event.data}\n`) + line.slice(6);
        }
        events.push(event);
      }
    }
    ended = true;
  })();
  return {
    events,
    get ended() {
      return ended;
    },
    async next(match: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e, i) => i >= consumed && match(e));
        if (index !== -1) {
          consumed = index + 1;
          return events[index];
        }
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => reader.cancel(),
  };
}
