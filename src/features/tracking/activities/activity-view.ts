import type { Activity, ActivityAction, ActivityField } from '@/contract/load-detail';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { activityFieldLabel } from './field-labels';

/** Quick filters of the Activities modal (spec 2 §2.3). */
export type ActivityFilter = 'all' | 'updates' | 'creations' | 'statusChanges';

const FILTER_ACTIONS: Record<Exclude<ActivityFilter, 'all'>, ActivityAction> = {
  updates: 'Updated',
  creations: 'Created',
  statusChanges: 'StatusChanged',
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/**
 * A field value as shown: decimals (and ints) as numbers ("1500.00" → "1,500"), dates in the app's format, booleans
 * as Yes / No (the labels are passed in translated). Null and unreadable values stay as they are.
 */
export function formatActivityValue(field: Pick<ActivityField, 'Type'>, value: string | null, yesNo: { yes: string; no: string }): string {
  if (value === null || value === '') return '';
  switch (field.Type) {
    case 'decimal':
    case 'int': {
      const n = Number(value);
      return Number.isFinite(n) ? numberFormat.format(n) : value;
    }
    case 'date': {
      const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
      return (dateOnly ? formatDate(value) : formatDateTime(value)) || value;
    }
    case 'bool':
      return value.toLowerCase() === 'true' ? yesNo.yes : value.toLowerCase() === 'false' ? yesNo.no : value;
    default:
      return value;
  }
}

/** Activities matching the quick filter and the search text (user, field label or name, old or new value; case-insensitive). */
export function filterActivities(activities: readonly Activity[], filter: ActivityFilter, search: string): Activity[] {
  const needle = search.trim().toLowerCase();
  return activities.filter((activity) => {
    if (filter !== 'all' && activity.Action !== FILTER_ACTIONS[filter]) return false;
    if (!needle) return true;
    const haystack = [
      activity.User,
      activity.Action,
      ...activity.Fields.flatMap((f) => [f.Field, activityFieldLabel(f.Field), f.OldValue ?? '', f.NewValue ?? '']),
    ];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}
