import { describe, expect, it } from 'vitest';
import type { Coupon, UpcomingInvoice } from '@/contract/billing';
import { couponDiscountedAmount, couponValue, currentCoupon } from './discount';

const coupon = (PercentOff: number | null, AmountOff: number | null) => ({ PercentOff, AmountOff });

describe('couponDiscountedAmount (spec 3 §5)', () => {
  it('takes a percent off', () => {
    expect(couponDiscountedAmount(200, coupon(25, null))).toBe(150);
    expect(couponDiscountedAmount(99.99, coupon(10, null))).toBe(89.99);
  });
  it('subtracts an amount off when there is no percent', () => {
    expect(couponDiscountedAmount(200, coupon(null, 30))).toBe(170);
  });
  it('prefers the percent when both are set', () => {
    expect(couponDiscountedAmount(200, coupon(50, 30))).toBe(100);
  });
  it('never goes below 0', () => {
    expect(couponDiscountedAmount(20, coupon(null, 30))).toBe(0);
    expect(couponDiscountedAmount(20, coupon(150, null))).toBe(0);
  });
  it('leaves the amount alone without a coupon', () => {
    expect(couponDiscountedAmount(49, null)).toBe(49);
    expect(couponDiscountedAmount(49, coupon(null, null))).toBe(49);
  });
  it('gives the value taken off', () => {
    expect(couponValue(200, coupon(25, null))).toBe(50);
    expect(couponValue(20, coupon(null, 30))).toBe(20);
  });
});

describe('currentCoupon (issue 15 item 19)', () => {
  const repeating: Coupon = { Name: 'SPRING', PercentOff: 20, AmountOff: null, Duration: 'repeating', DurationInMonths: 3, Amount: 19 };
  const upcoming = (Coupon: Coupon | null) => ({ Coupon }) as UpcomingInvoice;
  it("is the upcoming invoice's coupon, so an expired one no longer discounts", () => {
    expect(currentCoupon({ IsInternal: false, Coupon: repeating, UpcomingInvoice: upcoming(null) })).toBeNull();
    expect(currentCoupon({ IsInternal: false, Coupon: repeating, UpcomingInvoice: upcoming(repeating) })).toBe(repeating);
  });
  it("is the subscription's without an upcoming invoice, and none for internal subscriptions", () => {
    expect(currentCoupon({ IsInternal: false, Coupon: repeating, UpcomingInvoice: null })).toBe(repeating);
    expect(currentCoupon({ IsInternal: true, Coupon: repeating, UpcomingInvoice: upcoming(repeating) })).toBeNull();
  });
});
