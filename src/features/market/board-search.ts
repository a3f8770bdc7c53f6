import * as v from 'valibot';
import {
  BOARD_DEFAULT_PAGE_SIZE,
  BOARD_KINDS,
  BOARD_PAGE_SIZES,
  BOARD_SORT_FIELDS,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
} from '@/contract/market';

/**
 * The board's filters live in the URL (a search is a link) and the last search is remembered in localStorage
 * (decision 080). Origin and destination are a place label plus its coordinates.
 */

export const BOARD_DEFAULTS = { page: 1, pageSize: BOARD_DEFAULT_PAGE_SIZE, sortField: 'PickupDate', kind: 'all' } as const;
export const LAST_SEARCH_KEY = 'load-board-last-search';

const text = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((x) => String(x).trim() || undefined),
    ),
  ),
  undefined,
);
const coordinate = (max: number) =>
  v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.minValue(-max), v.maxValue(max))),
    undefined,
  );
const radius = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(RADIUS_MIN), v.maxValue(RADIUS_MAX))),
  undefined,
);
const day = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const ids = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.array(v.union([v.number(), v.string()])), v.number(), v.string()]),
      v.transform((value) => {
        const list = (Array.isArray(value) ? value : String(value).split(','))
          .map((x) => Number(String(x).trim()))
          .filter((n) => Number.isInteger(n) && n > 0);
        return list.length ? [...new Set(list)] : undefined;
      }),
    ),
  ),
  undefined,
);
const positive = (fallback: number) =>
  v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)), fallback), fallback);

export const boardSearchSchema = v.object({
  origin: text,
  originLat: coordinate(90),
  originLng: coordinate(180),
  radius,
  dest: text,
  destLat: coordinate(90),
  destLng: coordinate(180),
  destRadius: radius,
  equipmentIds: ids,
  pickupFrom: day,
  pickupTo: day,
  minRate: v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.minValue(0), v.maxValue(1000))),
    undefined,
  ),
  kind: v.fallback(v.optional(v.picklist(BOARD_KINDS), 'all'), 'all'),
  sortField: v.fallback(v.optional(v.picklist(BOARD_SORT_FIELDS), 'PickupDate'), 'PickupDate'),
  sortOrder: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  page: positive(1),
  pageSize: v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist(BOARD_PAGE_SIZES)), BOARD_DEFAULT_PAGE_SIZE),
    BOARD_DEFAULT_PAGE_SIZE,
  ),
  view: v.fallback(v.optional(v.picklist(['list', 'map'])), undefined),
  /** A load an alert links to, shown over the board (saved-searches/board-load-dialog.tsx). */
  load: v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))), undefined),
});
export type BoardSearch = v.InferOutput<typeof boardSearchSchema>;
export type BoardSearchInput = v.InferInput<typeof boardSearchSchema>;

/** The query GET /api/LoadBoard takes for the URL's search. */
export function toBoardQuery(s: BoardSearch): Record<string, unknown> {
  const origin = s.originLat !== undefined && s.originLng !== undefined;
  const dest = s.destLat !== undefined && s.destLng !== undefined;
  return {
    ...(origin ? { originLat: s.originLat, originLng: s.originLng, radiusMiles: s.radius ?? RADIUS_DEFAULT } : {}),
    ...(dest ? { destLat: s.destLat, destLng: s.destLng, destRadiusMiles: s.destRadius ?? RADIUS_DEFAULT } : {}),
    equipmentIds: s.equipmentIds,
    pickupFrom: s.pickupFrom,
    pickupTo: s.pickupTo,
    minRatePerMile: s.minRate,
    kind: s.kind === 'all' ? undefined : s.kind,
    sortField: s.sortField === 'DeadheadMiles' && !origin ? 'PickupDate' : s.sortField,
    sortOrder: s.sortOrder,
    pageNumber: s.page,
    pageSize: s.pageSize,
  };
}

export function rememberSearch(search: BoardSearchInput): void {
  try {
    localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify({ ...search, page: undefined }));
  } catch {
    // private mode: nothing remembered
  }
}

export function lastSearch(): BoardSearchInput | null {
  try {
    const raw = localStorage.getItem(LAST_SEARCH_KEY);
    return raw ? (v.parse(boardSearchSchema, JSON.parse(raw)) as BoardSearchInput) : null;
  } catch {
    return null;
  }
}

/** One filter in force, and the change of the search that clears it (the board's chips; saved searches read them too). */
export type ActiveFilter = { key: string; clear: Partial<BoardSearchInput> };

/** The filters of a search that differ from an empty board, in the order the sheet lists them. */
export function activeFilters(s: BoardSearch): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (s.origin) list.push({ key: 'origin', clear: { origin: undefined, originLat: undefined, originLng: undefined, radius: undefined } });
  if (s.dest) list.push({ key: 'dest', clear: { dest: undefined, destLat: undefined, destLng: undefined, destRadius: undefined } });
  if (s.equipmentIds?.length) list.push({ key: 'equipment', clear: { equipmentIds: undefined } });
  if (s.pickupFrom || s.pickupTo) list.push({ key: 'pickup', clear: { pickupFrom: undefined, pickupTo: undefined } });
  if (s.minRate !== undefined) list.push({ key: 'minRate', clear: { minRate: undefined } });
  if (s.kind !== 'all') list.push({ key: 'kind', clear: { kind: 'all' } });
  return list;
}
