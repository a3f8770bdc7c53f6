import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BillingUserRow } from '@/contract/billing';
import { formatDate } from '@/shared/format/date';
import { formatPhone } from '@/lib/format/phone';
import type { DataColumn } from '@/lib/table/types';
import { YesNo } from '@/lib/ui/yes-no';
import { ConfirmedLink, PartnerLink } from './cells';
import { useStatusLabel } from './labels';
import { StatusText } from './status-badge';

/** "City, State" only when both are present (spec 3 §2). */
export const stateCity = (row: Pick<BillingUserRow, 'State' | 'City'>): string =>
  row.State && row.City ? `${row.City}, ${row.State}` : '';

/** The Subscriptions table of spec 3 §2; ids are the server's sort fields (decision 060). */
export function useSubscriptionColumns(): DataColumn<BillingUserRow>[] {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  return useMemo<DataColumn<BillingUserRow>[]>(
    () => [
      {
        id: 'Name',
        size: 190,
        header: t`Name`,
        value: (r) => r.Name,
        cell: (r) => <PartnerLink row={r}>{r.Name}</PartnerLink>,
        hideable: false,
      },
      {
        id: 'Email',
        size: 250,
        header: t`Email`,
        value: (r) => r.Email,
        cell: (r) => (
          <ConfirmedLink href={`mailto:${r.Email}`} confirmed={r.EmailConfirmed}>
            {r.Email}
          </ConfirmedLink>
        ),
      },
      { id: 'EmailConfirmed', header: t`Email confirmed`, value: (r) => r.EmailConfirmed, cell: (r) => <YesNo value={r.EmailConfirmed} /> },
      {
        id: 'PhoneNumber',
        size: 180,
        header: t`Phone`,
        value: (r) => formatPhone(r.PhoneNumber),
        cell: (r) =>
          r.PhoneNumber ? (
            <ConfirmedLink href={`tel:${r.PhoneNumber.replace(/[^\d+]/g, '')}`} confirmed={r.PhoneNumberConfirmed}>
              {formatPhone(r.PhoneNumber)}
            </ConfirmedLink>
          ) : null,
      },
      {
        id: 'PhoneNumberConfirmed',
        header: t`Phone confirmed`,
        value: (r) => r.PhoneNumberConfirmed,
        cell: (r) => <YesNo value={r.PhoneNumberConfirmed} />,
      },
      { id: 'State', size: 160, header: t`State/City`, value: stateCity },
      {
        id: 'PaymentStatus',
        size: 140,
        header: t`Payment status`,
        value: (r) => (r.PaymentStatus ? statusLabel(r.PaymentStatus) : ''),
        cell: (r) => <StatusText status={r.PaymentStatus} />,
      },
      // "Reccuring" is only the wire field (spec README); the screen and the export say Recurring
      { id: 'Reccuring', header: t`Recurring`, value: (r) => (r.Reccuring === null ? '' : t`${r.Reccuring} days`) },
      {
        id: 'SubscriptionDate',
        size: 150,
        header: t`Subscription date`,
        value: (r) => r.SubscriptionDate,
        cell: (r) => formatDate(r.SubscriptionDate),
      },
      { id: 'Created', header: t`Created`, value: (r) => r.Created, cell: (r) => formatDate(r.Created) },
    ],
    [t, statusLabel], // t changes with the active language
  );
}
