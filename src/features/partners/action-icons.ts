import { IconCash, IconCashOff, IconCircleCheck, IconId, IconLock, IconLockOpen, IconTruckDelivery, type Icon } from '@tabler/icons-react';
import type { PartnerAction } from './row-actions';

export const ACTION_ICONS: Record<PartnerAction, Icon> = {
  info: IconId,
  shipments: IconTruckDelivery,
  approve: IconCircleCheck,
  approveQuickPay: IconCash,
  unapproveQuickPay: IconCashOff,
  suspend: IconLock,
  unsuspend: IconLockOpen,
};

export const ACTION_COLORS: Partial<Record<PartnerAction, string>> = {
  approve: 'teal.9',
  suspend: 'red.9',
  unapproveQuickPay: 'orange.9',
};

/** 'red.9' → var(--mantine-color-red-9). */
export const actionColorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
