import { FREE, INTERNAL, type Actions } from '@/contract/billing';

/** A lifecycle action of an internal (manually managed) subscription (spec 3 §4). */
export type SubscriptionAction = 'start' | 'pause' | 'resume' | 'cancel' | 'renew';

export const SUBSCRIPTION_ACTIONS: readonly SubscriptionAction[] = ['start', 'pause', 'resume', 'cancel', 'renew'];

/** The server's Can-flags (list row and billing details). */
export type CanFlags = Actions;

const FLAG: Record<SubscriptionAction, keyof CanFlags> = {
  start: 'CanStart',
  pause: 'CanPause',
  resume: 'CanResume',
  cancel: 'CanCancel',
  renew: 'CanRenew',
};

/** IsInternalSubscription of a list row: 1 = no actions, 3 = manually managed, with actions (spec 3 §4). */
const INTERNAL_NO_ACTIONS = FREE;
const INTERNAL_MANAGED = INTERNAL;

/** The lifecycle actions the flags allow, in menu order. */
export const allowedActions = (flags: CanFlags): SubscriptionAction[] => SUBSCRIPTION_ACTIONS.filter((action) => flags[FLAG[action]]);

type ListRowFlags = CanFlags & { IsInternalSubscription: number; HasSubscriptions: boolean };

/** The row's Actions menu of spec 3 §2. `null`: the menu is hidden (IsInternalSubscription 1). */
export function rowMenu(row: ListRowFlags): { billingInfoDisabled: boolean; actions: SubscriptionAction[] } | null {
  if (row.IsInternalSubscription === INTERNAL_NO_ACTIONS) return null;
  const managed = row.IsInternalSubscription === INTERNAL_MANAGED;
  return {
    billingInfoDisabled: managed && !row.HasSubscriptions,
    actions: managed ? allowedActions(row) : [],
  };
}
