import { isTrucker, type PartnerRow } from './types';

/** What can be done to a party from its row (spec 1 §2.5, §4). */
export type PartnerAction = 'info' | 'shipments' | 'approve' | 'approveQuickPay' | 'unapproveQuickPay' | 'suspend' | 'unsuspend';

/**
 * Trucker: quick pay only once requested; approved (a sign agreement date exists) → Unapprove, else Approve.
 * Shipper: quick pay suspended → Approve (limits modal), else Unapprove (suspendQuickPay).
 */
export function quickPayAction(row: PartnerRow): PartnerAction | null {
  if (isTrucker(row)) {
    if (!row.FPRequestDate) return null;
    return row.FPSignAgreementDate ? 'unapproveQuickPay' : 'approveQuickPay';
  }
  return row.QuickPaySuspended ? 'approveQuickPay' : 'unapproveQuickPay';
}

/**
 * The row's actions in the spec's menu order: Approve only while not approved (no reverse); Suspend / Unsuspend
 * toggles; trucker Quick Pay before Suspend, shipper quick pay after it. The detail page leaves out `info`.
 */
export function availableActions(row: PartnerRow, { onDetailPage = false } = {}): PartnerAction[] {
  const actions: PartnerAction[] = onDetailPage ? ['shipments'] : ['info', 'shipments'];
  if (!row.Approved) actions.push('approve');
  const quickPay = quickPayAction(row);
  const suspension: PartnerAction = row.Islocked ? 'unsuspend' : 'suspend';
  if (isTrucker(row)) actions.push(...(quickPay ? [quickPay] : []), suspension);
  else actions.push(suspension, ...(quickPay ? [quickPay] : []));
  return actions;
}

/** LockOut sends the opposite of the current state. */
export const nextLockOut = (row: PartnerRow): boolean => !row.Islocked;

/** Quick pay yes/no of a row: trucker QuickPayAllowed, shipper not QuickPaySuspended. */
export const hasQuickPay = (row: PartnerRow): boolean => (isTrucker(row) ? row.QuickPayAllowed : !row.QuickPaySuspended);

/** Subscription yes/no (spec 1 §2.5): PaymentStatus "active". */
export const isSubscribed = (row: Pick<PartnerRow, 'PaymentStatus'>): boolean => row.PaymentStatus?.toLowerCase() === 'active';
