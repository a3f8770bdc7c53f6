import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Table, Text } from '@mantine/core';
import type { BillingDetails } from '@/contract/billing';
import { ScrollTable } from '@/lib/ui/scroll-table';
import { formatDate } from '@/shared/format/date';
import { useCouponText } from './coupon-text';
import { Fact, InfoCard, calendarDate, dollars, periodText } from './details-parts';
import { couponDiscountedAmount, couponValue, currentCoupon } from './discount';

export const isCanceled = (details: Pick<BillingDetails, 'PaymentStatus'>) => details.PaymentStatus?.toLowerCase() === 'canceled';

/** The amount of the next invoice: discounted by the coupon for non-internal subscriptions (spec 3 §2). */
export function nextInvoiceAmount(details: BillingDetails): number | null {
  const upcoming = details.UpcomingInvoice;
  if (!upcoming) return null;
  return details.IsInternal ? upcoming.UnitPrice : couponDiscountedAmount(upcoming.UnitPrice, upcoming.Coupon);
}

/** Summary: Started and Next Invoice (dashes when canceled or nothing is due). */
export function SummarySection({ details }: { details: BillingDetails }) {
  const { t } = useLingui();
  const amount = nextInvoiceAmount(details);
  const next =
    isCanceled(details) || amount === null ? '— —' : t`${dollars(amount)} on ${calendarDate(details.UpcomingInvoice?.StartDate)}`;
  return (
    <InfoCard title={t`Summary`}>
      <SimpleGrid cols={2}>
        <div>
          <Text size="sm" c="dimmed">
            {t`Started`}
          </Text>
          <Text fw={600}>{formatDate(details.SubscriptionDate) || '—'}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t`Next Invoice`}
          </Text>
          <Text fw={600} data-testid="next-invoice">
            {next}
          </Text>
        </div>
      </SimpleGrid>
    </InfoCard>
  );
}

/** Subscription details: customer, created, current period, billing method, and the discount for non-internal ones. */
export function SubscriptionDetailsSection({ details }: { details: BillingDetails }) {
  const { t } = useLingui();
  const couponText = useCouponText();
  const method = { internal: t`Internal (managed by back office)`, provider: t`Payment provider`, free: t`Free account` }[
    details.BillingMethod
  ];
  const coupon = !details.IsInternal && details.Coupon ? couponText(details.Coupon) : null;
  // a repeating coupon that has run out is still named, marked as ended (issue 15 item 19)
  const ended = !!details.Coupon && currentCoupon(details) === null;
  return (
    <InfoCard title={t`Subscription details`}>
      <Fact label={t`Customer`}>
        {details.Name}
        <Text size="xs" c="dimmed">
          {details.Email}
        </Text>
      </Fact>
      <Fact label={t`Created`}>{formatDate(details.Created)}</Fact>
      <Fact label={t`Current period`}>{periodText(details.Period)}</Fact>
      <Fact label={t`Billing method`}>{[method, details.PaymentMethod].filter(Boolean).join(' · ')}</Fact>
      {coupon && details.Coupon && (
        <Fact label={t`Discount`}>
          {`${details.Coupon.Name}: ${coupon.value}, ${coupon.duration}`}
          {ended && (
            <Text size="xs" c="dimmed">
              {t`Ended: the next invoice is not discounted.`}
            </Text>
          )}
        </Fact>
      )}
    </InfoCard>
  );
}

/** Pricing: plan name, quantity 1, $amount / description, and the coupon line. */
export function PricingSection({ details }: { details: BillingDetails }) {
  const { t } = useLingui();
  const couponText = useCouponText();
  const plan = details.Plan;
  const coupon = currentCoupon(details);
  return (
    <InfoCard title={t`Pricing`}>
      {plan ? (
        <ScrollTable columns={[t`Plan`, t`Qty`, t`Price`]} minWidth={420}>
          <Table.Tr>
            <Table.Td>{plan.Name}</Table.Td>
            <Table.Td>1</Table.Td>
            <Table.Td>{`${dollars(plan.Amount)} / ${plan.Description}`}</Table.Td>
          </Table.Tr>
          {coupon && (
            <Table.Tr>
              <Table.Td>{t`Coupon ${coupon.Name}`}</Table.Td>
              <Table.Td />
              <Table.Td>{`${couponText(coupon).value} (−${dollars(couponValue(plan.Amount, coupon))})`}</Table.Td>
            </Table.Tr>
          )}
        </ScrollTable>
      ) : (
        <Text size="sm" c="dimmed">
          {t`No plan.`}
        </Text>
      )}
    </InfoCard>
  );
}
