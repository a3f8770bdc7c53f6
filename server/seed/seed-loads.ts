import type { Faker } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import { feeInsertSql } from '../services/load-fees';
import { CARRIED_STATUSES, STATUS_CODES, type StatusCode } from '../services/load-status';
import { bulkInsert } from '../db/bulk-insert';
import type { Db } from '../db/database';
import {
  addressBook,
  shipmentAccessorials,
  shipmentItems,
  shipments,
  shipmentStops,
  shippers,
  statusHistory,
  trackingPoints,
  truckers,
  users,
} from '../db/schema';
import { seedLoadExtras, seedCustomFields, storeSeedDocuments, type ChunkContext } from './seed-loads-extras';
import { freightHubs, type GeoCity } from './seed-loads-geo';
import { type CompanyPlan, type LoadPlan, LoadPlanner, type Party } from './seed-loads-plan';
import { trackingFor } from './seed-loads-tracking';

/**
 * Loads for the demo accounts and the generated partners (decision 043). The demo shipper owns loads in every
 * status and the demo trucker carries loads in every carried status; `count` more are spread over the partners.
 * Loads get stops at real US hub coordinates, status history, activities and — for a bounded "detailed" subset at
 * large counts — tracking points, bids, notes, attachments, accessorials and line items.
 */

export type LoadSeedOptions = {
  now: Date;
  /** Generated loads besides the demo accounts' own (default 400). */
  count?: number;
  /** Where seeded attachment bytes are written (DATA_DIR); without it only their metadata is stored. */
  dataDir?: string;
};

/** Above this many generated loads, only the first ones (and the demo loads) get the per-load detail rows. */
export const DETAIL_LIMIT = 1500;
const CHUNK = 10_000;

const GENERATED_STATUSES: { value: StatusCode; weight: number }[] = [
  { value: 'DF', weight: 8 },
  { value: 'OP', weight: 12 },
  { value: 'BK', weight: 10 },
  { value: 'OFP', weight: 5 },
  { value: 'AT', weight: 4 },
  { value: 'IT', weight: 10 },
  { value: 'AR', weight: 4 },
  { value: 'DL', weight: 40 },
  { value: 'CL', weight: 7 },
];

type Parties = { shippers: Party[]; truckers: Party[]; demoShipper: Party; demoTrucker: Party; adminUserId: number };

async function readParties(db: Db): Promise<Parties> {
  const shipperRows = await db
    .select({ id: shippers.id, userId: shippers.userId, name: shippers.companyName, email: users.email })
    .from(shippers)
    .innerJoin(users, eq(users.id, shippers.userId))
    .orderBy(shippers.id);
  const truckerRows = await db
    .select({ id: truckers.id, userId: truckers.userId, name: truckers.name, email: users.email })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .orderBy(truckers.id);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@haulbase.test'));
  const demoShipper = shipperRows.find((s) => s.email === 'shipper@haulbase.test');
  const demoTrucker = truckerRows.find((t) => t.email === 'trucker@haulbase.test');
  if (!demoShipper || !demoTrucker || !admin) throw new Error('seedLoads needs the demo accounts (seed them first).');
  const others = <T extends { id: number }>(rows: T[], demo: T) => rows.filter((r) => r.id !== demo.id);
  return {
    shippers: others(shipperRows, demoShipper).length ? others(shipperRows, demoShipper) : [demoShipper],
    truckers: others(truckerRows, demoTrucker).length ? others(truckerRows, demoTrucker) : [demoTrucker],
    demoShipper,
    demoTrucker,
    adminUserId: admin.id,
  };
}

/** Bank details for every trucker's bill (real routing numbers of large US banks; account numbers made up). */
async function seedTruckerBanks(db: Db): Promise<void> {
  await db.execute(sql`
    update ${truckers} t set
      ach_financial_institution_name = (array['JPMorgan Chase Bank','Wells Fargo Bank','Bank of America','Citibank','U.S. Bank','PNC Bank','Truist Bank','Capital One'])[1 + t.id % 8],
      ach_aba_routing_number = (array['021000021','121000248','026009593','021000089','091000022','043000096','061000104','056073502'])[1 + t.id % 8],
      ach_account_number = lpad(((t.id * 7919 + 104729) * 2654435761 % 9999999999)::text, 10, '0')`);
}

