import type { Db } from '../db/database';
import { type ActivityField, activities } from '../db/schema';

/**
 * Every change to a load writes one activity row (ARCHITECTURE: the Activities modal and the audit trail are the
 * same data). Values are stored as strings (or null) with a Type so the modal can show decimals as numbers.
 */

export type ActivityAction = 'Created' | 'Updated' | 'StatusChanged' | 'Deleted';
export type FieldType = ActivityField['Type'];
export type { ActivityField };

export type ActivityInput = {
  shipmentId: number;
  userId: number | null;
  action: ActivityAction;
  fields?: ActivityField[];
  /** Defaults to now; the offline replay passes the client's time. */
  created?: Date;
  /** Defaults to every party of the load; entries about private or BackOffice-only things say so (decision 018). */
  visibility?: ActivityVisibility;
};

export type ActivityVisibility = { visibleToUserId: number | null; backOfficeOnly: boolean };

/** An attachment's entries are read by whoever may read the attachment (the state after the change). */
export const attachmentVisibility = (a: { isPublic: boolean; userId: number | null; inPanel: boolean }): ActivityVisibility => ({
  visibleToUserId: a.isPublic ? null : (a.userId ?? -1),
  backOfficeOnly: !a.inPanel,
});

export async function recordActivity(tx: Db, input: ActivityInput): Promise<void> {
  await tx.insert(activities).values({
    shipmentId: input.shipmentId,
    userId: input.userId,
    action: input.action,
    fields: input.fields ?? [],
    ...(input.visibility ?? {}),
    ...(input.created ? { created: input.created } : {}),
  });
}

/** Field name (as shown, PascalCase like the wire) → its type. */
export type FieldTypes = Record<string, FieldType>;

const asString = (value: unknown, type: FieldType): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'date') {
    const date = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
  }
  if (type === 'bool') return value ? 'true' : 'false';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

/** Infers a type from a value when the caller gave none. */
export function typeOf(value: unknown): FieldType {
  if (value instanceof Date) return 'date';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'decimal';
  return 'string';
}

/**
 * The changed fields between `before` and `after` (both keyed by wire field name), in `types` order when given.
 * Only keys present in `after` are compared, so a partial update diffs only what it sends.
 */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>, types: FieldTypes = {}): ActivityField[] {
  const keys = Object.keys(types).length > 0 ? Object.keys(types).filter((k) => k in after) : Object.keys(after);
  const out: ActivityField[] = [];
  for (const key of keys) {
    const type = types[key] ?? typeOf(after[key] ?? before[key]);
    const oldValue = asString(before[key], type);
    const newValue = asString(after[key], type);
    const same =
      type === 'decimal' && oldValue !== null && newValue !== null ? Number(oldValue) === Number(newValue) : oldValue === newValue;
    if (!same) out.push({ Field: key, Type: type, OldValue: oldValue, NewValue: newValue });
  }
  return out;
}

/** All fields of a new record as NewValue (the Created activity). */
export const createdFields = (record: Record<string, unknown>, types: FieldTypes = {}) => diffFields({}, record, types);
