import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Bill } from '@/contract/loads';
import { billQueryOptions } from '../api';
import { billTotals } from './bill-math';
import { Block, classes, DocumentHead, Line, LinesTable, money, PartyCard, PrintState, PrintToolbar } from './print-parts';

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
        <Block title={<Trans>Bank details</Trans>}>
          <div>
            <Trans>Financial institution</Trans>: <strong>{bank.ACHFinancialInstitutionName || '—'}</strong>
          </div>
          <div>
            <Trans>ABA routing number</Trans>: <strong>{bank.ACHABARoutingNumber || '—'}</strong>
          </div>
          <div>
            <Trans>Account number</Trans>: <strong>{bank.ACHAccountNumber || '—'}</strong>
          </div>
        </Block>
      </div>

      <div>
        <Trans>Pickup</Trans>: <strong>{bill.PickupName || '—'}</strong> · <Trans>Destination</Trans>:{' '}
        <strong>{bill.DestinationName || '—'}</strong> · <Trans>Mode</Trans>: <strong>{bill.Mode ?? '—'}</strong>
      </div>

      <LinesTable
        amountHeadings={[t`Percentage`, t`Amount`]}
        totalLabel={<Trans>Total</Trans>}
        total={totals.total}
        totalTestId="bill-total"
      >
        <Line description={<Trans>Total price</Trans>} amounts={[null, money(bill.TotalPrice)]} />
        {totals.fees.map((fee, index) => (
          <Line key={`${fee.Name}-${index}`} description={fee.Name} amounts={[`${fee.Percentage}%`, `−${money(fee.Amount)}`]} />
        ))}
      </LinesTable>
    </article>
  );
}