/** The demo loads: every status for the demo shipper, every carried status for the demo trucker, two long trips. */
function demoPlans(planner: LoadPlanner, f: Faker, p: Parties, hubs: GeoCity[]): LoadPlan[] {
  const plans: LoadPlan[] = [];
  const someTrucker = () => f.helpers.arrayElement(p.truckers);
  const someShipper = () => f.helpers.arrayElement(p.shippers);
  const carried = (s: StatusCode) => (CARRIED_STATUSES as readonly string[]).includes(s);
  for (const status of STATUS_CODES) {
    for (let i = 0; i < 3; i++) {
      const trucker = carried(status) ? (i === 0 ? p.demoTrucker : someTrucker()) : status === 'CL' && i === 2 ? p.demoTrucker : null;
      plans.push(planner.plan({ status, shipper: p.demoShipper, trucker, detailed: true }));
    }
  }
  for (const status of CARRIED_STATUSES) {
    for (let i = 0; i < 2; i++) plans.push(planner.plan({ status, shipper: someShipper(), trucker: p.demoTrucker, detailed: true }));
  }
  const hub = (city: string) => hubs.find((h) => h.city === city)!;
  const long = (names: string[]) => names.map(hub).filter(Boolean);
  // Coast to coast with four intermediate stops: the tracking bench's page (500 points).
  plans.push(
    planner.plan({
      status: 'IT',
      shipper: p.demoShipper,
      trucker: p.demoTrucker,
      detailed: true,
      trackingPoints: 500,
      route: long(['Los Angeles', 'Phoenix', 'Albuquerque', 'Oklahoma City', 'Memphis', 'Atlanta']),
    }),
    planner.plan({
      status: 'DL',
      shipper: p.demoShipper,
      trucker: p.demoTrucker,
      detailed: true,
      trackingPoints: 500,
      route: long(['Seattle', 'Boise', 'Salt Lake City', 'Denver', 'Kansas City', 'Chicago']),
    }),
  );
  return plans;
}

/** SO number of the demo shipper's draft with 10 stops and 50 line items (the edit-screen bench opens it). */
export const BENCH_SO_NUMBER = 'BENCH-10x50';
const BENCH_ROUTE = [
  'Seattle',
  'Portland',
  'Sacramento',
  'Oakland',
  'Fresno',
  'Los Angeles',
  'San Diego',
  'Phoenix',
  'Tucson',
  'El Paso',
  'San Antonio',
  'Houston',
];

/**
 * Another faker with the same locale data and its own seed (the seed's import exports only the instance, not the
 * class): a load planned from it after everything else changes none of the other seeded data.
 */
function ownFaker(faker: Faker, seed: number): Faker {
  const Instance = faker.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;
  const f = new Instance({ locale: faker.rawDefinitions });
  f.seed(seed);
  return f;
}

/** Planned from its own random seed after everything else, so adding it changed none of the other seeded data. */
function benchPlan(planner: LoadPlanner, faker: Faker, p: Parties, hubs: GeoCity[]): { faker: Faker; plan: LoadPlan } {
  const f = ownFaker(faker, 1050);
  const route = BENCH_ROUTE.map((city) => hubs.find((h) => h.city === city)!).filter(Boolean);
  return {
    faker: f,
    plan: planner.withFaker(f).plan({
      status: 'DF',
      shipper: p.demoShipper,
      trucker: null,
      detailed: true,
      route,
      modeId: 1,
      itemCount: 50,
      soNumber: BENCH_SO_NUMBER,
    }),
  };
}

/** The yard move's two ends, 1.2 km apart at the Port of Houston: a trip a journey can drive in real time (150 mph check). */
const YARD_MOVE_ROUTE: GeoCity[] = [
  { city: "Morgan's Point", state: 'Texas', stateCode: 'TX', lat: 29.683, lng: -95.006 },
  { city: 'La Porte', state: 'Texas', stateCode: 'TX', lat: 29.683, lng: -95.0184 },
];

/** A booked container move from the terminal to a nearby yard for the demo trucker, from its own random seed, last. */
function yardMovePlan(planner: LoadPlanner, faker: Faker, p: Parties): { faker: Faker; plan: LoadPlan } {
  const f = ownFaker(faker, 1051);
  return {
    faker: f,
    plan: planner
      .withFaker(f)
      .plan({ status: 'BK', shipper: p.demoShipper, trucker: p.demoTrucker, detailed: true, route: YARD_MOVE_ROUTE, modeId: 3 }),
  };
}

