import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate } from '@/shared/format/date';
import type { DataColumn } from '@/lib/table/types';
import { YesNo } from '@/lib/ui/yes-no';
import { usePartyColumns } from './party-columns';
import type { TruckerRow } from './types';

const truckerId = (row: TruckerRow) => row.TruckerId;

/** The Truckers table of spec 1 §2.5; ids are the server's sort fields (decision 003). */
export function useTruckerColumns(): DataColumn<TruckerRow>[] {
  const { t } = useLingui();
  const { party, subscription, suspended, approved } = usePartyColumns('trucker', truckerId, t`Phone`);
  return useMemo<DataColumn<TruckerRow>[]>(
    () => [
      ...party,
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
      subscription,
      { id: 'QuickPayAllowed', header: t`Quick Pay`, value: (r) => r.QuickPayAllowed, cell: (r) => <YesNo value={r.QuickPayAllowed} /> },
      suspended,
      approved,
    ],
    [t, party, subscription, suspended, approved],
  );
}
