import { describe, expect, it } from 'vitest';
import { point, trackingFixture } from '../fixtures';
import { routeBounds, routeGeometry } from './route-geometry';

describe('routeGeometry', () => {
  it('draws the planned and the actual route as one line each', () => {
    const g = routeGeometry(trackingFixture());
    expect(g.planned.features).toHaveLength(1);
    expect(g.planned.features[0]!.geometry.coordinates).toEqual([
      [-96.8, 32.78],
      [-97.52, 35.47],
      [-94.58, 39.1],
      [-87.63, 41.88],
    ]);
    expect(g.actual.features[0]!.geometry.coordinates).toHaveLength(3);
  });

  it('marks origin, stops, receiver and the truck of a load on the road', () => {
    const g = routeGeometry(trackingFixture());
    expect(g.markers.features.map((f) => `${f.properties.kind} ${f.properties.label}`)).toEqual([
      'origin Dallas, TX',
      'stop Oklahoma City, OK',
      'stop Kansas City, MO',
      'receiver Chicago, IL',
      'truck Tulsa, OK',
    ]);
  });

  it('has no truck once the load is delivered, and unnamed route points are not stops', () => {
    const g = routeGeometry(
      trackingFixture({
        StatusCode: 'DL',
        PlannedPolyline: [point(32, -96, 'Dallas', 'TX'), point(33, -95, null, null), point(34, -94, 'Tulsa', 'OK')],
      }),
    );
    expect(g.markers.features.map((f) => f.properties.kind)).toEqual(['origin', 'receiver']);
  });

  it('ignores points without valid coordinates and draws no line from a single point', () => {
    const g = routeGeometry(trackingFixture({ Polyline: [point(Number.NaN, 1, 'X', 'Y'), point(32, -96, 'A', 'B')], PlannedPolyline: [] }));
    expect(g.actual.features).toEqual([]);
    expect(g.planned.features).toEqual([]);
    expect(g.markers.features.map((f) => f.properties.kind)).toEqual(['truck']);
  });
});

describe('routeBounds', () => {
  it('boxes every point', () => {
    expect(routeBounds(routeGeometry(trackingFixture()))).toEqual([
      [-97.52, 32.78],
      [-87.63, 41.88],
    ]);
  });
  it('is null when there is nothing to show (the map then uses the central-US default)', () => {
    expect(routeBounds(routeGeometry(trackingFixture({ Polyline: [], PlannedPolyline: [] })))).toBeNull();
  });
});
