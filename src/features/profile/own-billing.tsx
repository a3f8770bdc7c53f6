import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Attachment, BillingDetails } from '@/contract/billing';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';
import { ScrollTable } from '@/lib/ui/scroll-table';
import { myBillingQueryOptions } from './api';
import { humanizeStatus } from './payment-status';

const money = (amount: number) => `$${formatMoney(amount)}`;
const day = (value: string | null | undefined) => (value ? formatDate(`${value}T00:00:00Z`) : '');
const range = (period: { Start: string; End: string } | null) => (period ? `${day(period.Start)} – ${day(period.End)}` : '');

/** The signed-in user's own plan, status, periods, invoices and contracts (read-only, `GET /api/Billing/Me`). */
export function OwnBilling() {
  const billing = useQuery(myBillingQueryOptions());
  if (billing.isPending) return <Loader size="sm" role="status" aria-label="Loading" />;
  if (billing.error)
    return (
      <Alert color="red" variant="light">
        <Trans>Your billing details could not be loaded.</Trans>
      </Alert>
    );
  if (!billing.data) return null;
  return <OwnBillingDetails details={billing.data} />;
}

function OwnBillingDetails({ details }: { details: BillingDetails & { Contracts: Attachment[] } }) {
  const { t } = useLingui();
  const canceled = details.PaymentStatus?.toLowerCase() === 'canceled';
  const upcoming = !canceled ? details.UpcomingInvoice : null;
  return (
    <Paper withBorder radius="md" p="lg" maw={860}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4">
            <Trans>Plan</Trans>
          </Title>
          <Text size="lg" fw={600} mt={4}>
            {details.Plan ? `${details.Plan.Name} · ${money(details.Plan.Amount)} / ${details.Plan.Description}` : t`No plan`}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
          <Fact label={t`Started`}>{formatDate(details.SubscriptionDate) || '—'}</Fact>
          <Fact label={t`Current period`}>{range(details.Period) || '—'}</Fact>
          <Fact label={t`Next Invoice`}>{upcoming ? t`${money(upcoming.AmountDue)} on ${day(upcoming.StartDate)}` : '— —'}</Fact>
        </SimpleGrid>
        {details.IsInternal && details.Subscriptions.length > 0 && (
          <Section title={t`Subscription periods`}>
            <ScrollTable minWidth={520} striped aria-label={t`Subscription periods`} columns={[t`Amount`, t`Paid`, t`Period`, t`Invoices`]}>
              {details.Subscriptions.map((period) => (
                <Table.Tr key={period.Id}>
                  <Table.Td>{money(period.Amount)}</Table.Td>
                  <Table.Td>{period.IsPaid ? t`Yes` : t`No`}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{range(period.Period)}</Table.Td>
                  <Table.Td>
                    <Files files={period.Invoices} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Section>
        )}
        {!details.IsInternal && details.Invoices.length > 0 && (
          <Section title={t`Invoices`}>
            <ScrollTable minWidth={520} striped aria-label={t`Invoices`} columns={[t`Amount`, t`Status`, t`Date`, t`Invoice`]}>
              {details.Invoices.map((invoice) => (
                <Table.Tr key={invoice.Id}>
                  <Table.Td>{money(invoice.Amount)}</Table.Td>
                  <Table.Td>{humanizeStatus(invoice.Status)}</Table.Td>
                  <Table.Td>{formatDate(invoice.Date)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {invoice.Pdf && (
                        <Anchor href={invoice.Pdf} target="_blank" rel="noopener noreferrer" size="sm">
                          PDF
                        </Anchor>
                      )}
                      {invoice.View && (
                        <Anchor href={invoice.View} target="_blank" rel="noopener noreferrer" size="sm">
                          {t`View`}
                        </Anchor>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Section>
        )}
        {details.Contracts.length > 0 && (
          <Section title={t`Contracts`}>
            <Files files={details.Contracts} />
          </Section>
        )}
      </Stack>
    </Paper>
  );
}

/** File links open in a new tab (signed links, no token needed); names cut at 25 characters. */
function Files({ files }: { files: Attachment[] }) {
  if (files.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap="xs">
      {files.map((file) => (
        <Anchor key={file.Id} href={file.FilePath} target="_blank" rel="noopener noreferrer" size="sm" title={file.FileName}>
          {file.FileName.length > 25 ? `${file.FileName.slice(0, 25)}…` : file.FileName}
        </Anchor>
      ))}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} mt={4} fw={500}>
        {children}
      </Text>
    </div>
  );
}
