import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, calendarDaysBetween, isCalendarDay, laterDay, utcCalendarDay } from './calendar';

describe('calendar days (date-fns on YYYY-MM-DD)', () => {
  // Across month, year and leap-day ends; the last two across a daylight-saving change, which moves nothing.
  it.each([
    ['2025-12-15', 30, '2026-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-24', 2, '2026-10-26'],
  ])('adds to %s %i days: %s', (day, days, sum) => {
    expect(addCalendarDays(day, days)).toBe(sum);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
  ])('adds to %s %i months, clamped to the last day of the month: %s', (day, months, sum) => {
    expect(addCalendarMonths(day, months)).toBe(sum);
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
