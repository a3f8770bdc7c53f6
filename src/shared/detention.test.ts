import { describe, expect, it } from 'vitest';
import {
  chooseTimes,
  DEFAULT_FREE_MINUTES,
  DEFAULT_RATE_PER_HOUR,
  detention,
  formatDetentionMinutes,
  geofenceTimes,
  sourcesDisagree,
} from './detention';

const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00Z`);
const base = { appointmentStart: null, freeMinutes: DEFAULT_FREE_MINUTES, ratePerHour: DEFAULT_RATE_PER_HOUR, now: at('23:00') };

describe('detention', () => {
  it('bills nothing within the free time', () => {
    expect(detention({ ...base, arrivedAt: at('08:00'), departedAt: at('10:00') })).toEqual({
      waitedMinutes: 120,
      billableMinutes: 0,
      amount: 0,
      running: false,
    });
  });

  it('bills the time past free time at the rate: 2 h 45 min waited is 0:45 and $37.50', () => {
    const d = detention({ ...base, arrivedAt: at('08:00'), departedAt: at('10:45') });
    expect(d.billableMinutes).toBe(45);
    expect(d.amount).toBe(37.5);
  });

  it('counts only completed 15-minute steps', () => {
    expect(detention({ ...base, arrivedAt: at('08:00'), departedAt: at('10:14') }).billableMinutes).toBe(0);
    expect(detention({ ...base, arrivedAt: at('08:00'), departedAt: at('10:15') }).billableMinutes).toBe(15);
    expect(detention({ ...base, arrivedAt: at('08:00'), departedAt: at('10:29') }).billableMinutes).toBe(15);
    expect(detention({ ...base, arrivedAt: at('08:00'), departedAt: at('10:30') }).amount).toBe(25);
  });

  it('starts free time at the appointment when the truck arrived early', () => {
    const d = detention({ ...base, arrivedAt: at('07:00'), appointmentStart: at('09:00'), departedAt: at('11:30') });
    expect(d.waitedMinutes).toBe(150);
    expect(d.billableMinutes).toBe(30);
  });

  it('starts free time at arrival when the truck came after the appointment', () => {
    const d = detention({ ...base, arrivedAt: at('10:00'), appointmentStart: at('09:00'), departedAt: at('12:30') });
    expect(d.billableMinutes).toBe(30);
  });

  it('runs up to now for a stop with no departure yet', () => {
    const d = detention({ ...base, arrivedAt: at('08:00'), departedAt: null, now: at('11:05') });
    expect(d).toEqual({ waitedMinutes: 185, billableMinutes: 60, amount: 50, running: true });
  });

  it('uses the load’s own free time and rate', () => {
    const d = detention({ ...base, freeMinutes: 60, ratePerHour: 75, arrivedAt: at('08:00'), departedAt: at('09:40') });
    expect(d.billableMinutes).toBe(30);
    expect(d.amount).toBe(37.5);
  });

  it('rounds odd rates to cents', () => {
    expect(detention({ ...base, ratePerHour: 47.99, arrivedAt: at('08:00'), departedAt: at('10:15') }).amount).toBe(12);
  });

  it('bills nothing without an arrival, or when departure precedes the appointment', () => {
    expect(detention({ ...base, arrivedAt: null, departedAt: null }).amount).toBe(0);
    const early = detention({ ...base, arrivedAt: at('06:00'), appointmentStart: at('12:00'), departedAt: at('09:00') });
    expect(early).toMatchObject({ waitedMinutes: 0, billableMinutes: 0, amount: 0 });
  });
});

describe('choosing between the status taps and the geofence', () => {
  const taps = { arrivedAt: at('10:00'), departedAt: at('12:00') };
  const fence = { arrivedAt: at('08:30'), departedAt: at('12:05') };

  it('finds sources more than one step apart disagreeing, and close ones agreeing', () => {
    expect(sourcesDisagree(taps, fence)).toBe(true);
    expect(sourcesDisagree(taps, { arrivedAt: at('09:50'), departedAt: at('12:10') })).toBe(false);
    expect(sourcesDisagree(taps, { arrivedAt: at('10:00'), departedAt: null })).toBe(true);
    expect(sourcesDisagree({ arrivedAt: null, departedAt: null }, fence)).toBe(false);
  });

  it('keeps the taps until the trucker accepts the geofence’s times', () => {
    expect(chooseTimes(taps, fence, false)).toEqual({ ...taps, source: 'StatusTaps', disagree: true });
    expect(chooseTimes(taps, fence, true)).toEqual({ ...fence, source: 'Geofence', disagree: true });
  });

  it('uses the only source there is', () => {
    const none = { arrivedAt: null, departedAt: null };
    expect(chooseTimes(none, fence, false).source).toBe('Geofence');
    expect(chooseTimes(taps, none, false).source).toBe('StatusTaps');
    expect(chooseTimes(none, none, false).source).toBe('None');
  });

  it('bills differently by source: the geofence saw 1.5 h more waiting', () => {
    const bill = (t: { arrivedAt: Date | null; departedAt: Date | null }) => detention({ ...base, ...t }).billableMinutes;
    expect(bill(taps)).toBe(0);
    expect(bill(fence)).toBe(90);
  });
});

describe('geofence times', () => {
  const p = (hhmm: string, inside: boolean) => ({ at: at(hhmm), inside });

  it('takes the first run inside: arrival at its first point, departure at the next point outside', () => {
    const points = [p('07:50', false), p('08:00', true), p('09:00', true), p('10:00', true), p('10:10', false), p('11:00', true)];
    expect(geofenceTimes(points)).toEqual({ arrivedAt: at('08:00'), departedAt: at('10:10'), positionsInside: 3 });
  });

  it('has no departure while the last point is inside, and nothing without a point inside', () => {
    expect(geofenceTimes([p('08:00', false), p('08:30', true)])).toEqual({ arrivedAt: at('08:30'), departedAt: null, positionsInside: 1 });
    expect(geofenceTimes([p('08:00', false)])).toEqual({ arrivedAt: null, departedAt: null, positionsInside: 0 });
  });
});

it('writes minutes as h:mm', () => {
  expect(formatDetentionMinutes(45)).toBe('0:45');
  expect(formatDetentionMinutes(135)).toBe('2:15');
  expect(formatDetentionMinutes(-5)).toBe('0:00');
});
