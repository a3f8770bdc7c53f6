import { describe, expect, it } from 'vitest';
import { allowedActions, rowMenu } from './row-actions';

const none = { CanStart: false, CanPause: false, CanResume: false, CanCancel: false, CanRenew: false };

describe('rowMenu (spec 3 §2 row Actions)', () => {
  it('is hidden when IsInternalSubscription is 1', () => {
    expect(rowMenu({ ...none, CanStart: true, IsInternalSubscription: 1, HasSubscriptions: true })).toBeNull();
  });
  it('offers the flagged actions only for internal value 3', () => {
    const flags = { ...none, CanPause: true, CanCancel: true };
    expect(rowMenu({ ...flags, IsInternalSubscription: 3, HasSubscriptions: true })).toEqual({
      billingInfoDisabled: false,
      actions: ['pause', 'cancel'],
    });
    expect(rowMenu({ ...flags, IsInternalSubscription: 2, HasSubscriptions: true })).toEqual({ billingInfoDisabled: false, actions: [] });
  });
  it('disables Billing Info for value 3 without subscriptions', () => {
    expect(rowMenu({ ...none, CanStart: true, IsInternalSubscription: 3, HasSubscriptions: false })).toEqual({
      billingInfoDisabled: true,
      actions: ['start'],
    });
    expect(rowMenu({ ...none, IsInternalSubscription: 2, HasSubscriptions: false })?.billingInfoDisabled).toBe(false);
  });
});

describe('allowedActions', () => {
  it('keeps menu order start, pause, resume, cancel, renew', () => {
    expect(allowedActions({ CanStart: true, CanPause: true, CanResume: true, CanCancel: true, CanRenew: true })).toEqual([
      'start',
      'pause',
      'resume',
      'cancel',
      'renew',
    ]);
  });
});
