import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate } from '@/shared/format/date';
import { formatPhone } from '@/lib/format/phone';
import type { DataColumn } from '@/lib/table/types';
import { YesNo } from '@/lib/ui/yes-no';
import { Confirmed, DetailsLink, ShipmentsLink } from './cells';
import { isSubscribed } from './row-actions';
import { ownerName, partyName, type TruckerRow } from './types';

/** The Truckers table of spec 1 §2.5; ids are the server's sort fields (decision 003). */
export function useTruckerColumns(): DataColumn<TruckerRow>[] {
  const { t } = useLingui();
  return useMemo<DataColumn<TruckerRow>[]>(
    () => [
      {
        id: 'Name',
        size: 190,
        header: t`Name`,
        value: partyName,
        cell: (r) => (
          <DetailsLink kind="trucker" id={r.TruckerId}>
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
        header: t`Phone`,
        value: (r) => formatPhone(r.PhoneNumber),
        cell: (r) => (r.PhoneNumber ? <Confirmed confirmed={r.PhoneNumberConfirmed}>{formatPhone(r.PhoneNumber)}</Confirmed> : null),
      },
      {
        id: 'ShipmentsCount',
        size: 120,
        header: t`Shipments`,
        value: (r) => r.ShipmentsCount,
        cell: (r) => <ShipmentsLink kind="trucker" id={r.TruckerId} count={r.ShipmentsCount} name={partyName(r)} />,
      },
      { id: 'FPRequestDate', size: 130, header: t`Request date`, value: (r) => r.FPRequestDate, cell: (r) => formatDate(r.FPRequestDate) },
      {
        id: 'FPSignAgreementDate',
        size: 150,
        header: t`Sign agreement date`,
        value: (r) => r.FPSignAgreementDate,
        cell: (r) => formatDate(r.FPSignAgreementDate),
      },
      { id: 'McNumber', header: t`Mc #`, value: (r) => r.McNumber },
      { id: 'DotNumber', header: t`Dot #`, value: (r) => r.DotNumber },
      { id: 'PaymentStatus', header: t`Subscription`, value: isSubscribed, cell: (r) => <YesNo value={isSubscribed(r)} /> },
      { id: 'QuickPayAllowed', header: t`Quick Pay`, value: (r) => r.QuickPayAllowed, cell: (r) => <YesNo value={r.QuickPayAllowed} /> },
      { id: 'Islocked', header: t`Suspended`, value: (r) => r.Islocked, cell: (r) => <YesNo value={r.Islocked} yesIsBad /> },
      { id: 'Approved', header: t`Approved`, value: (r) => r.Approved, cell: (r) => <YesNo value={r.Approved} /> },
    ],
    [t], // t changes with the active language
  );
}
