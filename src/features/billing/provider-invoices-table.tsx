import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import type { ProviderInvoice } from '@/contract/billing';
import { formatDate } from '@/shared/format/date';
import { InfoCard, dollars } from './details-parts';
import { InvoiceStatusText } from './status-badge';

/** Invoices of a provider-managed subscription (spec 3 §2): amount, status, email, date, PDF and hosted view links. */
export function ProviderInvoicesTable({ invoices }: { invoices: ProviderInvoice[] }) {
  const { t } = useLingui();
  const title = t`Invoices`;
  return (
    <InfoCard title={title}>
      {invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`There is no data available at the moment`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table striped highlightOnHover aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Amount`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Customer email`}</Table.Th>
                <Table.Th>{t`Date`}</Table.Th>
                <Table.Th>{t`Invoice`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.Id}>
                  <Table.Td>{dollars(invoice.Amount)}</Table.Td>
                  <Table.Td>
                    <InvoiceStatusText status={invoice.Status} />
                  </Table.Td>
                  <Table.Td>{invoice.Email}</Table.Td>
                  <Table.Td>{formatDate(invoice.Date)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {invoice.Pdf && (
                        <Anchor
                          href={invoice.Pdf}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          aria-label={t`PDF of invoice ${invoice.Number}`}
                        >
                          <Group gap={4} wrap="nowrap" component="span">
                            <IconFileTypePdf size={16} aria-hidden />
                            PDF
                          </Group>
                        </Anchor>
                      )}
                      {invoice.View && (
                        <Anchor
                          href={invoice.View}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          aria-label={t`View invoice ${invoice.Number}`}
                        >
                          <Group gap={4} wrap="nowrap" component="span">
                            <IconExternalLink size={16} aria-hidden />
                            {t`View`}
                          </Group>
                        </Anchor>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </InfoCard>
  );
}
