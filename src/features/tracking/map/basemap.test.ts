import { describe, expect, it } from 'vitest';
import { basemapData, offlineStyle } from './basemap';

describe('offline basemap', () => {
  it('converts the bundled TopoJSON into land, the US outline and border lines', () => {
    const data = basemapData();
    expect(data.land.features.length).toBeGreaterThan(150);
    expect(data.usLand.features).toHaveLength(1);
    expect(data.countryBorders.coordinates.length).toBeGreaterThan(100);
    expect(data.stateBorders.coordinates.length).toBeGreaterThan(50);
  });

  it('is a style of GeoJSON sources only: no tiles, no glyphs, no sprite', () => {
    const style = offlineStyle('light');
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'us-land', 'state-borders', 'country-borders']);
  });

  it('has dark colours for the dark scheme', () => {
    const light = offlineStyle('light').layers[0]!;
    const dark = offlineStyle('dark').layers[0]!;
    expect(light.paint).not.toEqual(dark.paint);
  });
});
