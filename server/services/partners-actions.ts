import { and, eq } from 'drizzle-orm';
import type { BillingLimitsValues } from '../../src/contract/partners';
import type { Db } from '../db/database';
import { shippers, truckers, users, type Shipper, type Trucker, type User } from '../db/schema';
import { audit } from './audit';
import { messageError } from './errors';
import { SHIPPER_NOT_FOUND, TRUCKER_NOT_FOUND } from './partners-profile';
import type { AuthUser } from './tokens';
import { revokeAllForUser } from './tokens';
import { fullName } from './users';
import { message, template } from '../../src/contract/messages';

/** The refusals naming the party (decision 120: the name as a value, one template per kind of party). */
const NOTHING_TO_APPROVE = template(
  'account_nothing_to_approve',
  'Account {name} is neither a trucker nor a shipper, so there is nothing to approve.',
);
const TRUCKER_ALREADY_APPROVED = template('trucker_already_approved', 'Trucker {name} is already approved.');
const SHIPPER_ALREADY_APPROVED = template('shipper_already_approved', 'Shipper {name} is already approved.');
const QUICK_PAY_NOT_REQUESTED = template('quick_pay_not_requested', 'Trucker {name} has not requested quick pay.');
const OWN_ACCOUNT = message('cannot_suspend_own_account', 'You cannot suspend your own account.');

/**
 * The BackOffice actions on accounts and partners (decision 003). Each one changes its rows and writes its audit
 * row in one transaction, and returns the English sentence naming the party.
 */

export const ACCOUNT_NOT_FOUND = message('account_not_found', 'The account was not found.');

type Party =
  | { kind: 'Trucker'; user: User; trucker: Trucker; name: string }
  | { kind: 'Shipper'; user: User; shipper: Shipper; name: string }
  | { kind: 'Account'; user: User; name: string };

const ownerOrEmail = (user: User) => fullName(user) || user.email;

/** The account and its partner record; the party is named by its company name, else its owner, else its e-mail. */
async function partyOfUser(db: Db, userId: number): Promise<Party> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw messageError(404, ACCOUNT_NOT_FOUND);
  const [trucker] = await db.select().from(truckers).where(eq(truckers.userId, userId));
  if (trucker) return { kind: 'Trucker', user, trucker, name: trucker.name.trim() || ownerOrEmail(user) };
  const [shipper] = await db.select().from(shippers).where(eq(shippers.userId, userId));
  if (shipper) return { kind: 'Shipper', user, shipper, name: shipper.companyName.trim() || ownerOrEmail(user) };
  return { kind: 'Account', user, name: ownerOrEmail(user) };
}

const label = (party: Party) => `${party.kind} ${party.name}`;

/** Approve has no reverse (spec 1 §4); approving twice is a 400. */
export async function approveAccount(db: Db, actor: AuthUser, userId: number): Promise<string> {
  const party = await partyOfUser(db, userId);
  if (party.kind === 'Account') throw messageError(400, NOTHING_TO_APPROVE({ name: party.name }));
  const table = party.kind === 'Trucker' ? truckers : shippers;
  const partnerId = party.kind === 'Trucker' ? party.trucker.id : party.shipper.id;
  const done = await db.transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set({ approved: true })
      .where(and(eq(table.id, partnerId), eq(table.approved, false)))
      .returning({ id: table.id });
    if (changed.length === 0) return false;
    await audit(tx, {
      userId: actor.id,
      action: 'partner_approved',
      entity: party.kind.toLowerCase(),
      entityId: partnerId,
      details: { accountId: userId },
    });
    return true;
  });
  if (!done)
    throw messageError(400, (party.kind === 'Trucker' ? TRUCKER_ALREADY_APPROVED : SHIPPER_ALREADY_APPROVED)({ name: party.name }));
  return `${label(party)} has been successfully approved.`;
}

/** Suspends or unsuspends; a suspension revokes every refresh token of the account at once. */
export async function lockOutAccount(db: Db, actor: AuthUser, userId: number, lockOut: boolean): Promise<string> {
  if (lockOut && userId === actor.id) throw messageError(400, OWN_ACCOUNT);
  const party = await partyOfUser(db, userId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lockedOut: lockOut }).where(eq(users.id, userId));
    if (lockOut) await revokeAllForUser(tx, userId);
    await audit(tx, {
      userId: actor.id,
      action: lockOut ? 'account_suspended' : 'account_unsuspended',
      entity: 'user',
      entityId: userId,
      details: { before: { Islocked: party.user.lockedOut }, after: { Islocked: lockOut } },
    });
  });
  return `${label(party)} has been ${lockOut ? 'suspended' : 'unsuspended'}.`;
}

