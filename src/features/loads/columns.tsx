import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { LoadRow, PartyLoadRow } from '@/contract/loads';
import { formatDate } from '@/shared/format/date';
import { detailsHref } from '@/lib/load-selection';
import { formatCurrency } from '@/lib/format/money';
import type { DataColumn } from '@/lib/table/types';
import { AppLink } from '@/lib/ui/app-link';
import { isDraft, isStatusCode, LOAD_STATUS_NAMES, loadHref, type StatusContext } from './status';
import { LoadStatusBadge } from './status-badge';
import { YesNo } from '@/lib/ui/yes-no';

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ');

/** The load code: Draft (or no status) opens the detail page, anything else the tracking page (spec 2 §2.1, §2.13). */
export function LoadCodeLink({ row }: { row: PartyLoadRow }) {
  return (
    <Anchor component={AppLink} href={loadHref(row.Id, row.StatusCode)} size="sm" fw={600}>
      {row.Code}
    </Anchor>
  );
}

function PartyLink({ kind, id, name }: { kind: 'shipper' | 'trucker'; id: number | null; name: string | null }) {
  if (!name) return null;
  if (id == null)
    return (
      <Text size="sm" span>
        {name}
      </Text>
    );
  return (
    <Anchor component={AppLink} href={detailsHref(kind, id)} size="sm">
      {name}
    </Anchor>
  );
}

/** The row's yes / no fields and its dates, each a column of its own name. */
type FlagField = 'BillPaid' | 'BillUploaded' | 'InvoicePaid' | 'InvoiceUploaded' | 'IsQuickPay';
type DayField = 'BillPaymentDate' | 'BillDate' | 'BillDueDate' | 'InvoicePaymentDate' | 'InvoiceDate' | 'InvoiceDueDate';

/** Columns every load list shares; ids are the server sort fields of decision 042. */
function useCommonColumns(context: StatusContext) {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const col = <K extends string>(id: K, column: Omit<DataColumn<PartyLoadRow>, 'id'>) => ({ id, ...column });
    const yesNo = (id: FlagField, header: string, size?: number) =>
      col(id, { header, value: (r) => r[id], cell: (r) => <YesNo value={r[id]} />, size });
    const date = (id: DayField, header: string, size?: number) =>
      col(id, { header, value: (r) => r[id], cell: (r) => formatDate(r[id]), size });
    return {
      id: col('Id', { header: t`#`, value: (r) => r.Id, size: 80 }),
      code: col('Code', { header: t`Load id`, value: (r) => r.Code, cell: (r) => <LoadCodeLink row={r} />, hideable: false, size: 130 }),
      shipper: col('Shipper', {
        header: t`Shipper`,
        value: (r) => r.Shipper,
        cell: (r) => <PartyLink kind="shipper" id={r.ShipperOwnerId} name={r.Shipper} />,
        size: 170,
      }),
      trucker: col('Trucker', {
        header: t`Trucker`,
        value: (r) => r.Trucker,
        cell: (r) => <PartyLink kind="trucker" id={r.TruckerOwnerId} name={r.Trucker} />,
        size: 170,
      }),
      price: col('TotalPrice', {
        header: t`Total price`,
        value: (r) => r.TotalPrice,
        cell: (r) => formatCurrency(r.TotalPrice),
        size: 130,
      }),
      from: col('FromCity', { header: t`PU city/state`, value: (r) => place(r.FromCity, r.FromState), size: 160 }),
      to: col('ToCity', { header: t`DEL city/state`, value: (r) => place(r.ToCity, r.ToState), size: 160 }),
      stops: col('Stops', { header: t`Stops`, value: (r) => r.Stops, size: 90 }),
      billPaid: yesNo('BillPaid', t`Bill paid`),
      billUploaded: yesNo('BillUploaded', t`Bill uploaded`, 130),
      billPayment: date('BillPaymentDate', t`Bill payment date`, 150),
      billDate: date('BillDate', t`Bill date`),
      billDue: date('BillDueDate', t`Bill due date`, 130),
      invoicePaid: yesNo('InvoicePaid', t`Invoice paid`, 125),
      invoiceUploaded: yesNo('InvoiceUploaded', t`Invoice uploaded`, 150),
      invoicePayment: date('InvoicePaymentDate', t`Invoice payment date`, 170),
      invoiceDate: date('InvoiceDate', t`Invoice date`, 125),
      invoiceDue: date('InvoiceDueDate', t`Invoice due date`, 150),
      quickPay: yesNo('IsQuickPay', t`Quick Pay`),
      status: col('Status', {
        header: t`Status`,
        value: (r) => (isStatusCode(r.StatusCode) ? i18n._(LOAD_STATUS_NAMES[r.StatusCode]) : r.Status),
        cell: (r) => (
          <LoadStatusBadge code={r.StatusCode} name={r.Status} context={context} linkTo={isDraft(r.StatusCode) ? undefined : r.Id} />
        ),
        size: 150,
        // the last of many columns: kept on screen at 1366 and 1920 (issue 38 §7)
        pinRight: true,
      }),
    };
  }, [t, i18n, context]);
}

/** The admin list of spec 2 §2.1, in the spec's order. */
export function useAdminLoadColumns(): DataColumn<LoadRow>[] {
  const { t } = useLingui();
  const c = useCommonColumns('admin');
  return useMemo<DataColumn<LoadRow>[]>(
    () => [
      c.code,
      c.shipper,
      c.trucker,
      { id: 'DlsId', header: t`Dls ID`, value: (r: LoadRow) => r.DlsId },
      { id: 'Mode', header: t`Mode`, value: (r: LoadRow) => r.Mode, size: 100 },
      { id: 'EquipmentType', header: t`Equipment type`, value: (r: LoadRow) => r.EquipmentType, size: 140 },
      c.price,
      c.from,
      c.to,
      c.stops,
      c.billPaid,
      c.billUploaded,
      c.billPayment,
      c.billDate,
      c.billDue,
      c.invoicePaid,
      c.invoiceUploaded,
      c.invoicePayment,
      c.invoiceDate,
      c.invoiceDue,
      c.quickPay,
      c.status,
    ],
    [c, t],
  );
}

/** The party list of spec 2 §2.13: the Trucker column for shipper users, the Shipper column for everyone else. */
export function usePartyLoadColumns(showTrucker: boolean): DataColumn<PartyLoadRow>[] {
  const c = useCommonColumns('shipper');
  return useMemo<DataColumn<PartyLoadRow>[]>(
    () => [
      c.id,
      c.code,
      showTrucker ? c.trucker : c.shipper,
      c.from,
      c.to,
      c.billPaid,
      c.billUploaded,
      c.invoicePaid,
      c.invoiceUploaded,
      c.quickPay,
      c.billPayment,
      c.billDate,
      c.billDue,
      c.invoicePayment,
      c.invoiceDate,
      c.invoiceDue,
      c.stops,
      c.price,
      c.status,
    ],
    [c, showTrucker],
  );
}
