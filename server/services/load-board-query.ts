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
import { SORT_ORDER, dayMessage, idListMessage, oneOfMessage, wholeNumberMessage } from '../../src/contract/list-query';
import { type FieldMessages, type Message, message, template } from '../../src/contract/messages';

const BOARD_KIND = message('board_kind', 'kind must be bid, book or all.');
const BOARD_DEADHEAD_ORIGIN = message('board_deadhead_origin', 'Sorting by deadhead needs an origin (originLat, originLng).');
const BOARD_PICKUP_ORDER = message('board_pickup_order', 'pickupTo must not be before pickupFrom.');

const numberFrom = template('query_number_from', '{name} must be a number from {min} to {max}.');
const bothOrNeither = template('query_both_or_neither', 'Send both {lat} and {lng}, or neither.');

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
  const issues: FieldMessages = {};
  const fail = (name: string, message: Message) => void (issues[name] = [message]);

  const number = (name: Name, min: number, max: number): number | undefined => {
    const text = scalars[name] ?? '';
    if (text === '') return undefined;
    const n = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) return void fail(name, numberFrom({ name, min, max }));
    return n;
  };
  const whole = (name: Name, min: number, max: number, fallback: number) => {
    const text = scalars[name] ?? '';
    if (text === '') return fallback;
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
      fail(name, wholeNumberMessage(name, min, max));
      return fallback;
    }
    return n;
  };
  const place = (latName: Name, lngName: Name, radiusName: Name): Place | undefined => {
    const lat = number(latName, -90, 90);
    const lng = number(lngName, -180, 180);
    const radius = number(radiusName, RADIUS_MIN, RADIUS_MAX);
    if ((lat === undefined) !== (lng === undefined) && !issues[latName] && !issues[lngName]) {
      fail(lat === undefined ? latName : lngName, bothOrNeither({ lat: latName, lng: lngName }));
    }
    return lat === undefined || lng === undefined ? undefined : { lat, lng, radius: radius ?? RADIUS_DEFAULT };
  };
  const day = (name: Name) => {
    const text = scalars[name] ?? '';
    if (text === '') return undefined;
    const date = parseIsoDate(text.slice(0, 10));
    const year = date?.getUTCFullYear() ?? 0;
    if (!date || year < 1900 || year > 2100) return void fail(name, dayMessage({ name }));
    return date;
  };

  const origin = place('originLat', 'originLng', 'radiusMiles');
  const dest = place('destLat', 'destLng', 'destRadiusMiles');
  const equipmentIds: number[] = [];
  for (const value of equipment) {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= 2_147_483_647)) fail('equipmentIds', idListMessage({ name: 'equipmentIds' }));
    else if (!equipmentIds.includes(n)) equipmentIds.push(n);
  }
  const kindText = (scalars.kind ?? '').toLowerCase() || 'all';
  const kind = BOARD_KINDS.find((k) => k === kindText);
  if (!kind) fail('kind', BOARD_KIND);
  const sortText = (scalars.sortField ?? '').toLowerCase() || 'pickupdate';
  const sortField = BOARD_SORT_FIELDS.find((f) => f.toLowerCase() === sortText);
  if (!sortField) fail('sortField', oneOfMessage({ name: 'sortField', choices: BOARD_SORT_FIELDS.join(', ') }));
  if (sortField === 'DeadheadMiles' && !origin && !issues.originLat && !issues.originLng) fail('sortField', BOARD_DEADHEAD_ORIGIN);
  const orderText = (scalars.sortOrder ?? '').toLowerCase();
  if (orderText !== '' && orderText !== 'asc' && orderText !== 'desc') fail('sortOrder', SORT_ORDER);
  const pickupFrom = day('pickupFrom');
  const pickupTo = day('pickupTo');
  if (pickupFrom && pickupTo && pickupTo < pickupFrom) fail('pickupTo', BOARD_PICKUP_ORDER);

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
