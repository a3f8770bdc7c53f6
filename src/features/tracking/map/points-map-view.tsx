import 'maplibre-gl/dist/maplibre-gl.css';
import { useLingui } from '@lingui/react/macro';
import { Box, useComputedColorScheme } from '@mantine/core';
import type { FeatureCollection, Point } from 'geojson';
import { type GeoJSONSource, Map as MapLibreMap, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { configuredStyleUrl, offlineStyle } from './basemap';
import { popupContent } from './popup-content';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './route-geometry';

setWorkerUrl(workerUrl);

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

/**
 * Points on the same offline basemap as the tracking map (decision 045): circles, no text layers (the style has no
 * glyphs), a popup with the point's words on click. Same error handling: a failure before load goes to the boundary.
 */
export default function PointsMapView({ points, height, label }: PointsMapViewProps) {
  const { t } = useLingui();
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const loaded = useRef(false);
  const latest = useRef(points);
  latest.current = points;
  const [failure, setFailure] = useState<Error | null>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    loaded.current = false;
    setIdle(false);
    const bounds = boundsOf(latest.current);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: configuredStyleUrl() ?? offlineStyle(scheme),
        center: DEFAULT_CENTER,
        zoom: DEFAULT_ZOOM,
        ...(bounds ? { bounds, fitBoundsOptions: { padding: 48, maxZoom: 8 } } : {}),
        attributionControl: { compact: true },
        fadeDuration: 0,
      });
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      loaded.current = true;
      map.addSource(SOURCE, { type: 'geojson', data: collection(latest.current) });
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
    map.once('idle', () => setIdle(true));
    map.on('error', (event) => {
      if (!loaded.current) setFailure(new Error(event.error.message));
      else console.warn('map:', event.error);
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [scheme]);

  // a new page of the board: new points, and the view follows them
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(collection(points));
    const bounds = boundsOf(points);
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 8, duration: 0 });
  }, [points]);

  if (failure) throw failure;
  return (
    <Box
      ref={container}
      h={height}
      role="region"
      aria-label={label || t`Map`}
      data-map-state={idle ? 'idle' : 'loading'}
      data-points={points.length}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    />
  );
}
