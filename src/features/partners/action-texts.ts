import { useLingui } from '@lingui/react/macro';
import type { PartnerAction } from './row-actions';
import { isTrucker, partyName, type PartnerRow } from './types';

/** Menu labels (spec 1 §2.5 wording: "Trucker info" / "Shipper Info", "Approve Quick Pay" / "Approve quick pay"). */
export function useActionLabel(): (action: PartnerAction, row: PartnerRow) => string {
  const { t } = useLingui();
  return (action, row) => {
    const trucker = isTrucker(row);
    switch (action) {
      case 'info':
        return trucker ? t`Trucker info` : t`Shipper Info`;
      case 'shipments':
        return t`Shipments`;
      case 'approve':
        return t`Approve`;
      case 'approveQuickPay':
        return trucker ? t`Approve Quick Pay` : t`Approve quick pay`;
      case 'unapproveQuickPay':
        return trucker ? t`Unapprove Quick Pay` : t`Unapprove quick pay`;
      case 'suspend':
        return t`Suspend`;
      case 'unsuspend':
        return t`Unsuspend`;
    }
  };
}

/** What a finished write did, naming the party (spec 1 §8). */
export type ActionOutcome = 'approved' | 'suspended' | 'unsuspended' | 'quickPayApproved' | 'quickPayUnapproved' | 'limitsSaved';

export function useSuccessMessage(): (outcome: ActionOutcome, row: PartnerRow) => string {
  const { t } = useLingui();
  return (outcome, row) => {
    const name = partyName(row);
    switch (outcome) {
      case 'approved':
        return isTrucker(row)
          ? t({ id: 'has_been_successfully_approved', message: `${name} has been successfully approved` })
          : t`Shipper ${name} has been successfully approved`;
      case 'suspended':
        return t`${name} has been suspended`;
      case 'unsuspended':
        return t`${name} has been unsuspended`;
      case 'quickPayApproved':
        return t`${name} has been approved for quick pay`;
      case 'quickPayUnapproved':
        return t({ id: 'has_been_successfully_Unapproved', message: `${name} has been successfully unapproved from quick pay` });
      case 'limitsSaved':
        return t`The billing limits of ${name} have been saved`;
    }
  };
}
