import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { approveAccount, lockOutAccount, suspendShipperQuickPay, updateTruckerQuickPay } from './api';
import type { ActionOutcome } from './action-texts';
import { BillingLimitsModal } from './billing-limits-modal';
import { detailsHref, rememberLoadSelection, shipmentsHref } from '@/lib/load-selection';
import { QuickPayModal } from './quick-pay-modal';
import { nextLockOut, type PartnerAction } from './row-actions';
import { isTrucker, partnerId, type PartnerRow, type ShipperRow, type TruckerRow } from './types';
import { useAfterWrite } from './use-after-write';

type Dialog =
  { type: 'quickPay'; row: TruckerRow; opened: boolean } | { type: 'limits'; row: ShipperRow; approve: boolean; opened: boolean };

type Write = { action: PartnerAction; row: PartnerRow };

/** The calls behind the direct (dialog-less) actions; each resolves to what it did. */
async function perform({ action, row }: Write): Promise<ActionOutcome> {
  switch (action) {
    case 'approve':
      await approveAccount(row.Id);
      return 'approved';
    case 'suspend':
    case 'unsuspend': {
      const lockOut = nextLockOut(row);
      await lockOutAccount(row.Id, lockOut);
      return lockOut ? 'suspended' : 'unsuspended';
    }
    case 'unapproveQuickPay':
      await (isTrucker(row) ? updateTruckerQuickPay(row.TruckerId, null) : suspendShipperQuickPay(row.ShipperId));
      return 'quickPayUnapproved';
    default:
      throw new Error(`${action} is not a direct write`);
  }
}

export type PartnerActions = {
  run: (action: PartnerAction, row: PartnerRow) => void;
  /** Opens Update billing limits without approving (shipper detail page). */
  editLimits: (row: ShipperRow) => void;
  /** The row whose write is running, if any. */
  busyId: number | null;
  /** The modals; render once. */
  dialogs: ReactNode;
};

/** Row actions of spec 1 §2.5 / §4, shared by the list and the detail pages. */
export function usePartnerActions(): PartnerActions {
  const router = useRouter();
  const afterWrite = useAfterWrite();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const write = useMutation({
    mutationFn: perform,
    onSuccess: (outcome, { row }) => afterWrite(outcome, row),
    onError: (error) => notifyHttpError(error),
  });

  function run(action: PartnerAction, row: PartnerRow) {
    const kind = isTrucker(row) ? 'trucker' : 'shipper';
    if (action === 'info') void router.navigate({ href: detailsHref(kind, partnerId(row)) });
    else if (action === 'shipments') {
      rememberLoadSelection(kind, partnerId(row));
      void router.navigate({ href: shipmentsHref(partnerId(row)) });
    } else if (action === 'approveQuickPay') {
      setDialog(isTrucker(row) ? { type: 'quickPay', row, opened: true } : { type: 'limits', row, approve: true, opened: true });
    } else write.mutate({ action, row });
  }

  const close = () => setDialog((current) => current && { ...current, opened: false });
  const dialogs = (
    <>
      <QuickPayModal
        row={dialog?.type === 'quickPay' ? dialog.row : null}
        opened={dialog?.type === 'quickPay' && dialog.opened}
        onClose={close}
      />
      <BillingLimitsModal
        row={dialog?.type === 'limits' ? dialog.row : null}
        approve={dialog?.type === 'limits' && dialog.approve}
        opened={dialog?.type === 'limits' && dialog.opened}
        onClose={close}
      />
    </>
  );

  return {
    run,
    editLimits: (row) => setDialog({ type: 'limits', row, approve: false, opened: true }),
    busyId: write.isPending ? write.variables.row.Id : null,
    dialogs,
  };
}
