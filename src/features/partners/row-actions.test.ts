import { describe, expect, it } from 'vitest';
import { shipperRow, truckerRow } from './fixtures';
import { availableActions, hasQuickPay, isSubscribed, nextLockOut, quickPayAction } from './row-actions';

describe('trucker row actions', () => {
  it('offers Approve only while not approved, and Suspend for an active account', () => {
    expect(availableActions(truckerRow())).toEqual(['info', 'shipments', 'approve', 'suspend']);
    expect(availableActions(truckerRow({ Approved: true }))).toEqual(['info', 'shipments', 'suspend']);
  });
  it('offers quick pay only when a request date exists', () => {
    expect(quickPayAction(truckerRow())).toBeNull();
    expect(quickPayAction(truckerRow({ FPRequestDate: '2025-02-01T00:00:00Z' }))).toBe('approveQuickPay');
    expect(quickPayAction(truckerRow({ FPRequestDate: '2025-02-01T00:00:00Z', FPSignAgreementDate: '2025-02-03T00:00:00Z' }))).toBe(
      'unapproveQuickPay',
    );
  });
  it('puts quick pay before the suspension toggle', () => {
    const row = truckerRow({ Approved: true, Islocked: true, FPRequestDate: '2025-02-01T00:00:00Z' });
    expect(availableActions(row)).toEqual(['info', 'shipments', 'approveQuickPay', 'unsuspend']);
  });
});

describe('shipper row actions', () => {
  it('approves quick pay when suspended and unapproves it otherwise, after the suspension toggle', () => {
    expect(availableActions(shipperRow())).toEqual(['info', 'shipments', 'approve', 'suspend', 'approveQuickPay']);
    expect(availableActions(shipperRow({ Approved: true, QuickPaySuspended: false, Islocked: true }))).toEqual([
      'info',
      'shipments',
      'unsuspend',
      'unapproveQuickPay',
    ]);
  });
  it('leaves out the info action on the detail page', () => {
    expect(availableActions(shipperRow({ Approved: true }), { onDetailPage: true })).toEqual(['shipments', 'suspend', 'approveQuickPay']);
  });
});

describe('row values', () => {
  it('sends the opposite of the current lock state', () => {
    expect(nextLockOut(truckerRow({ Islocked: false }))).toBe(true);
    expect(nextLockOut(shipperRow({ Islocked: true }))).toBe(false);
  });
  it('reads quick pay and subscription', () => {
    expect(hasQuickPay(truckerRow({ QuickPayAllowed: true }))).toBe(true);
    expect(hasQuickPay(shipperRow({ QuickPaySuspended: true }))).toBe(false);
    expect(isSubscribed({ PaymentStatus: 'active' })).toBe(true);
    expect(isSubscribed({ PaymentStatus: 'Active' })).toBe(true);
    expect(isSubscribed({ PaymentStatus: 'past_due' })).toBe(false);
    expect(isSubscribed({ PaymentStatus: null })).toBe(false);
  });
});
