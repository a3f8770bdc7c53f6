import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Bill } from '@/contract/loads';
import { billQueryOptions } from '../api';
import { billTotals } from './bill-math';
import { classes, DocumentHead, money, PartyCard, PrintState, PrintToolbar } from './print-parts';

/** Print bill (spec 2 §2.14): dates, the carrier with its bank details, the fees deducted and the total. */
export function BillPrintPage({ id }: { id: number }) {
  const result = useQuery(billQueryOptions(id));
  if (!result.data) return <PrintState error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <>
      <PrintToolbar />
      <BillDocument bill={result.data} />
    </>
  );
}

export function BillDocument({ bill }: { bill: Bill }) {
  const { t } = useLingui();
  const totals = billTotals(bill.TotalPrice, bill.Fees);
  const bank = bill.IssuedBy;
  return (
    <article className={classes.doc} data-print-doc aria-label={t`Bill ${bill.Code}`}>
      <DocumentHead
        title={<Trans>Bill</Trans>}
        code={bill.Code}
        paidOn={bill.BillPaid ? bill.BillPaymentDate : undefined}
        dates={[
          { label: <Trans>Bill date</Trans>, value: bill.BillDate },
          { label: <Trans>Due date</Trans>, value: bill.BillDueDate },
        ]}
      />

      <div className={classes.parties}>
        <PartyCard title={t`Issued by`} party={bill.IssuedBy} logo={bill.Logo} />
        <section className={classes.block}>
          <h3 className={classes.blockTitle}>
            <Trans>Bank details</Trans>
          </h3>
          <div>
            <Trans>Financial institution</Trans>: <strong>{bank.ACHFinancialInstitutionName || '—'}</strong>
          </div>
          <div>
            <Trans>ABA routing number</Trans>: <strong>{bank.ACHABARoutingNumber || '—'}</strong>
          </div>
          <div>
            <Trans>Account number</Trans>: <strong>{bank.ACHAccountNumber || '—'}</strong>
          </div>
        </section>
      </div>

      <div>
        <Trans>Pickup</Trans>: <strong>{bill.PickupName || '—'}</strong> · <Trans>Destination</Trans>:{' '}
        <strong>{bill.DestinationName || '—'}</strong> · <Trans>Mode</Trans>: <strong>{bill.Mode ?? '—'}</strong>
      </div>

      <table className={classes.lines}>
        <thead>
          <tr>
            <th>
              <Trans>Description</Trans>
            </th>
            <th className={classes.num}>
              <Trans>Percentage</Trans>
            </th>
            <th className={classes.num}>
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Trans>Total price</Trans>
            </td>
            <td className={classes.num} />
            <td className={classes.num}>{money(bill.TotalPrice)}</td>
          </tr>
          {totals.fees.map((fee, index) => (
            <tr key={`${fee.Name}-${index}`}>
              <td>{fee.Name}</td>
              <td className={classes.num}>{fee.Percentage}%</td>
              <td className={classes.num}>−{money(fee.Amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>
              <Trans>Total</Trans>
            </td>
            <td className={classes.num} data-testid="bill-total">
              {money(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