/** A date approves the trucker's quick pay (it needs a request date); null unapproves it. */
export async function updateTruckerQuickPay(db: Db, actor: AuthUser, truckerId: number, signDate: Date | null): Promise<string> {
  const [trucker] = await db.select().from(truckers).where(eq(truckers.id, truckerId));
  if (!trucker) throw messageError(404, TRUCKER_NOT_FOUND);
  const [user] = await db.select().from(users).where(eq(users.id, trucker.userId));
  const truckerName = trucker.name.trim() || ownerOrEmail(user);
  const name = `Trucker ${truckerName}`;
  if (signDate && !trucker.fpRequestDate) throw messageError(400, QUICK_PAY_NOT_REQUESTED({ name: truckerName }));
  const after = { fpSignAgreementDate: signDate, quickPayAllowed: signDate !== null };
  await db.transaction(async (tx) => {
    await tx.update(truckers).set(after).where(eq(truckers.id, truckerId));
    await audit(tx, {
      userId: actor.id,
      action: signDate ? 'trucker_quick_pay_approved' : 'trucker_quick_pay_unapproved',
      entity: 'trucker',
      entityId: truckerId,
      details: {
        before: { FPSignAgreementDate: trucker.fpSignAgreementDate, QuickPayAllowed: trucker.quickPayAllowed },
        after: { FPSignAgreementDate: signDate, QuickPayAllowed: after.quickPayAllowed },
      },
    });
  });
  return signDate ? `${name} has been approved for quick pay.` : `${name} has been unapproved from quick pay.`;
}

async function shipperParty(db: Db, shipperId: number) {
  const [shipper] = await db.select().from(shippers).where(eq(shippers.id, shipperId));
  if (!shipper) throw messageError(404, SHIPPER_NOT_FOUND);
  const [user] = await db.select().from(users).where(eq(users.id, shipper.userId));
  return { shipper, name: `Shipper ${shipper.companyName.trim() || ownerOrEmail(user)}` };
}

/** Unapproves the shipper's quick pay (QuickPaySuspended true). */
export async function suspendShipperQuickPay(db: Db, actor: AuthUser, shipperId: number): Promise<string> {
  const { shipper, name } = await shipperParty(db, shipperId);
  await db.transaction(async (tx) => {
    await tx.update(shippers).set({ quickPaySuspended: true }).where(eq(shippers.id, shipperId));
    await audit(tx, {
      userId: actor.id,
      action: 'shipper_quick_pay_suspended',
      entity: 'shipper',
      entityId: shipperId,
      details: { before: { QuickPaySuspended: shipper.quickPaySuspended }, after: { QuickPaySuspended: true } },
    });
  });
  return `${name} has been unapproved from quick pay.`;
}

/** Saves the limits; `ApproveShipper` also lifts the quick-pay suspension (the approve path of spec 1 §4). */
export async function updateBillingLimits(db: Db, actor: AuthUser, input: BillingLimitsValues): Promise<string> {
  const { shipper, name } = await shipperParty(db, input.Id);
  const limits = {
    capitalAllowance: input.CapitalAllowance,
    quickPayAllowedShipments: input.QuickPayAllowedShipments,
    quickPayMaxShipmentValue: input.QuickPayMaxShipmentValue,
  };
  const view = (s: typeof limits & { quickPaySuspended: boolean }) => ({
    CapitalAllowance: s.capitalAllowance,
    QuickPayAllowedShipments: s.quickPayAllowedShipments,
    QuickPayMaxShipmentValue: s.quickPayMaxShipmentValue,
    QuickPaySuspended: s.quickPaySuspended,
  });
  const after = { ...limits, quickPaySuspended: input.ApproveShipper ? false : shipper.quickPaySuspended };
  await db.transaction(async (tx) => {
    await tx.update(shippers).set(after).where(eq(shippers.id, shipper.id));
    await audit(tx, {
      userId: actor.id,
      action: input.ApproveShipper ? 'shipper_quick_pay_approved' : 'shipper_billing_limits_updated',
      entity: 'shipper',
      entityId: shipper.id,
      details: { before: view(shipper), after: view(after) },
    });
  });
  return input.ApproveShipper ? `${name} has been approved for quick pay.` : `The billing limits of ${name} have been saved.`;
}
