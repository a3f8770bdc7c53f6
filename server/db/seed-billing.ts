import type { Faker } from '@faker-js/faker';
import type { Db } from './database';

export type BillingSeedOptions = { now: Date };

/** Seeds plans, subscriptions, periods, invoices, coupons and contracts (issue 6 fills this in). */
export async function seedBilling(_db: Db, _faker: Faker, _options: BillingSeedOptions): Promise<void> {}
