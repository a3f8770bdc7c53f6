import { describe, expect, it } from 'vitest';
import { changeTimes, MAX_QUEUED_MS } from './device-time';

const received = new Date('2026-11-22T11:40:00Z');

describe('changeTimes (two clocks)', () => {
  it('a status recorded offline at 09:12 and synced at 11:40 by a correct clock happened at 09:12', () => {
    expect(changeTimes('2026-11-22T09:12:00Z', '2026-11-22T11:40:00Z', received)).toEqual({
      happenedAt: new Date('2026-11-22T09:12:00Z'),
      receivedAt: received,
    });
  });

  it('removes the measured clock error of the device', () => {
    // the tablet runs 2 h behind: it thinks it sends at 09:40, and recorded the change at 07:12 on its own clock
    expect(changeTimes('2026-11-22T07:12:00Z', '2026-11-22T09:40:00Z', received).happenedAt).toEqual(new Date('2026-11-22T09:12:00Z'));
  });

  it('never dates a change after its receipt, nor further back than an entry can wait', () => {
    expect(changeTimes('2026-11-22T12:00:00Z', '2026-11-22T11:40:00Z', received).happenedAt).toEqual(received);
    expect(changeTimes('2020-01-01T00:00:00Z', '2026-11-22T11:40:00Z', received).happenedAt).toEqual(
      new Date(received.getTime() - MAX_QUEUED_MS),
    );
  });

  it('without the device clock the error cannot be measured: the change happened on receipt', () => {
    expect(changeTimes('2026-11-22T09:12:00Z', undefined, received).happenedAt).toEqual(received);
    expect(changeTimes('2026-11-22T09:12:00Z', 'not a date', received).happenedAt).toEqual(received);
    expect(changeTimes(undefined, '2026-11-22T11:40:00Z', received).happenedAt).toEqual(received);
  });
});