function generatedPlan(planner: LoadPlanner, f: Faker, p: Parties, detailed: boolean): LoadPlan {
  const status = f.helpers.weightedArrayElement(GENERATED_STATUSES);
  const shipper = f.datatype.boolean(0.03) ? p.demoShipper : f.helpers.arrayElement(p.shippers);
  const needsTrucker = (CARRIED_STATUSES as readonly string[]).includes(status) || (status === 'CL' && f.datatype.boolean(0.3));
  const trucker = needsTrucker ? (f.datatype.boolean(0.03) ? p.demoTrucker : f.helpers.arrayElement(p.truckers)) : null;
  return planner.plan({ status, shipper, trucker, detailed });
}

/** Who made each move: the shipper posts and cancels, BackOffice books, the carrier drives. */
function moverOf(code: StatusCode, plan: LoadPlan, adminUserId: number): number {
  if (code === 'BK') return adminUserId;
  if (['OFP', 'AT', 'IT', 'AR', 'DL'].includes(code)) return plan.trucker?.userId ?? adminUserId;
  return plan.shipper.userId;
}

/** Inserts the address book entries the chunk's loads use for the first time, then points the loads and stops at them. */
async function linkAddressBook(db: Db, plans: LoadPlan[]): Promise<void> {
  const fresh = new Set<CompanyPlan>();
  for (const p of plans)
    for (const c of [p.companies.pickup, p.companies.destination, ...p.companies.stops]) if (c.id === undefined) fresh.add(c);
  const rows = [...fresh];
  const ids = await bulkInsert(
    db,
    addressBook,
    rows.map((c) => ({
      shipperId: c.shipperId,
      name: c.name,
      address1: c.address1,
      address2: '',
      city: c.city.city,
      state: c.city.state,
      country: 'United States',
      zipcode: c.zip,
      contactFirstName: c.contact.firstName,
      contactLastName: c.contact.lastName,
      contactEmail: c.contact.email,
      contactPhone: c.contact.phone,
      isShipper: c.isShipper,
      latitude: c.city.lat,
      longitude: c.city.lng,
    })),
    ['id'],
  );
  rows.forEach((c, i) => (c.id = ids[i].id));
  for (const p of plans) {
    p.row.pickupAddressId = p.companies.pickup.id;
    p.row.destinationAddressId = p.companies.destination.id;
    p.stops.forEach((stop, i) => (stop.addressId = p.companies.stops[i].id));
  }
}

async function insertChunk(db: Db, f: Faker, plans: LoadPlan[], ctx: ChunkContext): Promise<void> {
  await linkAddressBook(db, plans);
  const inserted = await bulkInsert(
    db,
    shipments,
    plans.map((p) => p.row),
    ['id', 'code'],
  );
  const ids = inserted.map((r) => r.id);
  await bulkInsert(
    db,
    shipmentStops,
    plans.flatMap((p, i) => p.stops.map(({ fraction: _fraction, ...stop }) => ({ ...stop, shipmentId: ids[i] }))),
  );
  await bulkInsert(
    db,
    statusHistory,
    plans.flatMap((p, i) =>
      p.path.map((code, j) => {
        // A few carrier moves arrive late, as if replayed from a phone that was offline (the two clocks of 043).
        const late =
          code === 'IT' && f.datatype.boolean(0.1) ? f.number.int({ min: 5, max: 40 }) * 60_000 : f.number.int({ min: 1, max: 20 }) * 1000;
        return {
          shipmentId: ids[i],
          statusCode: code,
          created: p.times[j],
          receivedAt: new Date(Math.min(p.times[j].getTime() + late, ctx.now.getTime())),
          userId: moverOf(code, p, ctx.adminUserId),
        };
      }),
    ),
  );
  const detailed = plans.map((p, i) => ({ plan: p, id: ids[i], code: inserted[i].code })).filter((x) => x.plan.detailed);
  if (detailed.length > 0) {
    await bulkInsert(
      db,
      trackingPoints,
      detailed.flatMap((x) => trackingFor(f, x.plan, x.id, ctx.hubs, ctx.now)),
    );
    await bulkInsert(
      db,
      shipmentAccessorials,
      detailed.flatMap((x) => x.plan.accessorials.map((a, position) => ({ ...a, shipmentId: x.id, position }))),
    );
    await bulkInsert(
      db,
      shipmentItems,
      detailed.flatMap((x) =>
        x.plan.items.map((item) => ({
          shipmentId: x.id,
          purchaseOrder: item.purchaseOrder,
          sku: item.sku,
          packagingId: item.packagingId,
          commodity: item.commodity,
          freightClass: item.freightClass,
          nmfc: item.nmfc,
          handlingAmount: item.handlingAmount,
          pieces: item.pieces,
          // The load's TotalWeight counts handling units × weight (decision 047): freight lines weigh each handling
          // unit, other modes carry the line's total weight.
          weight: x.plan.row.modeId === 1 ? item.weight : item.weight * item.handlingAmount,
          weightMode: x.plan.row.modeId === 1 ? 'each' : 'total',
          length: item.length,
          width: item.width,
          height: item.height,
          isHazardousMaterial: item.isHazardousMaterial,
        })),
      ),
    );
    await seedLoadExtras(db, f, detailed, ctx);
  }
  // Loads without detail still have their Created activity.
  const plain = ids.filter((_, i) => !plans[i].detailed);
  if (plain.length > 0) {
    await db.execute(sql`
      insert into activities (shipment_id, user_id, action, fields, created, received_at)
      select s.id, p.user_id, 'Created',
        jsonb_build_array(
          jsonb_build_object('Field', 'Code', 'Type', 'string', 'OldValue', null, 'NewValue', s.code),
          jsonb_build_object('Field', 'TotalPrice', 'Type', 'decimal', 'OldValue', null, 'NewValue', s.total_price::text),
          jsonb_build_object('Field', 'ShipmentDate', 'Type', 'date', 'OldValue', null, 'NewValue', to_char(s.shipment_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
        s.created, s.created
      from shipments s join shippers p on p.id = s.shipper_id
      where s.id = any(${`{${plain.join(',')}}`}::int[])
      order by s.id`);
  }
}

