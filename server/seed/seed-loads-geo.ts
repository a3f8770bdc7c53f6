import { City, State } from 'country-state-city';

/**
 * Real US places for the load seed: a hand-picked list of freight hubs (names only) whose coordinates come from
 * the maintained `country-state-city` data, the same source as the partner seed (seed-geo.ts). Distances are
 * great-circle miles; road miles are taken as 1.18 × that, driving at 50 mph (decision 043).
 */

export type GeoCity = { city: string; state: string; stateCode: string; lat: number; lng: number };

const HUBS: [string, string][] = [
  ['Dallas', 'TX'],
  ['Houston', 'TX'],
  ['San Antonio', 'TX'],
  ['El Paso', 'TX'],
  ['Laredo', 'TX'],
  ['Austin', 'TX'],
  ['Los Angeles', 'CA'],
  ['Long Beach', 'CA'],
  ['Oakland', 'CA'],
  ['Fresno', 'CA'],
  ['Sacramento', 'CA'],
  ['San Diego', 'CA'],
  ['Phoenix', 'AZ'],
  ['Tucson', 'AZ'],
  ['Las Vegas', 'NV'],
  ['Reno', 'NV'],
  ['Salt Lake City', 'UT'],
  ['Denver', 'CO'],
  ['Albuquerque', 'NM'],
  ['Seattle', 'WA'],
  ['Tacoma', 'WA'],
  ['Spokane', 'WA'],
  ['Portland', 'OR'],
  ['Boise', 'ID'],
  ['Billings', 'MT'],
  ['Omaha', 'NE'],
  ['Kansas City', 'MO'],
  ['St. Louis', 'MO'],
  ['Oklahoma City', 'OK'],
  ['Tulsa', 'OK'],
  ['Wichita', 'KS'],
  ['Minneapolis', 'MN'],
  ['Des Moines', 'IA'],
  ['Chicago', 'IL'],
  ['Joliet', 'IL'],
  ['Milwaukee', 'WI'],
  ['Indianapolis', 'IN'],
  ['Detroit', 'MI'],
  ['Grand Rapids', 'MI'],
  ['Columbus', 'OH'],
  ['Cleveland', 'OH'],
  ['Cincinnati', 'OH'],
  ['Louisville', 'KY'],
  ['Memphis', 'TN'],
  ['Nashville', 'TN'],
  ['Knoxville', 'TN'],
  ['Little Rock', 'AR'],
  ['New Orleans', 'LA'],
  ['Shreveport', 'LA'],
  ['Jackson', 'MS'],
  ['Birmingham', 'AL'],
  ['Mobile', 'AL'],
  ['Atlanta', 'GA'],
  ['Savannah', 'GA'],
  ['Jacksonville', 'FL'],
  ['Orlando', 'FL'],
  ['Tampa', 'FL'],
  ['Miami', 'FL'],
  ['Charlotte', 'NC'],
  ['Raleigh', 'NC'],
  ['Charleston', 'SC'],
  ['Richmond', 'VA'],
  ['Norfolk', 'VA'],
  ['Baltimore', 'MD'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Harrisburg', 'PA'],
  ['Newark', 'NJ'],
  ['New York City', 'NY'],
  ['Buffalo', 'NY'],
  ['Albany', 'NY'],
  ['Hartford', 'CT'],
  ['Boston', 'MA'],
  ['Portland', 'ME'],
  ['Fargo', 'ND'],
  ['Sioux Falls', 'SD'],
  ['Cheyenne', 'WY'],
];

let cache: GeoCity[] | null = null;

/** The hubs with their coordinates (loaded once). */
export function freightHubs(): GeoCity[] {
  if (cache) return cache;
  const stateNames = new Map(State.getStatesOfCountry('US').map((s) => [s.isoCode, s.name]));
  const out: GeoCity[] = [];
  for (const [name, code] of HUBS) {
    const found = City.getCitiesOfState('US', code).find((c) => c.name === name);
    if (!found?.latitude || !found.longitude) continue;
    out.push({
      city: name,
      state: stateNames.get(code) ?? code,
      stateCode: code,
      lat: Number(found.latitude),
      lng: Number(found.longitude),
    });
  }
  cache = out;
  return out;
}

export type LatLng = { lat: number; lng: number };

export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const ROAD_FACTOR = 1.18;
export const AVERAGE_MPH = 50;

export const roadMiles = (points: LatLng[]) => {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += greatCircleMiles(points[i - 1], points[i]);
  return total * ROAD_FACTOR;
};

/** The point at fraction `f` (0..1) of the way along a path of straight segments. */
export function pointAlong(points: LatLng[], f: number): LatLng & { segment: number } {
  const lengths = points.slice(1).map((p, i) => greatCircleMiles(points[i], p));
  const total = lengths.reduce((a, b) => a + b, 0);
  let goal = Math.max(0, Math.min(1, f)) * total;
  for (let i = 0; i < lengths.length; i++) {
    if (goal <= lengths[i] || i === lengths.length - 1) {
      const t = lengths[i] === 0 ? 0 : Math.min(1, goal / lengths[i]);
      return {
        lat: points[i].lat + (points[i + 1].lat - points[i].lat) * t,
        lng: points[i].lng + (points[i + 1].lng - points[i].lng) * t,
        segment: i,
      };
    }
    goal -= lengths[i];
  }
  return { ...points[0], segment: 0 };
}

/** Cities near the straight line from `a` to `b`, with their position along it (0..1), for intermediate stops. */
export function citiesBetween(a: GeoCity, b: GeoCity, pool: GeoCity[]): { city: GeoCity; t: number }[] {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return [];
  const out: { city: GeoCity; t: number }[] = [];
  for (const c of pool) {
    if (c === a || c === b) continue;
    const t = ((c.lng - a.lng) * dx + (c.lat - a.lat) * dy) / length2;
    if (t <= 0.08 || t >= 0.92) continue;
    const px = a.lng + t * dx - c.lng;
    const py = a.lat + t * dy - c.lat;
    if (px * px + py * py <= 0.09 * length2) out.push({ city: c, t });
  }
  return out.sort((x, y) => x.t - y.t);
}
