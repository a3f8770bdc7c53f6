import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, calendarDaysBetween, isCalendarDay, laterDay, utcCalendarDay } from './calendar';

describe('calendar days (date-fns on YYYY-MM-DD)', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addCalendarDays('2025-12-15', 30)).toBe('2026-01-14');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    // a daylight-saving change in any zone moves nothing
    expect(addCalendarDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addCalendarDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('adds months clamped to the last day of the month', () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('counts calendar days between two days, and reads only real days', () => {
    expect(calendarDaysBetween('2026-06-10', '2026-06-13')).toBe(3);
    expect(calendarDaysBetween('2026-06-13', '2026-06-10')).toBe(-3);
    expect(calendarDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(isCalendarDay('2025-02-31')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(() => addCalendarDays('2025-02-31', 1)).toThrow(RangeError);
  });

  it('takes the UTC day of an instant, and the later of two days', () => {
    expect(utcCalendarDay(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
    expect(laterDay('2026-09-16', '2026-11-25')).toBe('2026-11-25');
  });
});
