import type { Place } from '../../src/contract/market';
import { populationRank } from './us-city-ranks';

/**
 * The board's city picker (decision 080): US cities of the bundled city list (country-state-city, the data the
 * address book and the seed use) with their coordinates, searched by name prefix ("dal", "dallas, tx").
 */

type Entry = Place & { key: string };
let cache: Entry[] | null = null;

async function entries(): Promise<Entry[]> {
  if (cache) return cache;
  const { City, State } = await import('country-state-city'); // ~0.3 s of CPU: on first use, not at start (decision 122)
  const states = new Map(State.getStatesOfCountry('US').map((s) => [s.isoCode, s.name]));
  cache = City.getCitiesOfCountry('US')!
    .filter((c) => c.latitude && c.longitude && states.has(c.stateCode))
    .map((c) => ({
      Name: c.name,
      State: states.get(c.stateCode)!,
      StateCode: c.stateCode,
      Latitude: Number(c.latitude),
      Longitude: Number(c.longitude),
      key: `${c.name}, ${c.stateCode}`.toLowerCase(),
    }));
  return cache;
}

const byRank = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

export async function searchPlaces(search: string, limit = 10): Promise<Place[]> {
  const text = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text.length < 2) return [];
  const found: Entry[] = [];
  for (const e of await entries()) {
    if (e.key.startsWith(text)) found.push(e);
  }
  // Exact names first, then the biggest cities (Dallas, TX before Dallas, GA), then shorter names, then alphabetical.
  found.sort(
    (a, b) =>
      Number(b.Name.toLowerCase() === text) - Number(a.Name.toLowerCase() === text) ||
      byRank(populationRank(a.key), populationRank(b.key)) ||
      a.Name.length - b.Name.length ||
      a.key.localeCompare(b.key),
  );
  return found.slice(0, limit).map(({ key: _key, ...place }) => place);
}
