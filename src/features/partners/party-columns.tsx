import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate } from '@/shared/format/date';
import { formatPhone } from '@/lib/format/phone';
import type { DataColumn } from '@/lib/table/types';
import { YesNo } from '@/lib/ui/yes-no';
import { Confirmed, DetailsLink, ShipmentsLink } from './cells';
import { isSubscribed } from './row-actions';
import { ownerName, partyName, type PartnerKind, type PartnerRow } from './types';

/**
 * The columns the Truckers and the Shippers lists share (spec 1 §2.5; ids are the server's sort fields, decision 003):
 * who the party is and its loads (`party`), and its standing (`subscription`, `suspended`, `approved`). Each list puts
 * its own columns between them.
 */
export function usePartyColumns<R extends PartnerRow>(kind: PartnerKind, idOf: (row: R) => number, phoneHeader: string) {
  const { t } = useLingui();
  return useMemo(() => {
    const party: DataColumn<R>[] = [
      {
        id: 'Name',
        size: 190,
        header: t`Name`,
        value: partyName,
        cell: (r) => (
          <DetailsLink kind={kind} id={idOf(r)}>
            {partyName(r)}
          </DetailsLink>
        ),
        hideable: false,
      },
      { id: 'Owner', header: t`Owner`, value: ownerName },
      { id: 'Created', header: t`Created`, value: (r) => r.Created, cell: (r) => formatDate(r.Created) },
      {
        id: 'Email',
        size: 250,
        header: t`Email`,
        value: (r) => r.Email,
        cell: (r) => <Confirmed confirmed={r.EmailConfirmed}>{r.Email}</Confirmed>,
      },
      {
        id: 'PhoneNumber',
        size: 170,
        header: phoneHeader,
        value: (r) => formatPhone(r.PhoneNumber),
        cell: (r) => (r.PhoneNumber ? <Confirmed confirmed={r.PhoneNumberConfirmed}>{formatPhone(r.PhoneNumber)}</Confirmed> : null),
      },
      {
        id: 'ShipmentsCount',
        size: 120,
        header: t`Shipments`,
        value: (r) => r.ShipmentsCount,
        cell: (r) => <ShipmentsLink kind={kind} id={idOf(r)} count={r.ShipmentsCount} name={partyName(r)} />,
      },
    ];
    const subscription: DataColumn<R> = {
      id: 'PaymentStatus',
      header: t`Subscription`,
      value: isSubscribed,
      cell: (r) => <YesNo value={isSubscribed(r)} />,
    };
    const suspended: DataColumn<R> = {
      id: 'Islocked',
      header: t`Suspended`,
      value: (r) => r.Islocked,
      cell: (r) => <YesNo value={r.Islocked} yesIsBad />,
    };
    const approved: DataColumn<R> = {
      id: 'Approved',
      header: t`Approved`,
      value: (r) => r.Approved,
      cell: (r) => <YesNo value={r.Approved} />,
    };
    return { party, subscription, suspended, approved };
  }, [t, kind, idOf, phoneHeader]); // t changes with the active language
}
