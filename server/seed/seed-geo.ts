import { City, Country, State } from 'country-state-city';
import type { Db } from '../db/database';
import { countries, states } from '../db/schema';

/** Countries and states from the maintained `country-state-city` package, inserted in bulk. */

export const BATCH = 1000;

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = BATCH) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** `countryCodes` limits the list (tests); 'all' inserts every country with its states. */
export async function seedCountries(db: Db, countryCodes: 'all' | string[] = 'all'): Promise<number> {
  const wanted = countryCodes === 'all' ? null : new Set(countryCodes);
  const countryRows = Country.getAllCountries()
    .filter((c) => !wanted || wanted.has(c.isoCode))
    .map((c) => ({ name: c.name, isoCode: c.isoCode }));
  const ids = new Map<string, number>();
  await insertInBatches(countryRows, async (batch) => {
    const inserted = await db.insert(countries).values(batch).returning({ id: countries.id, isoCode: countries.isoCode });
    for (const row of inserted) ids.set(row.isoCode, row.id);
  });
  const stateRows = State.getAllStates()
    .filter((s) => ids.has(s.countryCode))
    .map((s) => ({ countryId: ids.get(s.countryCode)!, name: s.name, code: s.isoCode }));
  await insertInBatches(stateRows, (batch) => db.insert(states).values(batch));
  return countryRows.length;
}

export type UsPlace = { state: string; stateCode: string; city: string };

/** The 50 states and DC (no territories or minor islands), each with its real cities. */
export function usPlaces(): { stateCode: string; state: string; cities: string[] }[] {
  return State.getStatesOfCountry('US')
    .filter((s) => /^[A-Z]{2}$/.test(s.isoCode) && !['AS', 'GU', 'MP', 'PR', 'UM', 'VI'].includes(s.isoCode))
    .map((s) => ({
      stateCode: s.isoCode,
      state: s.name,
      cities: City.getCitiesOfState('US', s.isoCode).map((c) => c.name),
    }))
    .filter((s) => s.cities.length > 0);
}
