import { describe, expect, it } from 'vitest';
import type { BillingDetails, Coupon, UpcomingInvoice } from '@/contract/billing';
import { isCanceled, nextInvoiceAmount } from './details-summary';

const coupon: Coupon = { Name: 'WELCOME20', PercentOff: 20, AmountOff: null, Duration: 'repeating', DurationInMonths: 3, Amount: 27 };
const upcoming = (withCoupon: Coupon | null): UpcomingInvoice => ({
  StartDate: '2027-02-18',
  Description: 'Quarterly',
  Quantity: 1,
  UnitPrice: 135,
  Subtotal: 135,
  Coupon: withCoupon,
  Discount: 0,
  Total: 135,
  AmountDue: 135,
  Amount: 135,
});
const details = (patch: Partial<BillingDetails>) =>
  ({ IsInternal: false, Coupon: coupon, UpcomingInvoice: upcoming(coupon), PaymentStatus: 'active', ...patch }) as BillingDetails;

describe('Next Invoice (spec 3 §2)', () => {
  it('is discounted by the upcoming coupon for non-internal subscriptions', () => {
    expect(nextInvoiceAmount(details({}))).toBe(108);
  });
  it('is the plain price for internal subscriptions and once the coupon has run out', () => {
    expect(nextInvoiceAmount(details({ IsInternal: true }))).toBe(135);
    expect(nextInvoiceAmount(details({ UpcomingInvoice: upcoming(null) }))).toBe(135);
  });
  it('is nothing without an upcoming invoice; canceled is recognised in any case', () => {
    expect(nextInvoiceAmount(details({ UpcomingInvoice: null }))).toBeNull();
    expect(isCanceled({ PaymentStatus: 'Canceled' })).toBe(true);
    expect(isCanceled({ PaymentStatus: null })).toBe(false);
  });
});
