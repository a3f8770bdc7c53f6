import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { nextTripStep, queuedStatuses, shownStatus } from './trip-steps';

const change = (seq: number, StatusCode: string, state: OutboxEntry['state'] = 'pending') =>
  ({
    seq,
    kind: 'status.change',
    loadId: 5,
    payload: { StatusCode },
    happenedAt: `2026-11-22T09:0${seq}:00Z`,
    state,
  }) as unknown as OutboxEntry;

describe('trip steps', () => {
  it('goes BK → OFP → AT → IT → AR → DL, and no further', () => {
    expect(nextTripStep('BK')).toBe('OFP');
    expect(nextTripStep('AR')).toBe('DL');
    expect(nextTripStep('DL')).toBeNull();
    expect(nextTripStep('OP')).toBeNull();
    expect(nextTripStep('CL')).toBeNull();
  });

  it('a trip recorded offline shows its last waiting step; a refused one does not count', () => {
    const queued = queuedStatuses([change(1, 'OFP'), change(2, 'AT'), { ...change(3, 'x'), kind: 'note.create' as const }]);
    expect(queued.map((q) => [q.code, q.sync])).toEqual([
      ['OFP', 'waiting'],
      ['AT', 'waiting'],
    ]);
    expect(shownStatus('BK', queued)).toBe('AT');
    expect(shownStatus('BK', queuedStatuses([change(1, 'OFP', 'conflict')]))).toBe('BK');
    expect(shownStatus('IT', [])).toBe('IT');
  });
});
