import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toUsersQuery } from './api';
import { BILLING_DEFAULTS, billingSearchSchema, resetSearch, toggleSingleType } from './search-params';

describe('billing search params (spec 3 §2)', () => {
  it('defaults to no types, no statuses, subscriptions 0, Created descending, page size 5, page 1', () => {
    expect(v.parse(billingSearchSchema, {})).toEqual({ ...BILLING_DEFAULTS, search: undefined });
  });
  it('Reset restores exactly the defaults', () => {
    expect(v.parse(billingSearchSchema, resetSearch())).toEqual(v.parse(billingSearchSchema, {}));
  });
  it('falls back to defaults for unreadable values', () => {
    const search = v.parse(billingSearchSchema, { pageSize: 7, page: -2, sortOrder: 'up', types: 'x', subscriptions: 'all' });
    expect(search).toMatchObject({ pageSize: 5, page: 1, sortOrder: 'desc', types: [], subscriptions: 0 });
  });
  it('sends Others for a null status and repeats the groups', () => {
    const search = v.parse(billingSearchSchema, { statuses: ['active', null], types: ['Trucker'], subscriptions: 3 });
    expect(toUsersQuery(search)).toMatchObject({ paymentStatus: ['active', 'Others'], type: ['Trucker'], isInternal: 3 });
  });
});

describe('toggleSingleType (pie click)', () => {
  it('selects that type only, and clears it when it was the only one selected', () => {
    expect(toggleSingleType([], 'Trucker')).toEqual(['Trucker']);
    expect(toggleSingleType(['Trucker', 'DlsShipper'], 'Trucker')).toEqual(['Trucker']);
    expect(toggleSingleType(['Trucker'], 'Trucker')).toEqual([]);
    expect(toggleSingleType(['DlsShipper'], 'Trucker')).toEqual(['Trucker']);
  });
});
