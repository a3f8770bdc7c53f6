import type { FeatureCollection, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import usStatesTopology from 'us-atlas/states-10m.json?raw';
import worldTopology from 'world-atlas/countries-110m.json?raw';

/**
 * The offline basemap: Natural Earth shapes from the world-atlas (countries 1:110m) and us-atlas (states and nation
 * 1:10m) packages, converted from TopoJSON to GeoJSON in the browser. They are imported as text into the map's lazy
 * chunk, so the service worker precaches them with the app and the map needs no tile server and no network. The
 * detailed US outline is drawn over the coarse world land so the coastline stays sharp at truck-route zoom levels.
 * The style has no glyphs: nothing is labelled with text.
 */
type Basemap = {
  land: FeatureCollection;
  usLand: FeatureCollection;
  countryBorders: MultiLineString;
  stateBorders: MultiLineString;
};

let cached: Basemap | null = null;

function objectOf(topology: Topology, name: string): GeometryCollection {
  return topology.objects[name] as GeometryCollection;
}

export function basemapData(): Basemap {
  if (cached) return cached;
  const world = JSON.parse(worldTopology) as Topology;
  const us = JSON.parse(usStatesTopology) as Topology;
  const countries = objectOf(world, 'countries');
  const states = objectOf(us, 'states');
  cached = {
    land: feature(world, countries) as FeatureCollection,
    usLand: feature(us, objectOf(us, 'nation')) as FeatureCollection,
    countryBorders: mesh(world, countries, (a, b) => a !== b),
    stateBorders: mesh(us, states, (a, b) => a !== b),
  };
  return cached;
}

export type BasemapColors = { water: string; land: string; stateBorder: string; countryBorder: string };

export const BASEMAP_COLORS: Record<'light' | 'dark', BasemapColors> = {
  light: { water: '#cfe3f2', land: '#f4f1ea', stateBorder: '#b9b2a3', countryBorder: '#8c8474' },
  dark: { water: '#16212e', land: '#2b2f36', stateBorder: '#4c525c', countryBorder: '#6b717c' },
};

const ATTRIBUTION = 'Natural Earth';

export function offlineStyle(scheme: 'light' | 'dark'): StyleSpecification {
  const data = basemapData();
  const colors = BASEMAP_COLORS[scheme];
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: data.land, attribution: ATTRIBUTION },
      'us-land': { type: 'geojson', data: data.usLand },
      'country-borders': { type: 'geojson', data: data.countryBorders },
      'state-borders': { type: 'geojson', data: data.stateBorders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      { id: 'us-land', type: 'fill', source: 'us-land', paint: { 'fill-color': colors.land } },
      { id: 'state-borders', type: 'line', source: 'state-borders', paint: { 'line-color': colors.stateBorder, 'line-width': 0.8 } },
      { id: 'country-borders', type: 'line', source: 'country-borders', paint: { 'line-color': colors.countryBorder, 'line-width': 1.2 } },
    ],
  };
}

/** `VITE_MAP_STYLE_URL`, when set at build time, replaces the offline basemap with a hosted style. */
export function configuredStyleUrl(): string | undefined {
  const url = (import.meta.env.VITE_MAP_STYLE_URL as string | undefined)?.trim();
  return url ? url : undefined;
}
