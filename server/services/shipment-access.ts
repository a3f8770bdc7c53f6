import { eq } from 'drizzle-orm';
import { NOT_EDITABLE } from '../../src/contract/load-fields';
import type { Db } from '../db/database';
import { shippers } from '../db/schema';
import { currentSubscriptionOf, loadBillingContext } from './billing-account';
import { FORBIDDEN, messageError } from './errors';
import { message } from '../../src/contract/messages';
import type { LoadAccess, UserParties } from './loads-party';
import { paymentStatus, subscriptionState, todayOf } from './subscription-state';

/** Who may post and edit loads (decision 047 §Who may do what, §402). */

export const POSTING_NOT_ALLOWED = message(
  'posting_not_allowed',
  'Your subscription does not allow posting loads. Open Billing in your profile.',
);

/** Statuses in which the owning shipper and BackOffice may still change the load, its stops and items. */
export const EDITABLE_STATUSES: readonly string[] = ['DF', 'OP', 'BK'];

export const isEditableStatus = (statusCode: string) => EDITABLE_STATUSES.includes(statusCode);

/** 409 once the load has left DF / OP / BK. */
export function assertEditable(statusCode: string): void {
  if (!isEditableStatus(statusCode)) throw messageError(409, NOT_EDITABLE);
}

/** Edit rights on a load: its owner and BackOffice (the carrier only reads). */
export function assertCanEdit(access: LoadAccess, statusCode: string): void {
  if (access === 'carrier') throw messageError(403, FORBIDDEN);
  assertEditable(statusCode);
}

/**
 * Whether the shipper's subscription allows posting: a free account always; otherwise a current subscription
 * that is neither none, paused, canceled nor expired, and whose payment is not past due.
 */
export async function shipperMayPost(db: Db, shipperId: number, now = new Date()): Promise<boolean> {
  const [shipper] = await db.select({ userId: shippers.userId }).from(shippers).where(eq(shippers.id, shipperId));
  if (!shipper) return false;
  const ctx = await loadBillingContext(db, shipper.userId);
  if (ctx.method === 1) return true;
  const sub = currentSubscriptionOf(ctx);
  const today = todayOf(now);
  if (subscriptionState(sub, today) !== 'started') return false;
  return paymentStatus(sub, today) !== 'past_due';
}

/** 402 unless the caller is BackOffice or the shipper may post. */
export async function assertMayPost(db: Db, parties: UserParties, shipperId: number): Promise<void> {
  if (parties.admin) return;
  if (!(await shipperMayPost(db, shipperId))) throw messageError(402, POSTING_NOT_ALLOWED);
}
