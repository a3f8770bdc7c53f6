import { describe, expect, it } from 'vitest';
import { formatAppointment, formatCalendarDay, formatZonedDateTime, fromWallClock, isKnownZone, toWallClock, zoneName } from './zoned';

const en = (timeZone?: string | null) => ({ locale: 'en-US', timeZone });

describe('an appointment is a wall clock at its facility (decision 160)', () => {
  it('reads the same wall clock, with the facility zone named, whatever the viewer zone', () => {
    const stored = fromWallClock('2026-11-28T10:00', 'America/Chicago');
    expect(stored).toBe('2026-11-28T16:00:00.000Z');
    // nothing here depends on the runtime's own zone: the facility's is given
    expect(formatZonedDateTime(stored, en('America/Chicago'))).toBe('11/28/2026 10:00 AM CST');
    expect(toWallClock(stored, 'America/Chicago')).toBe('2026-11-28T10:00');
  });

  it('names summer time and another facility', () => {
    expect(formatZonedDateTime(fromWallClock('2026-07-01T08:30', 'America/Chicago'), en('America/Chicago'))).toBe(
      '07/01/2026 08:30 AM CDT',
    );
    expect(formatZonedDateTime(fromWallClock('2026-07-01T08:30', 'America/Los_Angeles'), en('America/Los_Angeles'))).toBe(
      '07/01/2026 08:30 AM PDT',
    );
    expect(fromWallClock('2026-07-01T08:30', 'Asia/Tokyo')).toBe('2026-06-30T23:30:00.000Z');
  });

  it('shows a window once with its zone, and both days when it spans midnight', () => {
    const from = fromWallClock('2026-11-28T10:00', 'America/Chicago');
    expect(formatAppointment(from, fromWallClock('2026-11-28T12:00', 'America/Chicago'), en('America/Chicago'))).toBe(
      '11/28/2026 10:00 AM – 12:00 PM CST',
    );
    expect(
      formatAppointment(
        fromWallClock('2026-11-28T22:00', 'America/Chicago'),
        fromWallClock('2026-11-29T02:00', 'America/Chicago'),
        en('America/Chicago'),
      ),
    ).toBe('11/28/2026 10:00 PM – 11/29/2026 02:00 AM CST');
    expect(formatAppointment(from, null, en('America/Chicago'))).toBe('11/28/2026 10:00 AM CST');
    expect(formatAppointment(null, null, en('America/Chicago'))).toBe('');
  });

  it('names the zone when the window crosses a change of clocks', () => {
    const from = fromWallClock('2026-11-01T00:30', 'America/Chicago');
    const to = fromWallClock('2026-11-01T03:00', 'America/Chicago');
    expect(formatAppointment(from, to, en('America/Chicago'))).toBe('11/01/2026 12:30 AM CDT – 03:00 AM CST');
  });

  it('moves a wall clock skipped by spring-forward past the gap, and takes the first of a repeated one', () => {
    expect(toWallClock(fromWallClock('2026-03-08T02:30', 'America/Chicago'), 'America/Chicago')).toBe('2026-03-08T03:30');
    expect(fromWallClock('2026-11-01T01:30', 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
  });

  it('formats in the reader language', () => {
    const stored = fromWallClock('2026-11-28T10:00', 'America/Chicago');
    expect(formatZonedDateTime(stored, { locale: 'fr-FR', timeZone: 'America/Chicago' })).toBe('28/11/2026 10:00 UTC−6');
    expect(formatZonedDateTime(stored, { locale: 'de-DE', timeZone: 'America/Chicago' })).toMatch(/^28\.11\.2026 10:00 /);
  });

  it('refuses malformed wall clocks and unknown zones fall back to the runtime zone', () => {
    expect(fromWallClock('', 'America/Chicago')).toBeNull();
    expect(fromWallClock('2026-11-28 10:00', 'America/Chicago')).toBeNull();
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone('Asia/Tokyo')).toBe(true);
    expect(toWallClock('2026-11-28T16:00:00Z', 'Mars/Olympus')).toBe(toWallClock('2026-11-28T16:00:00Z', null));
  });
});

describe('an event is an instant shown in the viewer zone, named', () => {
  it('shows one instant as each viewer reads it', () => {
    const tap = '2026-11-28T16:05:00Z';
    expect(formatZonedDateTime(tap, en('America/Chicago'))).toBe('11/28/2026 10:05 AM CST');
    expect(formatZonedDateTime(tap, en('Asia/Tokyo'))).toBe('11/29/2026 01:05 AM GMT+9');
    expect(zoneName(tap, en('UTC'))).toBe('UTC');
  });
});

describe('a calendar day never shifts', () => {
  it('reads UTC midnight as the same day in every zone', () => {
    expect(formatCalendarDay('2026-11-28T00:00:00.000Z', 'en-US')).toBe('11/28/2026');
    expect(formatCalendarDay('2026-11-28', 'en-US')).toBe('11/28/2026');
    expect(formatCalendarDay('2026-11-28T00:00:00.000Z', 'ja-JP')).toBe('2026/11/28');
    expect(formatCalendarDay(null, 'en-US')).toBe('');
  });
});
