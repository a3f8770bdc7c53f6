import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCash, IconCashOff, IconDotsVertical, IconFileInvoice } from '@tabler/icons-react';
import type { SubscriptionPeriodRow } from '@/contract/billing';
import { YesNo } from '@/lib/ui/yes-no';
import { RecordsCard, dollars, periodText } from './details-parts';

type Props = {
  periods: SubscriptionPeriodRow[];
  onMarkPaid: (period: SubscriptionPeriodRow, paid: boolean) => void;
  onInvoices: (period: SubscriptionPeriodRow) => void;
};

/** Subscription periods of an internal subscription (spec 3 §2) with Mark as paid / unpaid and Invoices. */
export function PeriodsTable({ periods, onMarkPaid, onInvoices }: Props) {
  const { t } = useLingui();
  return (
    <RecordsCard
      title={t`Subscription periods`}
      headings={[t`Amount`, t`Paid`, t`Customer email`, t`Period`, t`Invoices`, { children: t`Actions`, w: 60 }]}
      records={periods}
      cells={(period) => [
        dollars(period.Amount),
        <YesNo value={period.IsPaid} />,
        period.Email,
        <span style={{ whiteSpace: 'nowrap' }}>{periodText(period.Period)}</span>,
        period.Invoices.length,
        <PeriodActions period={period} onMarkPaid={onMarkPaid} onInvoices={onInvoices} />,
      ]}
    />
  );
}

/** A period's menu: Mark as paid or unpaid, and its invoices. */
function PeriodActions({ period, onMarkPaid, onInvoices }: Omit<Props, 'periods'> & { period: SubscriptionPeriodRow }) {
  const { t } = useLingui();
  const label = periodText(period.Period);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for period ${label}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {period.IsPaid ? (
          <Menu.Item leftSection={<IconCashOff size={16} aria-hidden />} onClick={() => onMarkPaid(period, false)}>
            {t`Mark as unpaid`}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconCash size={16} aria-hidden />} onClick={() => onMarkPaid(period, true)}>
            {t`Mark as paid`}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={() => onInvoices(period)}>
          {t`Invoices`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
