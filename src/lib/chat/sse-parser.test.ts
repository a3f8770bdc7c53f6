import { describe, expect, it } from 'vitest';
import { SseParser, type SseEvent } from './sse-parser';

function parse(...chunks: string[]): { events: SseEvent[]; parser: SseParser } {
  const events: SseEvent[] = [];
  const parser = new SseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  return { events, parser };
}

describe('SseParser (chat stream read with fetch)', () => {
  it('dispatches named events with their id and data', () => {
    const { events, parser } = parse('event: message\nid: 41\ndata: {"Id":41}\n\nevent: read\ndata: {"LastReadId":41}\n\n');
    expect(events).toEqual([
      { event: 'message', data: '{"Id":41}', id: '41' },
      { event: 'read', data: '{"LastReadId":41}', id: '41' },
    ]);
    expect(parser.lastEventId).toBe('41');
  });

  it('calls an event without a type "message" and joins multi-line data with newlines', () => {
    const { events } = parse('data: first\ndata: second\n\n');
    expect(events).toEqual([{ event: 'message', data: 'first\nsecond', id: '' }]);
  });

  it('skips keep-alive comments and does not dispatch an event without data', () => {
    const { events, parser } = parse(': keep-alive\n\n', 'id: 7\n\n', ': ping\n\n');
    expect(events).toEqual([]);
    expect(parser.lastEventId).toBe('7');
  });

  it('reassembles events whose lines are split mid-line across chunks', () => {
    const { events } = parse('eve', 'nt: mess', 'age\nid: 1', '2\nda', 'ta: {"Body":"hel', 'lo"}\n', '\n');
    expect(events).toEqual([{ event: 'message', data: '{"Body":"hello"}', id: '12' }]);
  });

  it('waits for the blank line before dispatching', () => {
    const { events, parser } = parse('data: x\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toHaveLength(1);
  });

  it('accepts CRLF and CR line endings, even with a CR LF pair split across chunks', () => {
    const { events } = parse('data: a\r', '\n\r', '\ndata: b\r\rdata: c\r\n\r\n');
    expect(events.map((e) => e.data)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a value without the optional space and a field without a colon as empty', () => {
    const { events } = parse('data:tight\ndata\n\n');
    expect(events[0]!.data).toBe('tight\n');
  });

  it('ignores an id containing NUL and unknown fields', () => {
    const { events } = parse('id: 3\n\nid: 4\0x\nretry: 1000\nfoo: bar\ndata: y\n\n');
    expect(events).toEqual([{ event: 'message', data: 'y', id: '3' }]);
  });
});
