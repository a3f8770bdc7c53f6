import type { UserDb } from './user-db';

/**
 * The device's wall clock and a monotonic one (issue 13 item 6). `performance.timeOrigin + performance.now()` starts
 * at the wall clock when the page started and then only counts elapsed time: a clock correction (a phone that was
 * 3 h fast setting itself right when the signal returns) moves `Date.now()` but not it.
 */
export type DeviceClock = { wall: () => number; monotonic: () => number };

export const browserClock: DeviceClock = { wall: () => Date.now(), monotonic: () => performance.timeOrigin + performance.now() };

/** Wall and monotonic clocks drift apart by a few ms over hours; a change of their gap beyond this is a jump. */
export const CLOCK_JUMP_MS = 2_000;

/** A detected jump of the wall clock: how far it moved (negative: set back) and when (on the corrected clock). */
export type ClockJump = { deltaMs: number; at: string };

/**
 * Watches the gap between the two clocks while the app runs; `check()` reports a jump once and takes the new gap as
 * the reference. Call it before anything reads the wall clock for queued work (a replay) and on a timer.
 */
export function watchClock(onJump: (jump: ClockJump) => void, clock: DeviceClock = browserClock): { check: () => ClockJump | null } {
  let gap = clock.wall() - clock.monotonic();
  return {
    check: () => {
      const now = clock.wall() - clock.monotonic();
      const deltaMs = now - gap;
      if (Math.abs(deltaMs) < CLOCK_JUMP_MS) return null;
      gap = now;
      const jump = { deltaMs, at: new Date(clock.wall()).toISOString() };
      onJump(jump);
      return jump;
    },
  };
}

/**
 * Moves the event times of the changes still on this device onto the corrected clock, so that the server's two-clock
 * correction (`Created` against `X-Device-Time`, decision 070) measures the true elapsed time. Only a clock set back
 * is applied: the monotonic clock stops while the device sleeps, so a forward gap may be sleep, not a correction
 * (decision 074). Each entry records the shift it received (`clockShiftMs`).
 */
export async function applyClockJump(db: UserDb, jump: ClockJump): Promise<number> {
  if (jump.deltaMs >= 0) return 0;
  // An entry already sent keeps the body its Idempotency-Key was first sent with (the server answers a changed body
  // with 422, decision 175): its first send may have committed, and its retry must replay that answer.
  return db.outbox.toCollection().modify((entry) => {
    if (entry.tried) return;
    entry.happenedAt = new Date(Date.parse(entry.happenedAt) + jump.deltaMs).toISOString();
    entry.clockShiftMs = (entry.clockShiftMs ?? 0) + jump.deltaMs;
  });
}
