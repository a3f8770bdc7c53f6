import { describe, expect, it } from 'vitest';
import { subscriptionEndDate } from './end-date';

describe('subscriptionEndDate (spec 3 §5: months when the recurrence divides by 30, else days)', () => {
  // what the case shows, the start, the recurrence in days, the end
  it.each([
    ['one month for 30 days', '2026-01-15', 30, '2026-02-15'],
    ['one month for 30 days, 28 days later in February, not 30', '2026-02-01', 30, '2026-03-01'],
    ['two months for 60 days', '2026-01-15', 60, '2026-03-15'],
    ['365 days for 365 (not divisible by 30)', '2026-03-01', 365, '2027-03-01'],
    ['365 days for 365 with a leap year in between', '2027-03-01', 365, '2028-02-29'],
    ['45 days for 45', '2026-01-15', 45, '2026-03-01'],
    ['a month that ends on the last day of a shorter month', '2026-01-31', 30, '2026-02-28'],
    ['a month that ends on the leap day', '2028-01-31', 30, '2028-02-29'],
    ['twelve months from the last day of the year', '2026-12-31', 360, '2027-12-31'],
  ] as const)('adds %s', (_case, start, days, end) => {
    expect(subscriptionEndDate(start, days)).toBe(end);
  });

  it('gives an empty date for an unreadable start or recurrence', () => {
    expect(subscriptionEndDate('', 30)).toBe('');
    expect(subscriptionEndDate('2026-02-30', 30)).toBe('');
    expect(subscriptionEndDate('2026-01-15', 0)).toBe('');
  });
});
