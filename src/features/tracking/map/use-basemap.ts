import 'maplibre-gl/dist/maplibre-gl.css';
import { useComputedColorScheme } from '@mantine/core';
import { type LngLatBoundsLike, Map as MapLibreMap, type MapOptions, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { configuredStyleUrl, offlineStyle } from './basemap';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './route-geometry';

// The worker is bundled by Vite as its own chunk (precached like the rest of the app).
setWorkerUrl(workerUrl);

const FIT_PADDING = 48;

export type BasemapLayers<T> = {
  /** What the layers draw; a new value updates them in place and the view follows it. */
  data: T;
  boundsOf: (data: T) => LngLatBoundsLike | null;
  /** The closest the view zooms in when it fits the data. */
  maxZoom: number;
  /** Adds the sources and layers (and their listeners) once the style has loaded. */
  addLayers: (map: MapLibreMap, data: T, scheme: 'light' | 'dark') => void;
  updateLayers: (map: MapLibreMap, data: T) => void;
  onFirstIdle?: () => void;
  mapOptions?: Partial<MapOptions>;
};

/**
 * A maplibre map on the offline basemap (or the configured style), drawn again when the colour scheme changes. Errors
 * that happen before the style has loaded (no WebGL, an unreachable style URL) are re-thrown in render so the
 * surrounding MapErrorBoundary shows its notice; later errors (a missing tile of a hosted style) only go to the console.
 */
export function useBasemap<T>(layers: BasemapLayers<T>) {
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const loaded = useRef(false);
  const latest = useRef(layers);
  latest.current = layers;
  const [failure, setFailure] = useState<Error | null>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    loaded.current = false;
    setIdle(false);
    const { data, boundsOf, maxZoom, mapOptions } = latest.current;
    const bounds = boundsOf(data);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: configuredStyleUrl() ?? offlineStyle(scheme),
        center: DEFAULT_CENTER,
        zoom: DEFAULT_ZOOM,
        ...(bounds ? { bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom } } : {}),
        attributionControl: { compact: true },
        fadeDuration: 0, // no symbol layers to fade: idle comes sooner
        ...mapOptions,
      });
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      loaded.current = true;
      latest.current.addLayers(map, latest.current.data, scheme);
    });
    map.once('idle', () => {
      latest.current.onFirstIdle?.();
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

  const { data } = layers;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    const { updateLayers, boundsOf, maxZoom } = latest.current;
    updateLayers(map, data);
    const bounds = boundsOf(data);
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom, duration: 0 });
  }, [data]);

  if (failure) throw failure;
  return { container, idle };
}

/** The map's frame: rounded like the cards around it. */
export const MAP_FRAME_STYLE = { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } as const;
