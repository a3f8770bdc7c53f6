import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { BillingType } from '@/contract/billing';

/** English labels of the Type codes (decision 060), translated. */
export function useTypeLabel(): (type: string) => string {
  const { t } = useLingui();
  return (type) => {
    const labels: Record<BillingType, string> = {
      Trucker: t`Trucker`,
      D2dShipper: t`D2D shipper`,
      DlsShipper: t`DLS shipper`,
      RegularShipper: t`Regular shipper`,
    };
    return labels[type as BillingType] ?? type;
  };
}

/** The Subscriptions radio options by Value (decision 060): 0 all, 3 internal, 2 provider, 1 free. */
export function useSubscriptionOptionLabel(): (value: number, fallback: string) => string {
  const { t } = useLingui();
  return (value, fallback) => {
    const labels: Record<number, string> = {
      0: t`All`,
      3: t`Internal`,
      2: t`Provider`,
      1: t`Free`,
    };
    return labels[value] ?? fallback;
  };
}

/** "past_due" → "Past due"; the raw status when it is not one we know. */
function humanize(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A payment status as text; null is "Others" in the filter panel. */
export function useStatusLabel(): (status: string | null) => string {
  const { t } = useLingui();
  return useCallback(
    (status) => {
      if (status === null) return t`Others`;
      const known: Record<string, string> = {
        active: t`Active`,
        trialing: t`Trial`,
        past_due: t`Past due`,
        unpaid: t`Unpaid`,
        paused: t`Paused`,
        expired: t`Expired`,
        canceled: t`Canceled`,
      };
      return known[status.toLowerCase()] ?? humanize(status);
    },
    [t],
  );
}
