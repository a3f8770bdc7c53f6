import tzLookup from '@photostructure/tz-lookup';
import { and, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Fills the zone of every place written before migration 0018 (or by a bulk insert that left it out): address book
 * entries, loads' pickups and receivers, stops. Runs at start; a database with no empty zone costs four short scans. Returns how many rows it filled.
 */
export async function backfillTimeZones(db: Db): Promise<number> {
  let filled = 0;
  const cache = new Map<string, string | null>();
  const resolve = async (place: Place) => {
    const key = JSON.stringify([place.latitude, place.longitude, place.city, place.state, place.country]);
    if (!cache.has(key)) cache.set(key, await zoneOfPlace(place));
    return cache.get(key) ?? null;
  };
  // Rows whose place yields no zone keep null; `skip` stops the loops from reading them again.
  const skip = { entries: new Set<number>(), shipping: new Set<number>(), receiving: new Set<number>(), stops: new Set<number>() };
  const notSkipped = (ids: Set<number>, column: AnyPgColumn) =>
    ids.size
      ? sql`${column} not in (${sql.join(
          [...ids].map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined;

  for (;;) {
    const rows = await db
      .select({
        id: addressBook.id,
        latitude: addressBook.latitude,
        longitude: addressBook.longitude,
        city: addressBook.city,
        state: addressBook.state,
        country: addressBook.country,
      })
      .from(addressBook)
      .where(and(isNull(addressBook.timeZone), notSkipped(skip.entries, addressBook.id)))
      .limit(BATCH);
    if (rows.length === 0) break;
    const byZone = new Map<string, number[]>();
    for (const row of rows) {
      const zone = await resolve(row);
      if (!zone) skip.entries.add(row.id);
      else byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
    }
    for (const [zone, ids] of byZone) {
      await db
        .update(addressBook)
        .set({ timeZone: zone })
        .where(
          sql`${addressBook.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      filled += ids.length;
    }
  }

  for (const side of ['shipping', 'receiving'] as const) {
    const columns =
      side === 'shipping'
        ? {
            zone: shipments.shippingTimeZone,
            latitude: shipments.shippingLatitude,
            longitude: shipments.shippingLongitude,
            city: shipments.shippingCity,
            state: shipments.shippingState,
            country: shipments.shippingCountry,
          }
        : {
            zone: shipments.receivingTimeZone,
            latitude: shipments.receivingLatitude,
            longitude: shipments.receivingLongitude,
            city: shipments.receivingCity,
            state: shipments.receivingState,
            country: shipments.receivingCountry,
          };
    for (;;) {
      const rows = await db
        .select({
          id: shipments.id,
          latitude: columns.latitude,
          longitude: columns.longitude,
          city: columns.city,
          state: columns.state,
          country: columns.country,
        })
        .from(shipments)
        .where(and(isNull(columns.zone), notSkipped(skip[side], shipments.id)))
        .limit(BATCH);
      if (rows.length === 0) break;
      // One update per zone for the batch: 100,000 loads are a few hundred statements, not 100,000.
      const byZone = new Map<string, number[]>();
      for (const row of rows) {
        const zone = await resolve(row);
        if (!zone) skip[side].add(row.id);
        else byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
      }
      for (const [zone, ids] of byZone) {
        const set = side === 'shipping' ? { shippingTimeZone: zone } : { receivingTimeZone: zone };
        await db
          .update(shipments)
          .set(set)
          .where(
            sql`${shipments.id} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
        filled += ids.length;
      }
    }
  }

  for (;;) {
    const rows = await db
      .select({
        id: shipmentStops.id,
        latitude: shipmentStops.latitude,
        longitude: shipmentStops.longitude,
        city: shipmentStops.city,
        state: shipmentStops.state,
        country: shipmentStops.country,
      })
      .from(shipmentStops)
      .where(and(isNull(shipmentStops.timeZone), notSkipped(skip.stops, shipmentStops.id)))
      .limit(BATCH);
    if (rows.length === 0) break;
    const byZone = new Map<string, number[]>();
    for (const row of rows) {
      const zone = await resolve(row);
      if (!zone) skip.stops.add(row.id);
      else byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
    }
    for (const [zone, ids] of byZone) {
      await db
        .update(shipmentStops)
        .set({ timeZone: zone })
        .where(
          sql`${shipmentStops.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      filled += ids.length;
    }
  }
  return filled;
}

/** A stored place's zone for an answer: the stored one, else (a row not yet backfilled) its coordinates'. */
export const zoneOfRow = (timeZone: string | null, latitude: number | null, longitude: number | null): string | null =>
  timeZone ?? zoneAt(latitude, longitude);
