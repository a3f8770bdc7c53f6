import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate } from '@/shared/format/date';
import { formatPhone } from '@/lib/format/phone';
import type { DataColumn } from '@/lib/table/types';
import { YesNo } from '@/lib/ui/yes-no';
import { Confirmed, DetailsLink, ShipmentsLink } from './cells';
import { isSubscribed } from './row-actions';
import { ownerName, partyName, type ShipperRow } from './types';

/** The Shippers List of spec 1 §2.5; ids are the server's sort fields (decision 003). */
export function useShipperColumns(): DataColumn<ShipperRow>[] {
  const { t } = useLingui();
  return useMemo<DataColumn<ShipperRow>[]>(
    () => [
      {
        id: 'Name',
        size: 190,
        header: t`Name`,
        value: partyName,
        cell: (r) => (
          <DetailsLink kind="shipper" id={r.ShipperId}>
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
        header: t`Phone Number`,
        value: (r) => formatPhone(r.PhoneNumber),
        cell: (r) => (r.PhoneNumber ? <Confirmed confirmed={r.PhoneNumberConfirmed}>{formatPhone(r.PhoneNumber)}</Confirmed> : null),
      },
      {
        id: 'ShipmentsCount',
        size: 120,
        header: t`Shipments`,
        value: (r) => r.ShipmentsCount,
        cell: (r) => <ShipmentsLink kind="shipper" id={r.ShipperId} count={r.ShipmentsCount} name={partyName(r)} />,
      },
      { id: 'PaymentStatus', header: t`Subscription`, value: isSubscribed, cell: (r) => <YesNo value={isSubscribed(r)} /> },
      { id: 'Islocked', header: t`Suspended`, value: (r) => r.Islocked, cell: (r) => <YesNo value={r.Islocked} yesIsBad /> },
      {
        id: 'QuickPaySuspended',
        size: 150,
        header: t`Quick pay approved`,
        value: (r) => !r.QuickPaySuspended,
        cell: (r) => <YesNo value={!r.QuickPaySuspended} />,
      },
      { id: 'Approved', header: t`Approved`, value: (r) => r.Approved, cell: (r) => <YesNo value={r.Approved} /> },
    ],
    [t], // t changes with the active language
  );
}
