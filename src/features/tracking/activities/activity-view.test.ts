import { describe, expect, it } from 'vitest';
import type { Activity } from '@/contract/load-detail';
import { filterActivities, formatActivityValue } from './activity-view';
import { activityFieldLabel } from './field-labels';

const yesNo = { yes: 'Yes', no: 'No' };

const activity = (Id: number, Action: Activity['Action'], User: string, fields: Activity['Fields'] = []): Activity => ({
  Id,
  Action,
  User,
  Created: '2026-11-10T10:00:00Z',
  ReceivedAt: '2026-11-10T10:00:00Z',
  Fields: fields,
});

const activities = [
  activity(3, 'StatusChanged', 'Trucker Tom', [{ Field: 'Status', Type: 'string', OldValue: 'Booked', NewValue: 'In transit' }]),
  activity(2, 'Updated', 'Shipper Sue', [{ Field: 'TotalPrice', Type: 'decimal', OldValue: '1500.00', NewValue: '1750.50' }]),
  activity(1, 'Created', 'Shipper Sue'),
];

describe('formatActivityValue (spec 2 §2.3)', () => {
  it('shows decimals as numbers', () => {
    expect(formatActivityValue({ Type: 'decimal' }, '1500.00', yesNo)).toBe('1,500');
    expect(formatActivityValue({ Type: 'decimal' }, '1750.50', yesNo)).toBe('1,750.5');
    expect(formatActivityValue({ Type: 'int' }, '42', yesNo)).toBe('42');
  });
  it('formats dates and booleans, leaves text and empty values', () => {
    expect(formatActivityValue({ Type: 'date' }, '2026-11-10T14:05:00Z', yesNo)).toBe('11/10/2026 02:05 PM');
    expect(formatActivityValue({ Type: 'date' }, '2026-11-10', yesNo)).toBe('11/10/2026');
    expect(formatActivityValue({ Type: 'bool' }, 'true', yesNo)).toBe('Yes');
    expect(formatActivityValue({ Type: 'bool' }, 'False', yesNo)).toBe('No');
    expect(formatActivityValue({ Type: 'string' }, 'Dry Van', yesNo)).toBe('Dry Van');
    expect(formatActivityValue({ Type: 'decimal' }, null, yesNo)).toBe('');
    expect(formatActivityValue({ Type: 'decimal' }, 'n/a', yesNo)).toBe('n/a');
  });
});

describe('filterActivities', () => {
  it('applies the quick filters', () => {
    expect(filterActivities(activities, 'all', '').map((a) => a.Id)).toEqual([3, 2, 1]);
    expect(filterActivities(activities, 'updates', '').map((a) => a.Id)).toEqual([2]);
    expect(filterActivities(activities, 'creations', '').map((a) => a.Id)).toEqual([1]);
    expect(filterActivities(activities, 'statusChanges', '').map((a) => a.Id)).toEqual([3]);
  });
  it('searches users, field names and values, ignoring case', () => {
    expect(filterActivities(activities, 'all', 'sue').map((a) => a.Id)).toEqual([2, 1]);
    expect(filterActivities(activities, 'all', 'totalprice').map((a) => a.Id)).toEqual([2]);
    expect(filterActivities(activities, 'all', 'IN TRANSIT').map((a) => a.Id)).toEqual([3]);
    expect(filterActivities(activities, 'updates', 'tom')).toEqual([]);
  });
});

describe('activityFieldLabel (issue 15 item 18)', () => {
  it('names fields as the form does', () => {
    expect(activityFieldLabel('ReqShipDate')).toBe('Requested ship date');
    expect(activityFieldLabel('Item 2 · PackagingId')).toBe('Item 2 · Packaging');
    expect(activityFieldLabel('CF · Dock door')).toBe('Dock door');
    expect(activityFieldLabel('SomethingNew')).toBe('SomethingNew');
  });
  it('lets the search find a change by the label shown', () => {
    const changed = [
      activity(5, 'Updated', 'Shipper Sue', [{ Field: 'Item 1 · PackagingId', Type: 'string', OldValue: 'Pallet', NewValue: 'Crate' }]),
    ];
    expect(filterActivities(changed, 'all', 'packaging')).toHaveLength(1);
  });
});
