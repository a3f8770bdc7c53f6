import { describe, expect, it } from 'vitest';
import { apiDateToPicker, pickerToApiDate, withIssueDate, type BillingDates } from './due-date';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const empty: BillingDates = { issue: null, due: null, payment: null, paid: false };

describe('due date rule (spec 2 §2.14: issue date + 30 days, then editable)', () => {
  it('sets the due date 30 days after a new issue date', () => {
    expect(withIssueDate(empty, day(2025, 1, 15)).due).toEqual(day(2025, 2, 14));
  });
  it('crosses month and year ends and leap days', () => {
    expect(withIssueDate(empty, day(2025, 12, 15)).due).toEqual(day(2026, 1, 14));
    expect(withIssueDate(empty, day(2024, 2, 1)).due).toEqual(day(2024, 3, 2));
    expect(withIssueDate(empty, day(2025, 2, 1)).due).toEqual(day(2025, 3, 3));
  });
  it('replaces a due date the user had edited when the issue date changes again', () => {
    const edited = { ...withIssueDate(empty, day(2025, 1, 15)), due: day(2025, 3, 1) };
    expect(withIssueDate(edited, day(2025, 4, 1)).due).toEqual(day(2025, 5, 1));
  });
  it('keeps the due date when the issue date is cleared, and leaves the other fields alone', () => {
    const form: BillingDates = { issue: day(2025, 1, 15), due: day(2025, 2, 20), payment: day(2025, 2, 1), paid: true };
    expect(withIssueDate(form, null)).toEqual({ ...form, issue: null });
  });
});

describe('API dates and picked days', () => {
  it('shows the UTC calendar day of an API date-time', () => {
    expect(apiDateToPicker('2025-03-18T23:30:00Z')).toEqual(day(2025, 3, 18));
    expect(apiDateToPicker('2025-03-18T00:00:00')).toEqual(day(2025, 3, 18));
    expect(apiDateToPicker(null)).toBeNull();
  });
  it('sends a picked day as UTC midnight', () => {
    expect(pickerToApiDate(day(2025, 3, 8))).toBe('2025-03-08T00:00:00.000Z');
    expect(pickerToApiDate(null)).toBeNull();
  });
});
