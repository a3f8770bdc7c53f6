import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { BillingDetails } from '@/contract/billing';
import { ScrollTable } from '@/lib/ui/scroll-table';
import { InfoCard, calendarDate, dollars } from './details-parts';
import { isCanceled } from './details-summary';

/**
 * Upcoming invoice (spec 3 §2): hidden when canceled or when nothing is due; description, qty, unit price, amount,
 * and for non-internal subscriptions with a coupon the subtotal, coupon, total and amount due.
 */
export function UpcomingInvoiceSection({ details }: { details: BillingDetails }) {
  const { t } = useLingui();
  const upcoming = details.UpcomingInvoice;
  if (!upcoming || isCanceled(details)) return null;
  // the upcoming invoice's own coupon: null once a repeating coupon has run out
  const coupon = !details.IsInternal ? upcoming.Coupon : null;
  const date = calendarDate(upcoming.StartDate);
  const totals: [string, string][] = coupon
    ? [
        [t`Subtotal`, dollars(upcoming.Subtotal)],
        [t`Coupon ${coupon.Name}`, `−${dollars(upcoming.Discount)}`],
        [t`Total`, dollars(upcoming.Total)],
        [t`Amount due`, dollars(upcoming.AmountDue)],
      ]
    : [];
  return (
    <InfoCard title={t`Upcoming invoice (${date})`}>
      <ScrollTable
        columns={[t`Description`, t`Qty`, { children: t`Unit price`, ta: 'right' }, { children: t`Amount`, ta: 'right' }]}
        minWidth={480}
      >
        <Table.Tr>
          <Table.Td>{upcoming.Description}</Table.Td>
          <Table.Td>{upcoming.Quantity}</Table.Td>
          <Table.Td ta="right">{dollars(upcoming.UnitPrice)}</Table.Td>
          <Table.Td ta="right">{dollars(upcoming.UnitPrice * upcoming.Quantity)}</Table.Td>
        </Table.Tr>
        {totals.map(([label, value], index) => (
          <Table.Tr key={label}>
            <Table.Td colSpan={3} ta="right" fw={index === totals.length - 1 ? 700 : 500}>
              {label}
            </Table.Td>
            <Table.Td ta="right" fw={index === totals.length - 1 ? 700 : 500}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </InfoCard>
  );
}
