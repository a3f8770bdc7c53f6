import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import type { FeatureCollection, Point } from 'geojson';
import { type GeoJSONSource, type Map as MapLibreMap, Popup } from 'maplibre-gl';
import { popupContent } from './popup-content';
import { MAP_FRAME_STYLE, useBasemap } from './use-basemap';

/** A point on the map (a load's origin): the popup shows `title` and `detail` as plain text. */
export type MapPoint = { id: number; lat: number; lng: number; title: string; detail: string };
export type PointsMapViewProps = { points: MapPoint[]; height: number; label: string };

const SOURCE = 'points';

function collection(points: MapPoint[]): FeatureCollection<Point, { id: number; title: string; detail: string }> {
  return {
    type: 'FeatureCollection',
    features: points
      .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))
      .map((p) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        properties: { id: p.id, title: p.title, detail: p.detail },
      })),
  };
}

function boundsOf(points: MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

function addPointLayers(map: MapLibreMap, points: MapPoint[], scheme: 'light' | 'dark'): void {
  map.addSource(SOURCE, { type: 'geojson', data: collection(points) });
  map.addLayer({
    id: 'points',
    type: 'circle',
    source: SOURCE,
    paint: {
      'circle-radius': 7,
      'circle-color': '#2f9e44',
      'circle-stroke-width': 2,
      'circle-stroke-color': scheme === 'dark' ? '#1a1b1e' : '#ffffff',
    },
  });
  map.on('click', 'points', (event) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    // Loads at one origin share one dot: the popup names every one of them (issue 38 §6).
    const here = (event.features ?? []).map((f) => ({
      id: Number(f.properties.id),
      title: String(f.properties.title ?? ''),
      detail: String(f.properties.detail ?? ''),
    }));
    new Popup({ closeButton: true, maxWidth: '320px' })
      .setLngLat(feature.geometry.coordinates as [number, number])
      .setDOMContent(popupContent(here))
      .addTo(map);
  });
  map.on('mouseenter', 'points', () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', 'points', () => (map.getCanvas().style.cursor = ''));
}

// a new page of the board: new points, and the view follows them
function updatePointLayers(map: MapLibreMap, points: MapPoint[]): void {
  (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(collection(points));
}

/**
 * Points on the same offline basemap as the tracking map (decision 045): circles, no text layers (the style has no
 * glyphs), a popup with the point's words on click. Same error handling: a failure before load goes to the boundary.
 */
export default function PointsMapView({ points, height, label }: PointsMapViewProps) {
  const { t } = useLingui();
  const { container, idle } = useBasemap({
    data: points,
    boundsOf,
    maxZoom: 8,
    addLayers: addPointLayers,
    updateLayers: updatePointLayers,
  });
  return (
    <Box
      ref={container}
      h={height}
      role="region"
      aria-label={label || t`Map`}
      data-map-state={idle ? 'idle' : 'loading'}
      data-points={points.length}
      style={MAP_FRAME_STYLE}
    />
  );
}
