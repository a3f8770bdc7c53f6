import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@/contract/loads';
import type { DetentionLine } from '@/contract/pay';
import { formatDateTime } from '@/shared/format/date';
import { formatDetentionMinutes } from '@/shared/detention';
import { invoiceQueryOptions } from '../api';
import { Block, classes, DocumentHead, Line, LinesTable, money, PartyCard, place, PrintState, PrintToolbar } from './print-parts';
import { InvoicePdfButton } from './invoice-pdf-button';

/** Print invoice (spec 2 §2.14): dates, the two parties with their logos, the trip, the price lines and the total. */
export function InvoicePrintPage({ id }: { id: number }) {
  const result = useQuery(invoiceQueryOptions(id));
  if (!result.data) return <PrintState error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <>
      <PrintToolbar>
        <InvoicePdfButton id={id} code={result.data.Code} />
      </PrintToolbar>
      <InvoiceDocument invoice={result.data} />
    </>
  );
}

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, { withZone: true }) : '—');
  const sourceName = (source: DetentionLine['Source']) =>
    source === 'Adjusted' ? t`adjusted by staff` : source === 'Geofence' ? t`times from the positions` : t`times from the status taps`;
  return (
    <article className={classes.doc} data-print-doc aria-label={t`Invoice ${invoice.Code}`}>
      <DocumentHead
        title={<Trans>Invoice</Trans>}
        code={invoice.Code}
        paidOn={invoice.InvoicePaid ? invoice.InvoicePaymentDate : undefined}
        showUnpaid
        dates={[
          { label: <Trans>Issue date</Trans>, value: invoice.InvoiceDate },
          { label: <Trans>Due date</Trans>, value: invoice.InvoiceDueDate },
        ]}
      />

      <div className={classes.parties}>
        <PartyCard title={t`Issued by`} party={invoice.IssuedBy} logo={invoice.LogoTrucker} />
        <PartyCard title={t`Issued for`} party={invoice.IssuedFor} logo={invoice.Logo} />
      </div>

      <div className={classes.parties}>
        <Block title={<Trans>Pickup</Trans>}>
          <div className={classes.blockName}>{invoice.PickupName || '—'}</div>
          <div>{place(invoice.ShippingCity, [invoice.ShippingState, invoice.ShippingZipCode].filter(Boolean).join(' '))}</div>
        </Block>
        <Block title={<Trans>Destination</Trans>}>
          <div className={classes.blockName}>{invoice.DestinationName || '—'}</div>
          <div>{place(invoice.ReceivingCity, [invoice.ReceivingState, invoice.ReceivingZipCode].filter(Boolean).join(' '))}</div>
        </Block>
      </div>

      <div>
        <Trans>Mode</Trans>: <strong>{invoice.Mode ?? '—'}</strong>
      </div>

      <LinesTable
        amountHeadings={[t`Price`, t`Quantity`, t`Total`]}
        totalLabel={<Trans>Total price</Trans>}
        total={invoice.Total}
        totalTestId="invoice-total"
      >
        <Line description={<Trans>Basic price</Trans>} amounts={[money(invoice.BasicPrice), 1, money(invoice.BasicPrice)]} />
        {invoice.Accessorials.map((line, index) => (
          <Line
            key={`${line.Name}-${index}`}
            description={line.Name}
            amounts={[
              line.IsPercentage ? `${line.Price}%` : money(line.Price),
              line.IsPercentage ? '' : (line.Quantity ?? ''),
              money(line.Total),
            ]}
          />
        ))}
        {invoice.Detention.map((line) => (
          <Line
            key={line.StopKey}
            description={
              <>
                <Trans>Detention · {line.Stop}</Trans>
                <div className={classes.evidence}>
                  {t`In ${when(line.ArrivedAt)} · Out ${when(line.DepartedAt)} · ${line.PositionsInside} positions inside the stop’s area · ${sourceName(line.Source)}`}
                </div>
              </>
            }
            amounts={[t`${money(line.RatePerHour)}/h`, formatDetentionMinutes(line.BillableMinutes), money(line.Amount)]}
          />
        ))}
      </LinesTable>
    </article>
  );
}
