import { describe, expect, it } from 'vitest';
import { dayPattern, formatDate, formatDateTime, formatTime } from '@/shared/format/date';
import { formatDuration, formatDurationBetween } from './duration';
import { formatMoney } from './money';
import { formatPhone } from './phone';

describe('formatMoney (2 decimals, thousands commas)', () => {
  it.each([
    [1234567.8, '1,234,567.80'],
    [0, '0.00'],
    [12.345, '12.35'],
    ['2500', '2,500.00'],
    [-1500.5, '-1,500.50'],
  ])('%s → %s', (input, expected) => expect(formatMoney(input)).toBe(expected));

  it('leaves empty and non-numeric values blank', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe("formatDate / formatDateTime (one format per language, the reader's time zone)", () => {
  const utc = { timeZone: 'UTC' };
  it('formats the build date of the footer', () => expect(formatDate('2025-03-18')).toBe('03/18/2025'));
  it('reads a zone-less ISO date-time as UTC', () => expect(formatDateTime('2025-03-18T14:05:00', utc)).toBe('03/18/2025 02:05 PM'));
  it("converts an offset to the reader's zone", () => expect(formatDateTime('2025-03-18T23:30:00-05:00', utc)).toBe('03/19/2025 04:30 AM'));
  it('shows midnight and noon as 12', () => {
    expect(formatDateTime('2025-01-02T00:07:00Z', utc)).toBe('01/02/2025 12:07 AM');
    expect(formatDateTime('2025-01-02T12:00:00Z', utc)).toBe('01/02/2025 12:00 PM');
  });
  it("shows times on the reader's clock, naming the zone where asked", () => {
    const chicago = { timeZone: 'America/Chicago' };
    expect(formatDateTime('2025-03-18T14:05:00Z', chicago)).toBe('03/18/2025 09:05 AM');
    expect(formatDateTime('2025-03-18T14:05:00Z', { ...chicago, withZone: true })).toBe('03/18/2025 09:05 AM CDT');
    expect(formatTime('2025-03-18T14:05:00Z', { ...chicago, withZone: true })).toBe('09:05 AM CDT');
    // an instant late in the UTC evening is still the 18th in Chicago
    expect(formatDate('2025-03-19T03:00:00Z', chicago)).toBe('03/18/2025');
  });
  it('keeps a calendar day (UTC midnight) the same day in every zone', () => {
    expect(formatDate('2025-03-18T00:00:00.000Z', { timeZone: 'America/Los_Angeles' })).toBe('03/18/2025');
    expect(formatDate('2025-03-18T00:00:00.000Z', { timeZone: 'Asia/Tokyo' })).toBe('03/18/2025');
  });
  it('uses one format per language', () => {
    expect(formatDate('2025-03-18', { language: 'fr' })).toBe('18/03/2025');
    expect(formatDate('2025-03-18', { language: 'de' })).toBe('18.03.2025');
    expect(formatDate('2025-03-18', { language: 'ja' })).toBe('2025/03/18');
    expect(formatDateTime('2025-03-18T14:05:00Z', { language: 'fr', ...utc })).toBe('18/03/2025 14:05');
    expect(dayPattern('en')).toBe('MM/DD/YYYY');
    expect(dayPattern('de')).toBe('DD.MM.YYYY');
    expect(dayPattern('zh')).toBe('YYYY/MM/DD');
  });
  it('accepts Date objects and leaves bad input blank', () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 59)), utc)).toBe('12/31/2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDuration (days hours minutes)', () => {
  it.each([
    [1563, '1d 2h 3m'],
    [59, '59m'],
    [60, '1h'],
    [1440, '1d'],
    [2 * 1440 + 5, '2d 5m'],
    [0, '0m'],
    [-90, '-1h 30m'],
  ])('%s minutes → %s', (input, expected) => expect(formatDuration(input)).toBe(expected));

  it('measures between two instants', () => expect(formatDurationBetween('2025-03-18T08:00:00Z', '2025-03-19T10:03:00Z')).toBe('1d 2h 3m'));
});

describe('formatPhone (spec 1 §5)', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['+1 555 123 4567', '+1 (555) 123-4567'],
    ['123456789012', '123-456-789-012'],
    ['25551234567', '25551234567'],
    ['12345', '12345'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(formatPhone(input)).toBe(expected));
});
