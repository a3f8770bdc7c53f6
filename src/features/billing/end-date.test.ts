import { describe, expect, it } from 'vitest';
import { subscriptionEndDate } from './end-date';

describe('subscriptionEndDate (spec 3 §5: months when the recurrence divides by 30, else days)', () => {
  it('adds one month for 30 days', () => {
    expect(subscriptionEndDate('2026-01-15', 30)).toBe('2026-02-15');
    expect(subscriptionEndDate('2026-02-01', 30)).toBe('2026-03-01'); // 28 days later, not 30
  });
  it('adds two months for 60 days', () => {
    expect(subscriptionEndDate('2026-01-15', 60)).toBe('2026-03-15');
  });
  it('adds 365 days for 365 (not divisible by 30)', () => {
    expect(subscriptionEndDate('2026-03-01', 365)).toBe('2027-03-01');
    expect(subscriptionEndDate('2027-03-01', 365)).toBe('2028-02-29'); // a leap year in between
  });
  it('adds 45 days for 45', () => {
    expect(subscriptionEndDate('2026-01-15', 45)).toBe('2026-03-01');
  });
  it('keeps the last day of a shorter month', () => {
    expect(subscriptionEndDate('2026-01-31', 30)).toBe('2026-02-28');
    expect(subscriptionEndDate('2028-01-31', 30)).toBe('2028-02-29');
    expect(subscriptionEndDate('2026-12-31', 360)).toBe('2027-12-31');
  });
  it('gives an empty date for an unreadable start or recurrence', () => {
    expect(subscriptionEndDate('', 30)).toBe('');
    expect(subscriptionEndDate('2026-02-30', 30)).toBe('');
    expect(subscriptionEndDate('2026-01-15', 0)).toBe('');
  });
});
