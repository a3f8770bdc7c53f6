import { parseIsoDate } from '../../src/contract/partners';
import {
  BOARD_DEFAULT_PAGE_SIZE,
  BOARD_KINDS,
  BOARD_MAX_PAGE_SIZE,
  BOARD_SORT_FIELDS,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
  type BoardKind,
  type BoardSortField,
} from '../../src/contract/market';
import { modelStateError } from './errors';

/**
 * `GET /api/LoadBoard` query (decision 080): names matched without case, equipment ids repeated or comma-separated,
 * invalid values answer 400 with ModelState (every field at once).
 */

export type Place = { lat: number; lng: number; radius: number };

export type BoardQuery = {
  origin?: Place;
  dest?: Place;
  equipmentIds: number[];
  /** Inclusive days: [pickupFrom 00:00 UTC, pickupTo + 1 day 00:00 UTC). */
  pickupFrom?: Date;
  pickupTo?: Date;
  minRatePerMile?: number;
  kind: BoardKind;
  sortField: BoardSortField;
  sortOrder: 'asc' | 'desc';
  pageNumber: number;
  pageSize: number;
};

/** The natural order of each sort when none is given: soonest, best paid, nearest. */
const DEFAULT_ORDER: Record<BoardSortField, 'asc' | 'desc'> = {
  PickupDate: 'asc',
  TotalPrice: 'desc',
  RatePerMile: 'desc',
  DeadheadMiles: 'asc',
};

const NAMES = [
  'originLat',
  'originLng',
  'radiusMiles',
  'destLat',
  'destLng',
  'destRadiusMiles',
  'pickupFrom',
  'pickupTo',
  'minRatePerMile',
  'kind',
  'sortField',
  'sortOrder',
  'pageNumber',
  'pageSize',
] as const;
type Name = (typeof NAMES)[number];

export function parseBoardQuery(url: string): BoardQuery {
  const scalars: Partial<Record<Name, string>> = {};
  const equipment: string[] = [];
  const byLower = new Map(NAMES.map((n) => [n.toLowerCase(), n]));
  for (const [rawKey, value] of new URL(url).searchParams) {
    const key = rawKey.toLowerCase().replace(/\[\d*\]$/, '');
    if (key === 'equipmentids')
      equipment.push(
        ...value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    const name = byLower.get(key);
    if (name && scalars[name] === undefined) scalars[name] = value.trim();
  }
  const issues: Record<string, string[]> = {};
  const fail = (name: string, message: string) => void (issues[name] = [message]);

  const number = (name: Name, min: number, max: number): number | undefined => {
    const text = scalars[name] ?? '';
    if (text === '') return undefined;
    const n = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) return void fail(name, `${name} must be a number from ${min} to ${max}.`);
    return n;
  };
  const whole = (name: Name, min: number, max: number, fallback: number) => {
    const text = scalars[name] ?? '';
    if (text === '') return fallback;
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
      fail(name, `${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`);
      return fallback;
    }
    return n;
  };
  const place = (latName: Name, lngName: Name, radiusName: Name): Place | undefined => {
    const lat = number(latName, -90, 90);
    const lng = number(lngName, -180, 180);
    const radius = number(radiusName, RADIUS_MIN, RADIUS_MAX);
    if ((lat === undefined) !== (lng === undefined) && !issues[latName] && !issues[lngName]) {
      fail(lat === undefined ? latName : lngName, `Send both ${latName} and ${lngName}, or neither.`);
    }
    return lat === undefined || lng === undefined ? undefined : { lat, lng, radius: radius ?? RADIUS_DEFAULT };
  };
  const day = (name: Name) => {
    const text = scalars[name] ?? '';
    if (text === '') return undefined;
    const date = parseIsoDate(text.slice(0, 10));
    const year = date?.getUTCFullYear() ?? 0;
    if (!date || year < 1900 || year > 2100) return void fail(name, `${name} must be a date (YYYY-MM-DD) between 1900 and 2100.`);
    return date;
  };

  const origin = place('originLat', 'originLng', 'radiusMiles');
  const dest = place('destLat', 'destLng', 'destRadiusMiles');
  const equipmentIds: number[] = [];
  for (const value of equipment) {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= 2_147_483_647)) fail('equipmentIds', 'equipmentIds must be a list of ids.');
    else if (!equipmentIds.includes(n)) equipmentIds.push(n);
  }
  const kindText = (scalars.kind ?? '').toLowerCase() || 'all';
  const kind = BOARD_KINDS.find((k) => k === kindText);
  if (!kind) fail('kind', 'kind must be bid, book or all.');
  const sortText = (scalars.sortField ?? '').toLowerCase() || 'pickupdate';
  const sortField = BOARD_SORT_FIELDS.find((f) => f.toLowerCase() === sortText);
  if (!sortField) fail('sortField', `sortField must be one of ${BOARD_SORT_FIELDS.join(', ')}.`);
  if (sortField === 'DeadheadMiles' && !origin && !issues.originLat && !issues.originLng)
    fail('sortField', 'Sorting by deadhead needs an origin (originLat, originLng).');
  const orderText = (scalars.sortOrder ?? '').toLowerCase();
  if (orderText !== '' && orderText !== 'asc' && orderText !== 'desc') fail('sortOrder', 'sortOrder must be asc or desc.');
  const pickupFrom = day('pickupFrom');
  const pickupTo = day('pickupTo');
  if (pickupFrom && pickupTo && pickupTo < pickupFrom) fail('pickupTo', 'pickupTo must not be before pickupFrom.');

  const query: BoardQuery = {
    origin,
    dest,
    equipmentIds,
    pickupFrom,
    pickupTo,
    minRatePerMile: number('minRatePerMile', 0, 1000),
    kind: kind ?? 'all',
    sortField: sortField ?? 'PickupDate',
    sortOrder: orderText === 'asc' || orderText === 'desc' ? orderText : DEFAULT_ORDER[sortField ?? 'PickupDate'],
    pageNumber: whole('pageNumber', 1, 1_000_000_000, 1),
    pageSize: whole('pageSize', 1, BOARD_MAX_PAGE_SIZE, BOARD_DEFAULT_PAGE_SIZE),
  };
  if (Object.keys(issues).length > 0) throw modelStateError(issues);
  return query;
}
