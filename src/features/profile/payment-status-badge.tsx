import { Badge } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { humanizeStatus, paymentStatusColor, STATUS_SHADE } from './payment-status';

type PaymentStatusBadgeProps = { status: string | null; size?: MantineSize };

/** The payment status, green when active and red otherwise (spec 3 §4); known provider statuses are translated. */
export function PaymentStatusBadge({ status, size = 'md' }: PaymentStatusBadgeProps) {
  const { t } = useLingui();
  const known: Record<string, string> = {
    active: t`Active`,
    canceled: t`Canceled`,
    cancelled: t`Canceled`,
    past_due: t`Past due`,
    unpaid: t`Unpaid`,
    trialing: t`Trial`,
    paused: t`Paused`,
    incomplete: t`Incomplete`,
    inactive: t`Inactive`,
  };
  const key = status?.trim().toLowerCase() ?? '';
  const label = key ? (known[key] ?? humanizeStatus(status ?? '')) : t`No subscription`;
  const color = paymentStatusColor(status);
  return (
    <Badge color={STATUS_SHADE[color]} variant="filled" size={size} data-status-color={color}>
      {label}
    </Badge>
  );
}
