/** One dispatched server-sent event (the HTML "event stream" format). */
export type SseEvent = { event: string; data: string; id: string };

/**
 * An incremental text/event-stream parser for `fetch` bodies (EventSource cannot send the bearer token).
 * Feed it decoded text in any chunking — a line, a field, even a CR LF pair may be split across chunks.
 * Comments (`: keep-alive`) are skipped; an event without data is not dispatched; `id` is remembered across
 * events so a reconnect can resume with Last-Event-ID.
 */
export class SseParser {
  private buffer = '';
  private skipLeadingLf = false;
  private eventType = '';
  private dataLines: string[] = [];
  /** The last event id the stream set ("" before any). */
  lastEventId = '';

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(chunk: string): void {
    let text = chunk;
    if (this.skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
    this.skipLeadingLf = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (ch === '\r') {
        if (i + 1 === this.buffer.length) this.skipLeadingLf = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
  }

  private dispatch(): void {
    const event = this.eventType || 'message';
    const lines = this.dataLines;
    this.eventType = '';
    this.dataLines = [];
    if (lines.length === 0) return;
    this.onEvent({ event, data: lines.join('\n'), id: this.lastEventId });
  }
}
