import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatThread } from '@/contract/shipment';
import { addMessages, lastMessageId, markedRead, readMarkToSend, sendableBody, stillPending } from './chat-thread';
import { conversationTime, loadHref, preview, sortConversations } from './conversations-view';

const message = (Id: number, IsMine = false): ChatMessage => ({
  Id,
  ShipmentId: 5,
  UserId: IsMine ? 1 : 2,
  Nickname: IsMine ? 'Me' : 'Them',
  PhotoUrl: null,
  Role: IsMine ? 'Shipper' : 'Trucker',
  Body: `m${Id}`,
  Created: `2026-01-01T10:00:${String(Id).padStart(2, '0')}Z`,
  IsMine,
});
const thread = (ids: number[], LastReadId = 0, Unread = 0): ChatThread => ({
  ShipmentId: 5,
  Code: 'HB-5',
  Messages: ids.map((id) => message(id)),
  Unread,
  LastReadId,
});

describe('chat thread (decision 047)', () => {
  it('adds streamed messages once each, oldest first, even when the send answer and the stream both bring one', () => {
    const next = addMessages(thread([1, 3]), [message(4, true), message(2), message(4, true)]);
    expect(next.Messages.map((m) => m.Id)).toEqual([1, 2, 3, 4]);
    expect(addMessages(next, [message(4, true)]).Messages).toHaveLength(4);
  });

  it('a message being sent shows once: it leaves the pending list when the stream brings it before the send answers', () => {
    const sent = { ...message(7, true), Body: 'On my way' };
    const pending = [
      { key: 'a', Body: 'On my way', Created: sent.Created, failed: false, afterId: 6 },
      { key: 'b', Body: 'On my way', Created: sent.Created, failed: false, afterId: 6 },
    ];
    // the same text sent twice: only one has arrived
    expect(stillPending({ ...thread([5, 6]), Messages: [...thread([5, 6]).Messages, sent] }, pending).map((p) => p.key)).toEqual(['b']);
    // an older message with the same text is not the one being sent
    expect(stillPending({ ...thread([5]), Messages: [{ ...message(5, true), Body: 'On my way' }] }, pending)).toHaveLength(2);
  });

  it('counts new messages of others as unread, not own ones nor repeats', () => {
    const next = addMessages(thread([1], 1, 0), [message(2), message(3, true)]);
    expect(next.Unread).toBe(1);
    expect(addMessages(next, [message(2)]).Unread).toBe(1);
  });

  it('resumes after the newest message', () => {
    expect(lastMessageId(thread([1, 7]))).toBe(7);
    expect(lastMessageId(thread([]))).toBe(0);
    expect(lastMessageId(undefined)).toBe(0);
  });

  it('marks read up to the newest message once, and not when everything is read', () => {
    expect(readMarkToSend(thread([1, 2], 0), 0)).toBe(2);
    expect(readMarkToSend(thread([1, 2], 0), 2)).toBeNull();
    expect(readMarkToSend(thread([1, 2], 2), 0)).toBeNull();
    expect(readMarkToSend(thread([]), 0)).toBeNull();
    expect(markedRead(thread([1, 2], 0, 2), 2)).toMatchObject({ LastReadId: 2, Unread: 0 });
  });

  it('sends a trimmed body of 1 to 2000 characters', () => {
    expect(sendableBody('  hi \n')).toBe('hi');
    expect(sendableBody(' \n ')).toBeNull();
    expect(sendableBody('x'.repeat(2000))).toHaveLength(2000);
    expect(sendableBody('x'.repeat(2001))).toBeNull();
  });
});

describe('conversations (/Messages)', () => {
  const conversation = (ShipmentId: number, created: string | null, StatusCode = 'BK' as const) => ({
    ShipmentId,
    Code: `HB-${ShipmentId}`,
    StatusCode,
    Counterpart: 'X',
    LastMessage: created ? { Body: 'b', Created: created, Nickname: 'n', IsMine: false } : null,
    Unread: 0,
  });

  it('puts the newest message first and conversations without messages last', () => {
    const sorted = sortConversations([
      conversation(1, '2026-01-01T10:00:00Z'),
      conversation(2, null),
      conversation(3, '2026-01-02T10:00:00Z'),
      conversation(4, null),
    ]);
    expect(sorted.map((c) => c.ShipmentId)).toEqual([3, 1, 4, 2]);
  });

  it('shows the time of today’s messages and the date of older ones', () => {
    const now = new Date('2026-01-02T18:00:00Z');
    expect(conversationTime('2026-01-02T09:05:00Z', now)).toBe('09:05 AM');
    expect(conversationTime('2026-01-01T09:05:00Z', now)).toBe('01/01/2026');
    expect(conversationTime(null, now)).toBe('');
  });

  it('opens a draft on its details page and other loads on the tracking page', () => {
    expect(loadHref({ ShipmentId: 9, StatusCode: 'DF' })).toBe('/shipper/Loads/9/detail');
    expect(loadHref({ ShipmentId: 9, StatusCode: 'IT' })).toBe('/trackload/9/details');
  });

  it('previews one line of the last message', () => {
    expect(preview('hello\n\n  there')).toBe('hello there');
    expect(preview('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
