import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Address } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { type AddressBookEntry, addressBook } from '../db/schema';
import { FORBIDDEN, NOT_FOUND, fieldError, messageError } from './errors';
import { partiesOf } from './loads-party';
import { shipperOfCaller } from './shipment-view-model';
import type { AuthUser } from './tokens';

/** The shipper's address book (decision 047 §Address book): POST /api/Address, GET /api/Address/{id}. */

const MAX_ID = 2_147_483_647;
const required = (field: string, max = 200) =>
  v.optional(
    v.pipe(
      v.string(`${field} is required`),
      v.trim(),
      v.nonEmpty(`${field} is required`),
      v.maxLength(max, `${field} must be at most ${max} characters.`),
    ),
    '',
  );
const optional = (field: string, max = 100) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${field} must be text.`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters.`))),
    null,
  );

export const addressInputSchema = v.object({
  Name: required('Name'),
  Address1: required('Address1'),
  Country: required('Country', 100),
  State: required('State', 100),
  City: required('City', 100),
  Zipcode: required('Zipcode', 20),
  Code: optional('Code', 50),
  Address2: optional('Address2', 200),
  Coupon: optional('Coupon', 50),
  ContactFirstName: optional('ContactFirstName'),
  ContactLastName: optional('ContactLastName'),
  ContactEmail: v.optional(
    v.nullable(
      v.pipe(
        v.string('ContactEmail must be an e-mail address.'),
        v.trim(),
        v.maxLength(100, 'ContactEmail must be at most 100 characters.'),
        v.check((x) => x === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x), 'ContactEmail must be an e-mail address.'),
      ),
    ),
    null,
  ),
  ContactPhone: optional('ContactPhone', 30),
  ContactPhone2: optional('ContactPhone2', 30),
  ContactFax: optional('ContactFax', 30),
  IsShipper: v.optional(v.boolean('IsShipper must be true or false.'), true),
  ShipperId: v.optional(
    v.nullable(
      v.pipe(
        v.number('ShipperId must be a shipper id.'),
        v.integer('ShipperId must be a shipper id.'),
        v.minValue(1, 'ShipperId must be a shipper id.'),
        v.maxValue(MAX_ID, 'ShipperId must be a shipper id.'),
      ),
    ),
    null,
  ),
});

export type AddressInputValue = v.InferOutput<typeof addressInputSchema>;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** City centre from the bundled list by country name → state name → city name; null when any is unknown. */
export async function cityCoordinates(
  country: string,
  state: string,
  city: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const { City, Country, State } = await import('country-state-city'); // ~0.3 s of CPU: on first use, not at start (decision 122)
  const countryRow = Country.getAllCountries().find((c) => same(c.name, country.trim()) || same(c.isoCode, country.trim()));
  if (!countryRow) return null;
  const stateRow = State.getStatesOfCountry(countryRow.isoCode).find((s) => same(s.name, state.trim()) || same(s.isoCode, state.trim()));
  if (!stateRow) return null;
  const cityRow = City.getCitiesOfState(countryRow.isoCode, stateRow.isoCode).find((c) => same(c.name, city.trim()));
  if (!cityRow?.latitude || !cityRow.longitude) return null;
  const latitude = Number(cityRow.latitude);
  const longitude = Number(cityRow.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

export const contactNameOf = (entry: Pick<AddressBookEntry, 'contactFirstName' | 'contactLastName'>) =>
  [entry.contactFirstName, entry.contactLastName].filter((x) => x && x.trim()).join(' ') || null;

export function toAddress(entry: AddressBookEntry): Address {
  return {
    Id: entry.id,
    Name: entry.name,
    Address1: entry.address1,
    Address2: entry.address2,
    City: entry.city,
    State: entry.state,
    Country: entry.country,
    Zipcode: entry.zipcode,
    ContactName: contactNameOf(entry),
    ContactEmail: entry.contactEmail,
    ContactPhone: entry.contactPhone,
    ContactPhone2: entry.contactPhone2,
    ContactFax: entry.contactFax,
  };
}

export async function createAddress(db: Db, user: AuthUser, input: AddressInputValue): Promise<Address> {
  const { shipperId } = await shipperOfCaller(db, user, input.ShipperId ?? null);
  if (shipperId === null) throw fieldError('ShipperId', 'ShipperId is required');
  const [entry] = await db
    .insert(addressBook)
    .values({
      shipperId,
      name: input.Name,
      code: input.Code || null,
      address1: input.Address1,
      address2: input.Address2 ?? '',
      city: input.City,
      state: input.State,
      country: input.Country,
      zipcode: input.Zipcode,
      contactFirstName: input.ContactFirstName || null,
      contactLastName: input.ContactLastName || null,
      contactEmail: input.ContactEmail || null,
      contactPhone: input.ContactPhone || null,
      contactPhone2: input.ContactPhone2 || null,
      contactFax: input.ContactFax || null,
      isShipper: input.IsShipper,
      ...((await cityCoordinates(input.Country, input.State, input.City)) ?? { latitude: null, longitude: null }),
      createdBy: user.id,
    })
    .returning();
  return toAddress(entry);
}

export async function findAddress(db: Db, id: number): Promise<AddressBookEntry | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const [entry] = await db.select().from(addressBook).where(eq(addressBook.id, id));
  return entry ?? null;
}

/** The owner and BackOffice; 404 for an unknown id, 403 for another shipper's entry. */
export async function readAddress(db: Db, user: AuthUser, id: number): Promise<Address> {
  const entry = await findAddress(db, id);
  if (!entry) throw messageError(404, NOT_FOUND);
  const parties = await partiesOf(db, user);
  if (!parties.admin && parties.shipperId !== entry.shipperId) throw messageError(403, FORBIDDEN);
  return toAddress(entry);
}
