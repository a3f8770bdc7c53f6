import type { SharePoint } from '@/contract/share';

/**
 * The share page's map (decision 168): the planned route, the route so far, the places and the truck, drawn as an SVG
 * on a flat projection fitted to the trip. No basemap: tiles and a map library would be most of the page's weight.
 */
const WIDTH = 1000;
const HEIGHT = 560;
const PAD = 40;

export type MapInput = {
  planned: SharePoint[];
  route: SharePoint[];
  places: SharePoint[];
  truck: SharePoint | null;
  label: string;
};

export function routeMapSvg({ planned, route, places, truck, label }: MapInput): string {
  const all = [...planned, ...route, ...places, ...(truck ? [truck] : [])];
  if (all.length === 0) return '';
  const midLat = all.reduce((sum, p) => sum + p.Latitude, 0) / all.length;
  const scale = Math.cos((midLat * Math.PI) / 180);
  const xs = all.map((p) => p.Longitude * scale);
  const ys = all.map((p) => p.Latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, (maxY - minY) * ((WIDTH - 2 * PAD) / (HEIGHT - 2 * PAD)), 1e-6);
  const k = (WIDTH - 2 * PAD) / span;
  const [offsetX, offsetY] = [(WIDTH - (maxX - minX) * k) / 2, (HEIGHT - (maxY - minY) * k) / 2];
  const x = (p: SharePoint) => (offsetX + (p.Longitude * scale - minX) * k).toFixed(1);
  const y = (p: SharePoint) => (HEIGHT - offsetY - (p.Latitude - minY) * k).toFixed(1);
  const line = (points: SharePoint[]) => points.map((p) => `${x(p)},${y(p)}`).join(' ');
  const dots = places
    .map((p, i) => {
      const colour = i === 0 ? '#1c7ed6' : i === places.length - 1 ? '#e8590c' : '#7048e8';
      return `<circle cx="${x(p)}" cy="${y(p)}" r="11" fill="${colour}" stroke="#fff" stroke-width="4"/>`;
    })
    .join('');
  const truckDot = truck
    ? `<g data-truck="${truck.Latitude.toFixed(5)},${truck.Longitude.toFixed(5)}"><circle cx="${x(truck)}" cy="${y(truck)}" r="18" fill="#17c191" fill-opacity="0.25"/><circle cx="${x(truck)}" cy="${y(truck)}" r="10" fill="#0c644b" stroke="#fff" stroke-width="4"/></g>`
    : '';
  return `<svg class="map" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">
<polyline points="${line(planned)}" fill="none" stroke="#868e96" stroke-width="5" stroke-dasharray="14 10" stroke-linejoin="round"/>
<polyline points="${line(route)}" fill="none" stroke="#0ca678" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>
${dots}${truckDot}</svg>`;
}
