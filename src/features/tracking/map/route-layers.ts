import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { RouteGeometry } from './route-geometry';

/** Marker colours: origin green, stops orange, receiver red, the truck blue (legend in map-legend.tsx). */
export const MARKER_COLORS = { origin: '#2f9e44', stop: '#f08c00', receiver: '#e03131', truck: '#1971c2' } as const;
export const ROUTE_COLORS = {
  light: { planned: '#5c636a', actual: '#0f7b5c' },
  dark: { planned: '#adb5bd', actual: '#32e7b4' },
} as const;

const SOURCES = { planned: 'route-planned', actual: 'route-actual', markers: 'route-markers' } as const;

/** Adds the routes and markers over whatever basemap the style drew. */
export function addRouteLayers(map: MapLibreMap, geometry: RouteGeometry, scheme: 'light' | 'dark'): void {
  const colors = ROUTE_COLORS[scheme];
  map.addSource(SOURCES.planned, { type: 'geojson', data: geometry.planned });
  map.addSource(SOURCES.actual, { type: 'geojson', data: geometry.actual });
  map.addSource(SOURCES.markers, { type: 'geojson', data: geometry.markers });
  map.addLayer({
    id: 'route-planned',
    type: 'line',
    source: SOURCES.planned,
    layout: { 'line-cap': 'butt', 'line-join': 'round' },
    paint: { 'line-color': colors.planned, 'line-width': 3, 'line-dasharray': [2, 2] },
  });
  map.addLayer({
    id: 'route-actual',
    type: 'line',
    source: SOURCES.actual,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': colors.actual, 'line-width': 4 },
  });
  map.addLayer({
    id: 'route-markers',
    type: 'circle',
    source: SOURCES.markers,
    paint: {
      'circle-radius': ['match', ['get', 'kind'], 'truck', 9, 7],
      'circle-color': [
        'match',
        ['get', 'kind'],
        'origin',
        MARKER_COLORS.origin,
        'receiver',
        MARKER_COLORS.receiver,
        'truck',
        MARKER_COLORS.truck,
        MARKER_COLORS.stop,
      ],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['match', ['get', 'kind'], 'truck', 3, 2],
    },
  });
}

/** New data after a refresh: the sources are updated in place. */
export function updateRouteLayers(map: MapLibreMap, geometry: RouteGeometry): void {
  (map.getSource(SOURCES.planned) as GeoJSONSource | undefined)?.setData(geometry.planned);
  (map.getSource(SOURCES.actual) as GeoJSONSource | undefined)?.setData(geometry.actual);
  (map.getSource(SOURCES.markers) as GeoJSONSource | undefined)?.setData(geometry.markers);
}
