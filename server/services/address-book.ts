import { MAX_ID } from '../../src/contract/ids';
import { eq } from 'drizzle-orm';
import type { AddressInputValue } from '../../src/contract/address-book';
import type { Address } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { type AddressBookEntry, addressBook } from '../db/schema';
import { FORBIDDEN, NOT_FOUND, fieldError, messageError } from './errors';
import { partiesOf } from './loads-party';
import { shipperOfCaller } from './shipment-view-model';
import type { AuthUser } from './tokens';
import { fieldRequired } from '../../src/contract/billing-actions';
import { zoneOfEntry, zoneOfPlace } from './time-zones';

/** The shipper's address book (decision 047 §Address book): POST /api/Address, GET /api/Address/{id}. */

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
    TimeZone: zoneOfEntry(entry),
  };
}

export async function createAddress(db: Db, user: AuthUser, input: AddressInputValue): Promise<Address> {
  const { shipperId } = await shipperOfCaller(db, user, input.ShipperId ?? null);
  if (shipperId === null) throw fieldError('ShipperId', fieldRequired({ field: 'ShipperId' }));
  const coordinates = (await cityCoordinates(input.Country, input.State, input.City)) ?? { latitude: null, longitude: null };
  const timeZone = await zoneOfPlace({ ...coordinates, city: input.City, state: input.State, country: input.Country });
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
      ...coordinates,
      timeZone,
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
