import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { prewarm } from 'maplibre-gl';
import { basemapData, configuredStyleUrl } from './basemap';
import { addRouteLayers, updateRouteLayers } from './route-layers';
import { routeBounds, type RouteGeometry } from './route-geometry';
import { MAP_FRAME_STYLE, useBasemap } from './use-basemap';

// The worker chunk is preloaded while the tracking request runs, so the workers start and the basemap is converted
// before the data arrives.
prewarm();
if (!configuredStyleUrl()) basemapData();

/** Performance mark set when the map first fires `idle` (bench/tracking-render.ts reads it). */
export const MAP_IDLE_MARK = 'hb:tracking-map-idle';

export type MapViewProps = { geometry: RouteGeometry; height: number };

/** The maplibre map of the tracking page (lazy chunk): the planned and actual routes with their markers. */
export default function MapView({ geometry, height }: MapViewProps) {
  const { t } = useLingui();
  const { container, idle } = useBasemap({
    data: geometry,
    boundsOf: routeBounds,
    maxZoom: 10,
    addLayers: addRouteLayers,
    updateLayers: updateRouteLayers,
    onFirstIdle: () => performance.mark(MAP_IDLE_MARK),
    mapOptions: { cooperativeGestures: false },
  });
  return (
    <Box
      ref={container}
      h={height}
      role="region"
      aria-label={t`Route map`}
      data-map-state={idle ? 'idle' : 'loading'}
      style={MAP_FRAME_STYLE}
    />
  );
}
