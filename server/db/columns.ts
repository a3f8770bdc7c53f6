import { bigint, integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders the schema files share. Timestamps are timestamptz; ids are identity integers (bigint for the
 * tables that grow with every event); money is numeric(12,2) read as numbers. It imports no table, so every schema
 * file can use it without an import cycle.
 */

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const created = () => at('created').notNull().defaultNow();
/** The last change of the row. */
export const updated = () => at('updated').notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference to a row that may be deleted (who made or decided it, what it came from): then null. */
export const optionalRef = (name: string, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: 'set null' });
