import { Trans } from '@lingui/react/macro';
import { Alert, Skeleton } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { MapErrorBoundary } from './map-error-boundary';
import type { PointsMapViewProps } from './points-map-view';

// maplibre and the basemap load with the first map shown, never with the entry chunk.
const PointsMapView = lazy(() => import('./points-map-view'));

export type { MapPoint } from './points-map-view';

/** Points (the load board's origins) on the offline basemap, lazily; a browser that cannot draw it gets a notice. */
export function PointsMap(props: PointsMapViewProps) {
  return (
    <MapErrorBoundary
      fallback={
        <Alert color="yellow" icon={<IconMapOff size={18} aria-hidden />} title={<Trans>The map could not be shown</Trans>}>
          <Trans>This browser could not draw the map (WebGL may be turned off). The rest of the page works as usual.</Trans>
        </Alert>
      }
    >
      <Suspense fallback={<Skeleton h={props.height} radius="md" aria-hidden />}>
        <PointsMapView {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
