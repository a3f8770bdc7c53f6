import { describe, expect, it } from 'vitest';
import { dateTimeToApi, dayToApi, toFormDateTime, toFormDay } from './form-dates';

describe('form dates', () => {
  it('reads API dates as UTC days and date-times', () => {
    expect(toFormDay('2026-03-18T00:00:00.000Z')).toBe('2026-03-18');
    expect(toFormDay('2026-03-18T23:30:00')).toBe('2026-03-18');
    expect(toFormDay(null)).toBe('');
    expect(toFormDay('nonsense')).toBe('');
    expect(toFormDateTime('2026-03-18T14:05:00.000Z')).toBe('2026-03-18T14:05');
    expect(toFormDateTime('2026-03-18T14:05:00')).toBe('2026-03-18T14:05');
    expect(toFormDateTime(undefined)).toBe('');
  });

  it('writes them back as ISO UTC', () => {
    expect(dayToApi('2026-03-18')).toBe('2026-03-18T00:00:00.000Z');
    expect(dayToApi('')).toBeNull();
    expect(dateTimeToApi('2026-03-18T14:05')).toBe('2026-03-18T14:05:00.000Z');
    expect(dateTimeToApi('')).toBeNull();
  });
});
