import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/database';
import { addresses, shippers, truckers, users } from '../db/schema';
import { bulkInsert } from '../db/bulk-insert';
import type { UsPlace } from './seed-geo';

/** Generated truckers and shippers with varied approval, suspension, subscription and quick-pay states. */

type NewUser = typeof users.$inferInsert;
type PartnerPlan = { user: NewUser } & (
  | { kind: 'trucker'; trucker: Omit<typeof truckers.$inferInsert, 'userId'>; place: UsPlace }
  | { kind: 'shipper'; shipper: Omit<typeof shippers.$inferInsert, 'userId'>; places: UsPlace[] }
);

const PAYMENT_STATUSES = [
  { value: 'active', weight: 45 },
  { value: 'canceled', weight: 15 },
  { value: 'past_due', weight: 10 },
  { value: null, weight: 30 },
];

export type PartnerContext = { faker: Faker; passwordHash: string; places: () => UsPlace; emails: Set<string> };

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

function uniqueEmail(ctx: PartnerContext, first: string, last: string, domain: string): string {
  const base = `${slug(first)}.${slug(last)}`;
  let email = `${base}@${domain}`;
  for (let n = 2; ctx.emails.has(email); n++) email = `${base}${n}@${domain}`;
  ctx.emails.add(email);
  return email;
}

/** US numbers as digits, some with the leading 1 (spec 1 §5 display rules). */
const phone = (f: Faker) => `${f.datatype.boolean(0.2) ? '1' : ''}${f.number.int({ min: 201, max: 989 })}${f.string.numeric(7)}`;

function baseUser(ctx: PartnerContext, role: 'Trucker' | 'Shipper', domain: string): NewUser {
  const f = ctx.faker;
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  return {
    email: uniqueEmail(ctx, firstName, lastName, domain),
    emailConfirmed: f.datatype.boolean(0.85),
    phone: f.datatype.boolean(0.9) ? phone(f) : null,
    phoneConfirmed: f.datatype.boolean(0.6),
    firstName,
    lastName,
    passwordHash: ctx.passwordHash,
    roles: [role],
    lockedOut: f.datatype.boolean(0.12),
    created: f.date.past({ years: 2 }),
  };
}

export function planTrucker(ctx: PartnerContext): PartnerPlan {
  const f = ctx.faker;
  const company = `${f.person.lastName()} ${f.helpers.arrayElement(['Trucking', 'Transport', 'Freight Lines', 'Logistics', 'Carriers', 'Hauling'])}${f.datatype.boolean(0.5) ? ' LLC' : ' Inc.'}`;
  const user = baseUser(ctx, 'Trucker', `${slug(company).slice(0, 18)}.example.com`);
  const requested = f.datatype.boolean(0.45) ? f.date.between({ from: user.created!, to: f.defaultRefDate() }) : null;
  const signed = requested && f.datatype.boolean(0.5) ? f.date.between({ from: requested, to: f.defaultRefDate() }) : null;
  return {
    kind: 'trucker',
    user,
    place: ctx.places(),
    trucker: {
      name: company,
      mcNumber: f.string.numeric({ length: { min: 6, max: 7 }, allowLeadingZeros: false }),
      dotNumber: f.string.numeric({ length: 7, allowLeadingZeros: false }),
      fpRequestDate: requested,
      fpSignAgreementDate: signed,
      quickPayAllowed: signed !== null,
      approved: f.datatype.boolean(0.7),
      paymentStatus: f.helpers.weightedArrayElement(PAYMENT_STATUSES),
      created: user.created,
    },
  };
}

export function planShipper(ctx: PartnerContext): PartnerPlan {
  const f = ctx.faker;
  const company = f.company.name();
  const user = baseUser(ctx, 'Shipper', `${slug(company).slice(0, 18)}.example.com`);
  const suspended = f.datatype.boolean(0.5);
  const place = ctx.places();
  return {
    kind: 'shipper',
    user,
    places: [place, f.datatype.boolean(0.6) ? place : ctx.places()],
    shipper: {
      companyName: company,
      approved: f.datatype.boolean(0.7),
      paymentStatus: f.helpers.weightedArrayElement(PAYMENT_STATUSES),
      quickPaySuspended: suspended,
      capitalAllowance: suspended && f.datatype.boolean(0.6) ? null : f.number.int({ min: 20, max: 500 }) * 500,
      quickPayAllowedShipments: suspended && f.datatype.boolean(0.6) ? null : f.number.int({ min: 1, max: 50 }),
      quickPayMaxShipmentValue: suspended && f.datatype.boolean(0.6) ? null : f.number.int({ min: 10, max: 250 }) * 100,
      created: user.created,
    },
  };
}

type Owner = { shipperId: number } | { truckerId: number };

export function addressRow(f: Faker, owner: Owner, kind: 'company' | 'billing', place: UsPlace) {
  return {
    ...owner,
    kind,
    address1: f.location.streetAddress(),
    address2: f.datatype.boolean(0.25) ? f.location.secondaryAddress() : '',
    city: place.city,
    state: place.state,
    zipcode: f.location.zipCode({ state: place.stateCode }),
    country: 'United States',
  };
}

/** Inserts trucker or shipper rows; answers their ids by user id. */
async function insertPartnerRows<T extends typeof truckers | typeof shippers>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<Map<number, number>> {
  const inserted = await bulkInsert(db, table, rows, ['id', 'userId']);
  return new Map(inserted.map((row) => [row.userId, row.id]));
}

/** Inserts the planned partners: users first, then partner rows and addresses linked by e-mail (bulk, decision 040). */
export async function insertPartners(db: Db, faker: Faker, plans: PartnerPlan[]): Promise<void> {
  const userIds = new Map<string, number>();
  for (const row of await bulkInsert(
    db,
    users,
    plans.map((p) => p.user),
    ['id', 'email'],
  ))
    userIds.set(row.email, row.id);
  const idOf = (plan: PartnerPlan) => userIds.get(plan.user.email)!;
  const truckerPlans = plans.filter((p) => p.kind === 'trucker');
  const truckerIds = await insertPartnerRows(
    db,
    truckers,
    truckerPlans.map((p) => ({ ...p.trucker, userId: idOf(p) })),
  );
  const shipperPlans = plans.filter((p) => p.kind === 'shipper');
  const shipperIds = await insertPartnerRows(
    db,
    shippers,
    shipperPlans.map((p) => ({ ...p.shipper, userId: idOf(p) })),
  );
  const addressRows = [
    ...shipperPlans.flatMap((p) => {
      const owner = { shipperId: shipperIds.get(idOf(p))! };
      return [addressRow(faker, owner, 'company', p.places[0]), addressRow(faker, owner, 'billing', p.places[1])];
    }),
    ...truckerPlans.map((p) => addressRow(faker, { truckerId: truckerIds.get(idOf(p))! }, 'company', p.place)),
  ];
  // Every row needs the same keys: address rows have either shipperId or truckerId, so fill the other with null.
  await bulkInsert(
    db,
    addresses,
    addressRows.map((row) => ({ shipperId: null, truckerId: null, ...row })),
  );
}

export type { PartnerPlan };
