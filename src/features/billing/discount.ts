import { discountedAmount, type BillingDetails, type Coupon } from '@/contract/billing';

type CouponOff = Pick<Coupon, 'PercentOff' | 'AmountOff'>;

/**
 * The discounted amount of spec 3 §5 for a coupon as the API sends it: a percent off reduces the amount by that
 * percent, otherwise an amount off is subtracted; never below 0; cents. The rule is the contract's
 * `discountedAmount` (shared with the server); no coupon → the amount as it is.
 */
export function couponDiscountedAmount(amount: number, coupon: CouponOff | null | undefined): number {
  return discountedAmount(amount, coupon ? { percentOff: coupon.PercentOff, amountOff: coupon.AmountOff } : null);
}

/** What the coupon takes off the amount (the coupon line of pricing and the upcoming invoice). */
export const couponValue = (amount: number, coupon: CouponOff | null | undefined): number =>
  Math.round((amount - couponDiscountedAmount(amount, coupon)) * 100) / 100;

/**
 * The coupon that still takes money off: the upcoming invoice's own coupon when there is an upcoming invoice (it is
 * null once a repeating coupon has run out), else the subscription's. Internal subscriptions have none (spec 3 §2).
 */
export function currentCoupon(details: Pick<BillingDetails, 'IsInternal' | 'Coupon' | 'UpcomingInvoice'>): Coupon | null {
  if (details.IsInternal) return null;
  return details.UpcomingInvoice ? details.UpcomingInvoice.Coupon : details.Coupon;
}
