import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyClockJump, watchClock, type ClockJump, type DeviceClock } from './device-clock';
import { enqueue, listOutbox } from './outbox';
import { buildRequest } from './requests';
import { UserDb } from './user-db';
import { changeTimes } from '../../../server/http/device-time';

const HOUR = 3_600_000;
let db: UserDb;
beforeEach(() => {
  db = new UserDb(`clock-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

/** A device whose wall clock can be set while the monotonic one only runs. */
function fakeDevice(wallAt: number) {
  let elapsed = 0;
  let offset = 0;
  const clock: DeviceClock = { wall: () => wallAt + elapsed + offset, monotonic: () => wallAt + elapsed };
  return { clock, run: (ms: number) => (elapsed += ms), setWall: (ms: number) => (offset += ms) };
}

describe('the device clock while the app runs (issue 13 item 6)', () => {
  it('reports a jump once, not the small drift of the two clocks', () => {
    const device = fakeDevice(Date.parse('2026-11-25T15:00:00Z'));
    const jumps: ClockJump[] = [];
    const watch = watchClock((jump) => jumps.push(jump), device.clock);
    device.run(60_000);
    device.setWall(500);
    expect(watch.check()).toBeNull();
    device.setWall(-3 * HOUR);
    expect(watch.check()?.deltaMs).toBe(-3 * HOUR + 500);
    expect(watch.check()).toBeNull();
    expect(jumps).toHaveLength(1);
  });

  it('keeps the true event times of changes queued on a clock 3 h fast and corrected before reconnecting', async () => {
    const trueStart = Date.parse('2026-11-25T15:00:00Z');
    const device = fakeDevice(trueStart + 3 * HOUR); // the phone is 3 h fast
    const watch = watchClock(() => undefined, device.clock);
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'IT' } }, new Date(device.clock.wall()));
    device.run(20 * 60_000);
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'AR' } }, new Date(device.clock.wall()));
    device.run(10 * 60_000);
    device.setWall(-3 * HOUR); // the signal returns and the phone sets its clock right
    const jump = watch.check()!;
    await applyClockJump(db, jump);

    const sentAt = new Date(device.clock.wall());
    const received = new Date(trueStart + 30 * 60_000 + 400);
    const happened = (await listOutbox(db)).map((entry) => {
      const request = buildRequest(entry, () => undefined, sentAt);
      return changeTimes(
        (request.body as { Created: string }).Created,
        request.headers['X-Device-Time'],
        received,
      ).happenedAt.toISOString();
    });
    // both keep their own time (not the receipt time), within the 400 ms the request took
    expect(happened).toEqual([new Date(trueStart + 400).toISOString(), new Date(trueStart + 20 * 60_000 + 400).toISOString()]);
    expect((await listOutbox(db)).map((entry) => entry.clockShiftMs)).toEqual([-3 * HOUR, -3 * HOUR]);
  });

  it('does not move event times for a forward gap, which may be the device sleeping', async () => {
    await enqueue(db, { loadId: 1, kind: 'status.change', target: '1', payload: { StatusCode: 'IT' } }, new Date('2026-11-25T15:00:00Z'));
    expect(await applyClockJump(db, { deltaMs: 2 * HOUR, at: '2026-11-25T17:00:00Z' })).toBe(0);
    expect((await listOutbox(db))[0]!.happenedAt).toBe('2026-11-25T15:00:00.000Z');
  });
});
