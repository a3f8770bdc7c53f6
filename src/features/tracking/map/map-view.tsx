import 'maplibre-gl/dist/maplibre-gl.css';
import { useLingui } from '@lingui/react/macro';
import { Box, useComputedColorScheme } from '@mantine/core';
import { Map as MapLibreMap, NavigationControl, prewarm, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { basemapData, configuredStyleUrl, offlineStyle } from './basemap';
import { addRouteLayers, updateRouteLayers } from './route-layers';
import { DEFAULT_CENTER, DEFAULT_ZOOM, routeBounds, type RouteGeometry } from './route-geometry';

// The worker is bundled by Vite as its own chunk (precached like the rest of the app). The chunk is preloaded while
// the tracking request runs, so the workers start and the basemap is converted before the data arrives.
setWorkerUrl(workerUrl);
prewarm();
if (!configuredStyleUrl()) basemapData();

/** Performance mark set when the map first fires `idle` (bench/tracking-render.ts reads it). */
export const MAP_IDLE_MARK = 'hb:tracking-map-idle';

const FIT_PADDING = 48;

export type MapViewProps = { geometry: RouteGeometry; height: number };

/**
 * The maplibre map of the tracking page (lazy chunk). Errors that happen before the style has loaded (no WebGL,
 * an unreachable style URL) are re-thrown in render so the surrounding MapErrorBoundary shows its notice; later
 * errors (a missing tile of a hosted style) only go to the console.
 */
export default function MapView({ geometry, height }: MapViewProps) {
  const { t } = useLingui();
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const loaded = useRef(false);
  const latest = useRef(geometry);
  latest.current = geometry;
  const [failure, setFailure] = useState<Error | null>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    loaded.current = false;
    setIdle(false);
    const bounds = routeBounds(latest.current);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: configuredStyleUrl() ?? offlineStyle(scheme),
        center: DEFAULT_CENTER,
        zoom: DEFAULT_ZOOM,
        ...(bounds ? { bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: 10 } } : {}),
        attributionControl: { compact: true },
        fadeDuration: 0, // no symbol layers to fade: idle comes sooner
        cooperativeGestures: false,
      });
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      loaded.current = true;
      addRouteLayers(map, latest.current, scheme);
    });
    map.once('idle', () => {
      performance.mark(MAP_IDLE_MARK);
      setIdle(true);
    });
    map.on('error', (event) => {
      if (!loaded.current) setFailure(new Error(event.error.message));
      else console.warn('map:', event.error);
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [scheme]);

  // A refresh of the tracking data: new lines and markers, and the view follows them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    updateRouteLayers(map, geometry);
    const bounds = routeBounds(geometry);
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 10, duration: 0 });
  }, [geometry]);

  if (failure) throw failure;
  return (
    <Box
      ref={container}
      h={height}
      role="region"
      aria-label={t`Route map`}
      data-map-state={idle ? 'idle' : 'loading'}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    />
  );
}
