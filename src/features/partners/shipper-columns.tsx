import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { DataColumn } from '@/lib/table/types';
import { YesNo } from '@/lib/ui/yes-no';
import { usePartyColumns } from './party-columns';
import type { ShipperRow } from './types';

const shipperId = (row: ShipperRow) => row.ShipperId;

/** The Shippers List of spec 1 §2.5; ids are the server's sort fields (decision 003). */
export function useShipperColumns(): DataColumn<ShipperRow>[] {
  const { t } = useLingui();
  const { party, subscription, suspended, approved } = usePartyColumns('shipper', shipperId, t`Phone Number`);
  return useMemo<DataColumn<ShipperRow>[]>(
    () => [
      ...party,
      subscription,
      suspended,
      {
        id: 'QuickPaySuspended',
        size: 150,
        header: t`Quick pay approved`,
        value: (r) => !r.QuickPaySuspended,
        cell: (r) => <YesNo value={!r.QuickPaySuspended} />,
      },
      approved,
    ],
    [t, party, subscription, suspended, approved],
  );
}
