import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@/contract/loads';
import type { DetentionLine } from '@/contract/pay';
import { formatDateTime } from '@/shared/format/date';
import { formatDetentionMinutes } from '@/shared/detention';
import { invoiceQueryOptions } from '../api';
import { classes, DocumentHead, money, PartyCard, place, PrintState, PrintToolbar } from './print-parts';
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
        <section className={classes.block}>
          <h3 className={classes.blockTitle}>
            <Trans>Pickup</Trans>
          </h3>
          <div className={classes.blockName}>{invoice.PickupName || '—'}</div>
          <div>{place(invoice.ShippingCity, [invoice.ShippingState, invoice.ShippingZipCode].filter(Boolean).join(' '))}</div>
        </section>
        <section className={classes.block}>
          <h3 className={classes.blockTitle}>
            <Trans>Destination</Trans>
          </h3>
          <div className={classes.blockName}>{invoice.DestinationName || '—'}</div>
          <div>{place(invoice.ReceivingCity, [invoice.ReceivingState, invoice.ReceivingZipCode].filter(Boolean).join(' '))}</div>
        </section>
      </div>

      <div>
        <Trans>Mode</Trans>: <strong>{invoice.Mode ?? '—'}</strong>
      </div>

      <table className={classes.lines}>
        <thead>
          <tr>
            <th>
              <Trans>Description</Trans>
            </th>
            <th className={classes.num}>
              <Trans>Price</Trans>
            </th>
            <th className={classes.num}>
              <Trans>Quantity</Trans>
            </th>
            <th className={classes.num}>
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Trans>Basic price</Trans>
            </td>
            <td className={classes.num}>{money(invoice.BasicPrice)}</td>
            <td className={classes.num}>1</td>
            <td className={classes.num}>{money(invoice.BasicPrice)}</td>
          </tr>
          {invoice.Accessorials.map((line, index) => (
            <tr key={`${line.Name}-${index}`}>
              <td>{line.Name}</td>
              <td className={classes.num}>{line.IsPercentage ? `${line.Price}%` : money(line.Price)}</td>
              <td className={classes.num}>{line.IsPercentage ? '' : (line.Quantity ?? '')}</td>
              <td className={classes.num}>{money(line.Total)}</td>
            </tr>
          ))}
          {invoice.Detention.map((line) => (
            <tr key={line.StopKey}>
              <td>
                <Trans>Detention · {line.Stop}</Trans>
                <div className={classes.evidence}>
                  {t`In ${when(line.ArrivedAt)} · Out ${when(line.DepartedAt)} · ${line.PositionsInside} positions inside the stop’s area · ${sourceName(line.Source)}`}
                </div>
              </td>
              <td className={classes.num}>{t`${money(line.RatePerHour)}/h`}</td>
              <td className={classes.num}>{formatDetentionMinutes(line.BillableMinutes)}</td>
              <td className={classes.num}>{money(line.Amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>
              <Trans>Total price</Trans>
            </td>
            <td className={classes.num} data-testid="invoice-total">
              {money(invoice.Total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
