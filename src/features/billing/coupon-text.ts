import { useLingui } from '@lingui/react/macro';
import type { Coupon } from '@/contract/billing';
import { formatMoney } from '@/lib/format/money';

/** "25% off" / "$10.00 off", then how long: once, forever, or for N months (spec 3 §2 discount line). */
export function useCouponText(): (coupon: Coupon) => { value: string; duration: string } {
  const { t } = useLingui();
  return (coupon) => {
    const value = coupon.PercentOff ? t`${coupon.PercentOff}% off` : t`$${formatMoney(coupon.AmountOff ?? 0)} off`;
    const months = coupon.DurationInMonths ?? 0;
    const duration = coupon.Duration === 'once' ? t`once` : coupon.Duration === 'forever' ? t`forever` : t`repeating for ${months} months`;
    return { value, duration };
  };
}
