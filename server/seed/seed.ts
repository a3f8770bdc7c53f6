import { faker } from '@faker-js/faker/locale/en_US';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/passwords';
import type { Db } from '../db/database';
import { compactStatusCounts, vacuumAnalyze } from '../db/maintenance';
import { addresses, MIGRATION_LOOKUP_TABLES, shippers, truckers, users } from '../db/schema';
import { seedCountries, usPlaces, type UsPlace } from './seed-geo';
import { seedBilling } from './seed-billing';
import { seedLoads } from './seed-loads';
import { insertPartners, planShipper, planTrucker, type PartnerContext } from './seed-partners';

/**
 * Fills an EMPTY database with believable data from a fixed random seed: every country with its states,
 * generated truckers and shippers, and the three demo accounts. Later issues extend `SeedOptions`
 * (loads, billing) and add their steps at the marked place below.
 */

export const DEMO_PASSWORD = 'Haulbase#2025';
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@haulbase.test', firstName: 'Alex', lastName: 'Morgan', roles: ['BackOffice'] },
  shipper: { email: 'shipper@haulbase.test', firstName: 'Sam', lastName: 'Rivera', roles: ['Shipper'] },
  trucker: { email: 'trucker@haulbase.test', firstName: 'Jordan', lastName: 'Blake', roles: ['Trucker'] },
} as const;

export type SeedOptions = {
  /** Random seed: the same seed gives the same people, companies and states. */
  seed?: number;
  truckers?: number;
  shippers?: number;
  /** 'all', or ISO codes for a small set (tests). */
  countries?: 'all' | string[];
  /** Reference "now" for generated dates (default: today at 00:00 UTC, so a day's seeds are identical). */
  now?: Date;
  /** log2 of the scrypt N for the shared seed hash (tests use a cheap one; verification reads it from the hash). */
  passwordCost?: number;
  /** Generated loads besides the demo accounts' own (default 400; the bench uses 100,000). */
  loads?: number;
  /** DATA_DIR: where seeded attachment files are written (without it only their metadata is stored). */
  dataDir?: string;
};

export type SeedSummary = { countries: number; users: number; truckers: number; shippers: number; loads: number; ms: number };

async function seedDemoAccounts(db: Db, passwordHash: string, place: UsPlace): Promise<void> {
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(Object.values(DEMO_ACCOUNTS).map((a) => ({ ...a, roles: [...a.roles], passwordHash, emailConfirmed: true, created: now })))
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  const [shipper] = await db
    .insert(shippers)
    .values({
      userId: idOf(DEMO_ACCOUNTS.shipper.email),
      companyName: 'Demo Freight Co',
      approved: true,
      paymentStatus: 'active',
      quickPaySuspended: false,
      capitalAllowance: 50_000,
      quickPayAllowedShipments: 10,
      quickPayMaxShipmentValue: 5_000,
    })
    .returning({ id: shippers.id });
  const address = {
    shipperId: shipper.id,
    address1: '1200 Commerce St',
    city: place.city,
    state: place.state,
    zipcode: '75202',
    country: 'United States',
  };
  await db.insert(addresses).values([
    { ...address, kind: 'company' },
    { ...address, kind: 'billing' },
  ]);
  const [trucker] = await db
    .insert(truckers)
    .values({
      userId: idOf(DEMO_ACCOUNTS.trucker.email),
      name: 'Blake Freight Lines LLC',
      mcNumber: '1048576',
      dotNumber: '3141592',
      approved: true,
      paymentStatus: 'active',
      // The demo carrier has asked for quick pay; its agreement waits for staff (the partners screen's Quick pay action).
      fpRequestDate: new Date(now.getTime() - 30 * 24 * 3600_000),
    })
    .returning({ id: truckers.id });
  await db.insert(addresses).values({
    truckerId: trucker.id,
    kind: 'company',
    address1: '88 Interstate Dr',
    city: 'Fort Worth',
    state: 'Texas',
    zipcode: '76102',
    country: 'United States',
  });
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { seed = 2025, countries = 'all' } = options;
  const now = options.now ?? new Date(new Date().toISOString().slice(0, 10));
  faker.seed(seed);
  faker.setDefaultRefDate(now);

  const countryCount = await seedCountries(db, countries);
  // One hash for every seeded account: same password, same salt; hashing 130 times would take seconds.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  const places = usPlaces();
  const dallas = { state: 'Texas', stateCode: 'TX', city: 'Dallas' };
  await seedDemoAccounts(db, passwordHash, dallas);

  const pickPlace = (): UsPlace => {
    const state = faker.helpers.arrayElement(places);
    return { state: state.state, stateCode: state.stateCode, city: faker.helpers.arrayElement(state.cities) };
  };
  const ctx: PartnerContext = { faker, passwordHash, places: pickPlace, emails: new Set() };
  const truckerCount = options.truckers ?? 64;
  const shipperCount = options.shippers ?? 64;
  const plans = [
    ...Array.from({ length: truckerCount }, () => planTrucker(ctx)),
    ...Array.from({ length: shipperCount }, () => planShipper(ctx)),
  ];
  await insertPartners(db, faker, plans);

  // Each area seeds its own data after the partners, behind its own SeedOptions.
  const seeded = await seedLoads(db, faker, { now, count: options.loads, dataDir: options.dataDir });
  await seedBilling(db, faker, { now, dataDir: options.dataDir });

  // One status-count row per status, fresh statistics and no GIN pending list after the bulk load (PGlite has no
  // autovacuum, decision 040).
  await compactStatusCounts(db);
  await vacuumAnalyze(db);

  return {
    countries: countryCount,
    users: plans.length + 3,
    truckers: truckerCount + 1,
    shippers: shipperCount + 1,
    loads: seeded.loads,
    ms: Math.round(performance.now() - started),
  };
}

/** Empties every table (keeps the schema, migrations and the lookup rows migrations wrote). Used by `npm run seed -- --reset`. */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const keep = new Set<string>(MIGRATION_LOOKUP_TABLES);
  const names = (rows as unknown as { rows: { tablename: string }[] }).rows
    .filter((r) => !keep.has(r.tablename))
    .map((r) => `"${r.tablename}"`);
  if (names.length > 0) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}
