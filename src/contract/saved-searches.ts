import * as v from 'valibot';
import { fieldRequired } from './billing-actions';
import { BOARD_FILTER_KEYS, type BoardQuery, boardQuerySchema } from './board-query';
import { fieldMaxCharacters, fieldText, flag } from './load-fields';
import type { BoardKind } from './market';
import { issueMessages } from './fields';
import { type FieldMessages, message, say } from './messages';

/**
 * A trucker's saved searches with alerts (issue 41, decision 166): `GET/POST /api/Trucker/SavedSearches`,
 * `PUT/DELETE /api/Trucker/SavedSearches/{id}`. `Query` holds the board's own filter fields (the names of
 * `GET /api/LoadBoard`, read by the same schema), plus the place labels the board shows; no sort or page.
 */

export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** E-mail digests go out at most this often per trucker. */
export const ALERT_DIGEST_MINUTES = 15;

export const SAVED_SEARCHES_FULL = message('saved_searches_full', 'You can keep at most 20 saved searches.');
const QUERY_OBJECT = message('saved_search_query', 'Query must be an object of the board’s filters.');
const PLACE_LABEL_MAX = 120;

/** The board's filters as a saved search keeps them (JSON numbers, days as YYYY-MM-DD). */
export type SavedQuery = {
  origin?: string;
  originLat?: number;
  originLng?: number;
  radiusMiles?: number;
  dest?: string;
  destLat?: number;
  destLng?: number;
  destRadiusMiles?: number;
  equipmentIds: number[];
  pickupFrom?: string;
  pickupTo?: string;
  minRatePerMile?: number;
  kind: BoardKind;
};

export type SavedSearchAlerts = { InApp: boolean; Email: boolean; Push: boolean };

export type SavedSearch = { Id: number; Name: string; Query: SavedQuery; Alerts: SavedSearchAlerts; Created: string };
export type SavedSearchesAnswer = { SavedSearches: SavedSearch[]; Max: number };

/** JSON values as the board's query string would carry them, so one schema reads both. */
function asQueryText(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of BOARD_FILTER_KEYS) {
    const value = raw[key];
    if (value === null || value === undefined) continue;
    out[key] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
  const ids = raw.equipmentIds;
  out.equipmentIds =
    ids === null || ids === undefined ? [] : Array.isArray(ids) ? ids.map((id) => (typeof id === 'number' ? String(id) : id)) : ids;
  return out;
}

const day = (date: Date | undefined) => date?.toISOString().slice(0, 10);

/** A board query back into the saved fields (labels added by the caller). */
export function toSavedQuery(q: BoardQuery): SavedQuery {
  return {
    ...(q.origin ? { originLat: q.origin.lat, originLng: q.origin.lng, radiusMiles: q.origin.radius } : {}),
    ...(q.dest ? { destLat: q.dest.lat, destLng: q.dest.lng, destRadiusMiles: q.dest.radius } : {}),
    equipmentIds: q.equipmentIds,
    ...(q.pickupFrom ? { pickupFrom: day(q.pickupFrom) } : {}),
    ...(q.pickupTo ? { pickupTo: day(q.pickupTo) } : {}),
    ...(q.minRatePerMile !== undefined ? { minRatePerMile: q.minRatePerMile } : {}),
    kind: q.kind,
  };
}

const label = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(say(fieldText({ field }))),
        v.trim(),
        v.maxLength(PLACE_LABEL_MAX, say(fieldMaxCharacters({ field, max: PLACE_LABEL_MAX }))),
      ),
    ),
    null,
  );

/** The body of POST and PUT; `Query` is read by `readSavedSearch` with the board's own schema. */
export const savedSearchInputSchema = v.object({
  Name: v.optional(
    v.pipe(
      v.string(say(fieldRequired({ field: 'Name' }))),
      v.trim(),
      v.nonEmpty(say(fieldRequired({ field: 'Name' }))),
      v.maxLength(SAVED_SEARCH_NAME_MAX, say(fieldMaxCharacters({ field: 'Name', max: SAVED_SEARCH_NAME_MAX }))),
    ),
    '',
  ),
  Query: v.optional(v.looseObject({ origin: label('origin'), dest: label('dest') }, say(QUERY_OBJECT)), {}),
  Alerts: v.optional(v.object({ InApp: flag('InApp', true), Email: flag('Email', false), Push: flag('Push', false) }), {
    InApp: true,
    Email: false,
    Push: false,
  }),
});
export type SavedSearchInput = { Name: string; Query: SavedQuery; Alerts: SavedSearchAlerts };

/** Reads a body: every invalid field at once, the query's under `Query.<field>`. */
export function readSavedSearch(body: unknown): { ok: true; value: SavedSearchInput } | { ok: false; messages: FieldMessages } {
  const outer = v.safeParse(savedSearchInputSchema, body);
  const messages: FieldMessages = outer.success ? {} : issueMessages(outer.issues);
  const raw = outer.success
    ? outer.output.Query
    : typeof body === 'object' && body !== null
      ? (body as { Query?: unknown }).Query
      : undefined;
  let query: SavedQuery | null = null;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const inner = v.safeParse(boardQuerySchema, asQueryText(raw as Record<string, unknown>));
    if (inner.success) {
      const labels = raw as { origin?: unknown; dest?: unknown };
      const saved = toSavedQuery(inner.output);
      const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim().slice(0, PLACE_LABEL_MAX) : undefined);
      query = {
        ...(saved.originLat !== undefined && text(labels.origin) ? { origin: text(labels.origin) } : {}),
        ...(saved.destLat !== undefined && text(labels.dest) ? { dest: text(labels.dest) } : {}),
        ...saved,
      };
    } else {
      for (const [key, list] of Object.entries(issueMessages(inner.issues))) (messages[`Query.${key}`] ??= []).push(...list);
    }
  }
  if (!outer.success || query === null) return { ok: false, messages };
  return { ok: true, value: { Name: outer.output.Name, Query: query, Alerts: outer.output.Alerts } };
}

/** The URL search of the board (features/market/board-search.ts names) that shows a saved search's loads. */
export function boardSearchOf(q: SavedQuery): Record<string, string | number | number[] | undefined> {
  return {
    origin: q.origin,
    originLat: q.originLat,
    originLng: q.originLng,
    radius: q.radiusMiles,
    dest: q.dest,
    destLat: q.destLat,
    destLng: q.destLng,
    destRadius: q.destRadiusMiles,
    equipmentIds: q.equipmentIds.length ? q.equipmentIds : undefined,
    pickupFrom: q.pickupFrom,
    pickupTo: q.pickupTo,
    minRate: q.minRatePerMile,
    kind: q.kind,
  };
}