/** Above this many loads the list's sort indexes are dropped during the bulk insert and built once at the end. */
const REBUILD_INDEXES_ABOVE = 20_000;

/**
 * Runs `task` without the secondary indexes of the big seeded tables (except those the seed's triggers read:
 * shipments by shipper / trucker, stops by shipment), then recreates them from their saved definitions:
 * one CREATE INDEX is several times cheaper than maintaining 30 indexes row by row.
 */
async function withoutIndexes(db: Db, task: () => Promise<void>): Promise<void> {
  const result = await db.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.schemaname = 'public' and i.tablename in ('shipments', 'status_history', 'activities')
      and not x.indisunique and not x.indisprimary
      and i.indexname not in ('shipments_shipper_id_idx', 'shipments_trucker_id_idx')`);
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
  try {
    await task();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  }
}

/** Seeds loads for the demo accounts and generated partners. */
export async function seedLoads(db: Db, faker: Faker, options: LoadSeedOptions): Promise<{ loads: number }> {
  const count = options.count ?? 400;
  const hubs = freightHubs();
  const parties = await readParties(db);
  await seedTruckerBanks(db);
  const planner = new LoadPlanner(faker, options.now, hubs);
  const ctx: ChunkContext = {
    now: options.now,
    hubs,
    adminUserId: parties.adminUserId,
    truckers: [...parties.truckers, parties.demoTrucker],
    documents: await storeSeedDocuments(db, options.dataDir),
    customFields: await seedCustomFields(db),
    demoShipperId: parties.demoShipper.id,
  };
  const demo = demoPlans(planner, faker, parties, hubs);
  await insertChunk(db, faker, demo, ctx);
  const generated = async () => {
    for (let start = 0; start < count; start += CHUNK) {
      const size = Math.min(CHUNK, count - start);
      const plans = Array.from({ length: size }, (_, i) => generatedPlan(planner, faker, parties, start + i < DETAIL_LIMIT));
      await insertChunk(db, faker, plans, ctx);
    }
  };
  if (count > REBUILD_INDEXES_ABOVE) await withoutIndexes(db, generated);
  else await generated();
  const bench = benchPlan(planner, faker, parties, hubs);
  await insertChunk(db, bench.faker, [bench.plan], ctx);
  const yardMove = yardMovePlan(planner, faker, parties);
  await insertChunk(db, yardMove.faker, [yardMove.plan], ctx);
  // Fees deducted from the carrier's bill (decision 082): the same rule a booking in the app applies.
  const carried = sql.join(
    CARRIED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  await db.execute(feeInsertSql(sql`status_code in (${carried})`));
  // Private loads are offered to named carriers (decision 081): the carrier that took it, the demo trucker on every
  // other one, and a few of the first truckers.
  await db.execute(sql`insert into shipment_offers (shipment_id, trucker_id)
    select s.id, t.id from shipments s join truckers t
      on t.id = s.trucker_id or (t.id = ${parties.demoTrucker.id} and s.id % 2 = 0) or (t.id <= 12 and (s.id + t.id) % 5 = 0)
    where s.is_private
    on conflict do nothing`);
  return { loads: demo.length + count + 2 };
}
