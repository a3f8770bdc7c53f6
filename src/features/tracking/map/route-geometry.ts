import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { TrackingPoint, TrackingResponse } from '@/contract/load-detail';

export type MarkerKind = 'origin' | 'stop' | 'receiver' | 'truck';
export type MarkerProperties = { kind: MarkerKind; label: string };
export type RouteGeometry = {
  planned: FeatureCollection<LineString>;
  actual: FeatureCollection<LineString>;
  markers: FeatureCollection<Point, MarkerProperties>;
};
export type LngLatBounds = [[number, number], [number, number]];

/** Central US, zoom 4: where the map looks when a load has no points yet (spec 2 §9). */
export const DEFAULT_CENTER: [number, number] = [-98.5795, 39.8283];
export const DEFAULT_ZOOM = 4;

/** Statuses in which the truck is on the road: its last reported point is drawn as the current position. */
const MOVING = new Set(['OFP', 'AT', 'IT', 'AR']);

const valid = (p: TrackingPoint) =>
  Number.isFinite(p.Latitude) && Number.isFinite(p.Longitude) && Math.abs(p.Latitude) <= 90 && Math.abs(p.Longitude) <= 180;
const lngLat = (p: TrackingPoint): [number, number] => [p.Longitude, p.Latitude];
const place = (p: TrackingPoint) => [p.City, p.State].filter(Boolean).join(', ');

function line(points: TrackingPoint[]): FeatureCollection<LineString> {
  const coordinates = points.filter(valid).map(lngLat);
  const features: Feature<LineString>[] =
    coordinates.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }] : [];
  return { type: 'FeatureCollection', features };
}

function marker(kind: MarkerKind, p: TrackingPoint, label = place(p)): Feature<Point, MarkerProperties> {
  return { type: 'Feature', properties: { kind, label }, geometry: { type: 'Point', coordinates: lngLat(p) } };
}

/**
 * The map's data: the planned route (dashed), the actual route (solid) and the markers. The tracking response has
 * no coordinates on the stops, so the markers come from the planned route: its first point is the origin, its last
 * the receiver, and the points between that name a city (the straight route's corners, decision 042) are the stops.
 */
export function routeGeometry(tracking: Pick<TrackingResponse, 'PlannedPolyline' | 'Polyline' | 'StatusCode'>): RouteGeometry {
  const planned = tracking.PlannedPolyline.filter(valid);
  const actual = tracking.Polyline.filter(valid);
  const markers: Feature<Point, MarkerProperties>[] = [];
  if (planned.length > 0) {
    markers.push(marker('origin', planned[0]!));
    for (const p of planned.slice(1, -1)) if (p.City) markers.push(marker('stop', p));
    if (planned.length > 1) markers.push(marker('receiver', planned.at(-1)!));
  }
  const last = actual.at(-1);
  if (last && MOVING.has(tracking.StatusCode)) markers.push(marker('truck', last));
  return { planned: line(planned), actual: line(actual), markers: { type: 'FeatureCollection', features: markers } };
}

/** The box around every route point and marker, or null when there is nothing to show. */
export function routeBounds(geometry: RouteGeometry): LngLatBounds | null {
  const coordinates = [
    ...geometry.planned.features.flatMap((f) => f.geometry.coordinates),
    ...geometry.actual.features.flatMap((f) => f.geometry.coordinates),
    ...geometry.markers.features.map((f) => f.geometry.coordinates),
  ];
  if (coordinates.length === 0) return null;
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of coordinates) {
    minLng = Math.min(minLng, lng!);
    maxLng = Math.max(maxLng, lng!);
    minLat = Math.min(minLat, lat!);
    maxLat = Math.max(maxLat, lat!);
  }
  return [
    [minLng, minLat],
    [maxLng, maxLat],
  ];
}
