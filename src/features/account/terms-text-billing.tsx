import { Trans } from '@lingui/react/macro';
import { P, Points } from './terms-section';

/** Terms §8: subscriptions, invoices, finance charge and disputes. */
export function FeesText() {
  return (
    <>
      <P>
        <Trans>
          Some Services require a paid subscription. The plan, its price and its billing period are shown before you subscribe and on your
          invoices. Prices exclude taxes, which are added where the law requires.
        </Trans>
      </P>
      <Points
        items={[
          <Trans>Invoices are payable within 20 days of the invoice date.</Trans>,
          <Trans>
            Amounts not paid when due carry a finance charge of 1.5% per month (18% per year), or the highest rate the law allows if that is
            lower, from the due date until paid.
          </Trans>,
          <Trans>
            Billing disputes must be raised in writing within 30 days of the invoice date; after that the invoice is treated as accepted.
          </Trans>,
          <Trans>We may suspend paid features of an account whose invoices are overdue, after telling the account holder.</Trans>,
        ]}
      />
      <P>
        <Trans>
          Subscriptions renew for the same period unless cancelled before the renewal date. Cancelling stops future renewals; fees already
          paid are not refunded unless the law requires it.
        </Trans>
      </P>
    </>
  );
}
