import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-math';

describe('bill fees (spec 2 §2.14: fee = Percentage × TotalPrice, total = TotalPrice − Σ fees)', () => {
  it('deducts each fee as its percentage of the total price', () => {
    const result = billTotals(2500, [
      { Name: 'Quick pay fee', Percentage: 3 },
      { Name: 'Platform fee', Percentage: 1.5 },
    ]);
    expect(result.fees.map((f) => f.Amount)).toEqual([75, 37.5]);
    expect(result.totalFees).toBe(112.5);
    expect(result.total).toBe(2387.5);
  });
  it('is the total price when there are no fees', () => {
    expect(billTotals(1234.56, [])).toEqual({ fees: [], totalFees: 0, total: 1234.56 });
  });
  it('rounds each fee to cents', () => {
    const result = billTotals(999.99, [{ Name: 'Fee', Percentage: 2.5 }]);
    expect(result.fees[0].Amount).toBe(25);
    expect(result.total).toBe(974.99);
  });
});
