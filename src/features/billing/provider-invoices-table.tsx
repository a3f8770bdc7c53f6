import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, type Icon as TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProviderInvoice } from '@/contract/billing';
import { formatDate } from '@/shared/format/date';
import { RecordsCard, dollars } from './details-parts';
import { InvoiceStatusText } from './status-badge';

/** Invoices of a provider-managed subscription (spec 3 §2): amount, status, email, date, PDF and hosted view links. */
export function ProviderInvoicesTable({ invoices }: { invoices: ProviderInvoice[] }) {
  const { t } = useLingui();
  return (
    <RecordsCard
      title={t`Invoices`}
      headings={[t`Amount`, t`Status`, t`Customer email`, t`Date`, t`Invoice`]}
      records={invoices}
      cells={(invoice) => [
        dollars(invoice.Amount),
        <InvoiceStatusText status={invoice.Status} />,
        invoice.Email,
        formatDate(invoice.Date),
        <Group gap="sm" wrap="nowrap">
          {invoice.Pdf && (
            <InvoiceLink href={invoice.Pdf} label={t`PDF of invoice ${invoice.Number}`} icon={IconFileTypePdf}>
              PDF
            </InvoiceLink>
          )}
          {invoice.View && (
            <InvoiceLink href={invoice.View} label={t`View invoice ${invoice.Number}`} icon={IconExternalLink}>
              {t`View`}
            </InvoiceLink>
          )}
        </Group>,
      ]}
    />
  );
}

/** A link to the provider's copy of an invoice, opened in a new tab. */
function InvoiceLink({ href, label, icon: Icon, children }: { href: string; label: string; icon: TablerIcon; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" aria-label={label}>
      <Group gap={4} wrap="nowrap" component="span">
        <Icon size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
