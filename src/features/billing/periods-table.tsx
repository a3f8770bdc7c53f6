import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Table } from '@mantine/core';
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
  const title = t`Subscription periods`;
  return (
    <RecordsCard
      title={title}
      headings={[t`Amount`, t`Paid`, t`Customer email`, t`Period`, t`Invoices`, { label: t`Actions`, w: 60 }]}
      isEmpty={periods.length === 0}
    >
      {periods.map((period) => {
        const label = periodText(period.Period);
        return (
          <Table.Tr key={period.Id}>
            <Table.Td>{dollars(period.Amount)}</Table.Td>
            <Table.Td>
              <YesNo value={period.IsPaid} />
            </Table.Td>
            <Table.Td>{period.Email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{label}</Table.Td>
            <Table.Td>{period.Invoices.length}</Table.Td>
            <Table.Td>
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
            </Table.Td>
          </Table.Tr>
        );
      })}
    </RecordsCard>
  );
}
