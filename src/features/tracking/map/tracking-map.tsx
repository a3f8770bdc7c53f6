import { Trans } from '@lingui/react/macro';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import { MapErrorBoundary } from './map-error-boundary';
import { MapLegend } from './map-legend';
import { routeGeometry } from './route-geometry';

// maplibre and the basemap shapes load with the tracking page's map, never with the entry chunk.
const loadMapView = () => import('./map-view');
const MapView = lazy(loadMapView);

/** Starts loading the map chunk (and maplibre's workers) while the tracking request is still on its way. */
export function preloadTrackingMap(): void {
  loadMapView().catch(() => undefined); // a failure shows up again, and is handled, when the map renders
}

export const MAP_HEIGHT = 460;

/** The planned and actual routes of a load on the offline basemap, with a legend. */
export function TrackingMap({ tracking }: { tracking: Pick<TrackingResponse, 'PlannedPolyline' | 'Polyline' | 'StatusCode'> }) {
  const geometry = useMemo(() => routeGeometry(tracking), [tracking]);
  return (
    <Stack gap="xs">
      <MapErrorBoundary
        fallback={
          <Alert color="yellow" icon={<IconMapOff size={18} aria-hidden />} title={<Trans>The map could not be shown</Trans>}>
            <Trans>This browser could not draw the map (WebGL may be turned off). The rest of the page works as usual.</Trans>
          </Alert>
        }
      >
        <Suspense fallback={<Skeleton h={MAP_HEIGHT} radius="md" aria-hidden />}>
          <MapView geometry={geometry} height={MAP_HEIGHT} />
        </Suspense>
      </MapErrorBoundary>
      <MapLegend />
    </Stack>
  );
}
