import tzLookup from '@photostructure/tz-lookup';
import { and, inArray, isNull, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { addressBook, shipmentStops, shipments } from '../db/schema';

/**
 * The IANA zone of a place (decision 160): from its coordinates (tz-lookup, offline), else from its city (the bundled
 * city list's centre), else its state's centre, else its country's first zone; null when nothing is known.
 */

/** The zone at the coordinates; null when either is missing or out of range. */
export function zoneAt(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

export type Place = {
  latitude?: number | null;
  longitude?: number | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
};

/** The zone of a place with or without coordinates. */
export async function zoneOfPlace(place: Place): Promise<string | null> {
  const fromCoordinates = zoneAt(place.latitude, place.longitude);
  if (fromCoordinates) return fromCoordinates;
  const country = (place.country ?? '').trim() || 'United States';
  const { City, Country, State } = await import('country-state-city'); // ~0.3 s of CPU on first use (decision 122)
  const countryRow = Country.getAllCountries().find((c) => same(c.name, country) || same(c.isoCode, country));
  if (!countryRow) return null;
  const stateName = (place.state ?? '').trim();
  const stateRow = stateName
    ? State.getStatesOfCountry(countryRow.isoCode).find((s) => same(s.name, stateName) || same(s.isoCode, stateName))
    : undefined;
  if (stateRow) {
    const cityName = (place.city ?? '').trim();
    const cityRow = cityName ? City.getCitiesOfState(countryRow.isoCode, stateRow.isoCode).find((c) => same(c.name, cityName)) : undefined;
    const zone =
      (cityRow && zoneAt(Number(cityRow.latitude), Number(cityRow.longitude))) ||
      zoneAt(Number(stateRow.latitude), Number(stateRow.longitude));
    if (zone) return zone;
  }
  return countryRow.timezones?.[0]?.zoneName ?? null;
}

/** A copied place's zone: the address book entry's stored one, else its coordinates'. */
export const zoneOfEntry = (entry: { timeZone: string | null; latitude: number | null; longitude: number | null }): string | null =>
  entry.timeZone ?? zoneAt(entry.latitude, entry.longitude);

const BATCH = 2_000;

/** The columns of one kind of place: its id, where its zone goes, and what locates it. */
type PlaceColumns = Record<'id' | 'zone' | 'latitude' | 'longitude' | 'city' | 'state' | 'country', AnyPgColumn>;

/** Address book entries and stops keep their place under the same names. */
const ownPlace = (t: typeof addressBook | typeof shipmentStops): PlaceColumns => ({
  id: t.id,
  zone: t.timeZone,
  latitude: t.latitude,
  longitude: t.longitude,
  city: t.city,
  state: t.state,
  country: t.country,
});

/** A load keeps two places, its pickup's (`shipping…`) and its receiver's (`receiving…`). */
const loadPlace = (side: 'shipping' | 'receiving'): PlaceColumns => ({
  id: shipments.id,
  zone: shipments[`${side}TimeZone`],
  latitude: shipments[`${side}Latitude`],
  longitude: shipments[`${side}Longitude`],
  city: shipments[`${side}City`],
  state: shipments[`${side}State`],
  country: shipments[`${side}Country`],
});

/**
 * Fills the zone of every place written before migration 0018 (or by a bulk insert that left it out): address book
 * entries, loads' pickups and receivers, stops. Runs at start; a database with no empty zone costs four short scans. Returns how many rows it filled.
 */
export async function backfillTimeZones(db: Db): Promise<number> {
  const cache = new Map<string, string | null>();
  const resolve = async (place: Place) => {
    const key = JSON.stringify([place.latitude, place.longitude, place.city, place.state, place.country]);
    if (!cache.has(key)) cache.set(key, await zoneOfPlace(place));
    return cache.get(key) ?? null;
  };

  /** Fills one kind of place a batch at a time; `store` writes one zone to the rows with these ids. */
  async function fill(table: PgTable, c: PlaceColumns, store: (zone: string, ids: number[]) => Promise<unknown>): Promise<number> {
    // Rows whose place yields no zone keep null; `skipped` stops the loop from reading them again.
    const skipped = new Set<number>();
    let filled = 0;
    for (;;) {
      const rows = (await db
        .select({ id: c.id, latitude: c.latitude, longitude: c.longitude, city: c.city, state: c.state, country: c.country })
        .from(table)
        .where(and(isNull(c.zone), skipped.size ? notInArray(c.id, [...skipped]) : undefined))
        .limit(BATCH)) as (Place & { id: number })[];
      if (rows.length === 0) return filled;
      // One update per zone for the batch: 100,000 loads are a few hundred statements, not 100,000.
      const byZone = new Map<string, number[]>();
      for (const row of rows) {
        const zone = await resolve(row);
        if (!zone) skipped.add(row.id);
        else byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
      }
      for (const [zone, ids] of byZone) {
        await store(zone, ids);
        filled += ids.length;
      }
    }
  }

  let filled = await fill(addressBook, ownPlace(addressBook), (zone, ids) =>
    db.update(addressBook).set({ timeZone: zone }).where(inArray(addressBook.id, ids)),
  );
  filled += await fill(shipments, loadPlace('shipping'), (zone, ids) =>
    db.update(shipments).set({ shippingTimeZone: zone }).where(inArray(shipments.id, ids)),
  );
  filled += await fill(shipments, loadPlace('receiving'), (zone, ids) =>
    db.update(shipments).set({ receivingTimeZone: zone }).where(inArray(shipments.id, ids)),
  );
  filled += await fill(shipmentStops, ownPlace(shipmentStops), (zone, ids) =>
    db.update(shipmentStops).set({ timeZone: zone }).where(inArray(shipmentStops.id, ids)),
  );
  return filled;
}

/** A stored place's zone for an answer: the stored one, else (a row not yet backfilled) its coordinates'. */
export const zoneOfRow = (timeZone: string | null, latitude: number | null, longitude: number | null): string | null =>
  timeZone ?? zoneAt(latitude, longitude);
