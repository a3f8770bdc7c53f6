import * as v from 'valibot';
import { MAX_PAGE_NUMBER, SORT_ORDER, dayFilter, firstIssueOnly, idList, queryText, sortField, wholeNumber } from './list-query';
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
} from './market';
import { type Message, message, say, template } from './messages';

/**
 * `GET /api/LoadBoard` query (decision 080), read by the server with `readQuery` (server/http/query.ts): names matched
 * without case, equipment ids repeated or comma-separated, every invalid field answered at once in ModelState. The
 * web app's URL search (features/market/board-search.ts) uses the same sort fields, kinds and bounds.
 */

const BOARD_KIND = message('board_kind', 'kind must be bid, book or all.');
const BOARD_DEADHEAD_ORIGIN = message('board_deadhead_origin', 'Sorting by deadhead needs an origin (originLat, originLng).');
const BOARD_PICKUP_ORDER = message('board_pickup_order', 'pickupTo must not be before pickupFrom.');
const numberFrom = template('query_number_from', '{name} must be a number from {min} to {max}.');
const bothOrNeither = template('query_both_or_neither', 'Send both {lat} and {lng}, or neither.');

export const BOARD_QUERY_LISTS = ['equipmentIds'] as const;
/** The board's filters (single values): what a saved search keeps besides the equipment ids. */
export const BOARD_FILTER_KEYS = [
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
] as const;
export const BOARD_QUERY_KEYS = [...BOARD_FILTER_KEYS, 'sortField', 'sortOrder', 'pageNumber', 'pageSize', ...BOARD_QUERY_LISTS] as const;

export type PlaceFilter = { lat: number; lng: number; radius: number };

export type BoardQuery = {
  origin?: PlaceFilter;
  dest?: PlaceFilter;
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

/** A decimal between the bounds; blank is no value. */
const decimal = (name: string, min: number, max: number) =>
  v.config(
    v.pipe(
      queryText,
      v.check(
        (text) => text === '' || (/^-?\d+(\.\d+)?$/.test(text) && Number(text) >= min && Number(text) <= max),
        say(numberFrom({ name, min, max })),
      ),
      v.transform((text) => (text === '' ? undefined : Number(text))),
    ),
    firstIssueOnly,
  );

const fields = v.object({
  originLat: decimal('originLat', -90, 90),
  originLng: decimal('originLng', -180, 180),
  radiusMiles: decimal('radiusMiles', RADIUS_MIN, RADIUS_MAX),
  destLat: decimal('destLat', -90, 90),
  destLng: decimal('destLng', -180, 180),
  destRadiusMiles: decimal('destRadiusMiles', RADIUS_MIN, RADIUS_MAX),
  equipmentIds: idList('equipmentIds'),
  pickupFrom: dayFilter('pickupFrom'),
  pickupTo: dayFilter('pickupTo'),
  minRatePerMile: decimal('minRatePerMile', 0, 1000),
  kind: v.config(
    v.pipe(
      queryText,
      v.toLowerCase(),
      v.transform((text) => text || 'all'),
      v.picklist(BOARD_KINDS, say(BOARD_KIND)),
    ),
    firstIssueOnly,
  ),
  sortField: sortField(BOARD_SORT_FIELDS, 'PickupDate'),
  /** Blank: the sort's natural order. */
  sortOrder: v.config(v.pipe(queryText, v.toLowerCase(), v.picklist(['', 'asc', 'desc'], say(SORT_ORDER))), firstIssueOnly),
  pageNumber: wholeNumber('pageNumber', 1, MAX_PAGE_NUMBER, 1),
  pageSize: wholeNumber('pageSize', 1, BOARD_MAX_PAGE_SIZE, BOARD_DEFAULT_PAGE_SIZE),
});
type Fields = v.InferOutput<typeof fields>;

const PLACES = [
  ['originLat', 'originLng'],
  ['destLat', 'destLng'],
] as const;

/** The rules between fields, each only where the fields it reads are valid themselves. */
function crossFieldIssues(query: Partial<Fields>, failed: Set<string>): [keyof Fields, Message][] {
  const issues: [keyof Fields, Message][] = [];
  const fail = (name: keyof Fields, m: Message) => {
    issues.push([name, m]);
    failed.add(name);
  };
  for (const [lat, lng] of PLACES) {
    if (failed.has(lat) || failed.has(lng) || (query[lat] === undefined) === (query[lng] === undefined)) continue;
    fail(query[lat] === undefined ? lat : lng, bothOrNeither({ lat, lng }));
  }
  const hasOrigin = query.originLat !== undefined && query.originLng !== undefined;
  if (query.sortField === 'DeadheadMiles' && !hasOrigin && !failed.has('originLat') && !failed.has('originLng')) {
    fail('sortField', BOARD_DEADHEAD_ORIGIN);
  }
  const { pickupFrom, pickupTo } = query;
  if (pickupFrom instanceof Date && pickupTo instanceof Date && pickupTo < pickupFrom) fail('pickupTo', BOARD_PICKUP_ORDER);
  return issues;
}

const place = (lat: number | undefined, lng: number | undefined, radius: number | undefined): PlaceFilter | undefined =>
  lat === undefined || lng === undefined ? undefined : { lat, lng, radius: radius ?? RADIUS_DEFAULT };

export const boardQuerySchema = v.pipe(
  fields,
  v.rawCheck(({ dataset, addIssue }) => {
    const query = dataset.value as Partial<Fields>;
    const failed = new Set((dataset.issues ?? []).map((issue) => v.getDotPath(issue) ?? ''));
    for (const [key, m] of crossFieldIssues(query, failed)) {
      addIssue({ message: say(m), path: [{ type: 'object', origin: 'value', input: query, key, value: query[key] }] });
    }
  }),
  v.transform((query): BoardQuery => ({
    origin: place(query.originLat, query.originLng, query.radiusMiles),
    dest: place(query.destLat, query.destLng, query.destRadiusMiles),
    equipmentIds: query.equipmentIds,
    pickupFrom: query.pickupFrom,
    pickupTo: query.pickupTo,
    minRatePerMile: query.minRatePerMile,
    kind: query.kind,
    sortField: query.sortField,
    sortOrder: query.sortOrder || DEFAULT_ORDER[query.sortField],
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  })),
);
