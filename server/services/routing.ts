/**
 * The planned route of a load: a polyline through origin → stops → receiver. With ROUTING_URL (an OSRM-compatible
 * server) the road geometry is asked for in chunks of 21 waypoints (spec 2 §7); consecutive chunks share their
 * boundary waypoint, so the pieces join. Any failure or timeout falls back to straight segments between the
 * waypoints; the failure is only logged (spec 2 §8), never an error for the caller.
 */

export type Waypoint = { Latitude: number; Longitude: number };

export const ROUTING_CHUNK_SIZE = 21;
export const ROUTING_TIMEOUT_MS = 3000;

export type RoutingOptions = {
  /** Base URL of an OSRM-compatible server (`…/route/v1/driving/…` is appended); unset = straight segments. */
  routingUrl?: string;
  timeoutMs?: number;
  log?: (message: string) => void;
};

export type PlannedRoute = { points: Waypoint[]; source: 'osrm' | 'straight' };

/** Splits waypoints into chunks of at most `size`; chunk k+1 starts with the last waypoint of chunk k. */
export function chunkWaypoints<T>(points: readonly T[], size = ROUTING_CHUNK_SIZE): T[][] {
  if (size < 2) throw new Error('a routing chunk needs at least 2 points');
  if (points.length < 2) return [];
  const chunks: T[][] = [];
  for (let start = 0; start < points.length - 1; start += size - 1) chunks.push(points.slice(start, start + size));
  return chunks;
}

const isFiniteWaypoint = (p: Waypoint) =>
  Number.isFinite(p.Latitude) && Number.isFinite(p.Longitude) && Math.abs(p.Latitude) <= 90 && Math.abs(p.Longitude) <= 180;

function routeUrl(base: string, chunk: readonly Waypoint[]): string {
  const coordinates = chunk.map((p) => `${p.Longitude.toFixed(6)},${p.Latitude.toFixed(6)}`).join(';');
  return `${base.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson`;
}

type OsrmAnswer = { code?: string; routes?: { geometry?: { coordinates?: unknown } }[] };

async function routeChunk(base: string, chunk: readonly Waypoint[], timeoutMs: number): Promise<Waypoint[]> {
  const response = await fetch(routeUrl(base, chunk), { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answer = (await response.json()) as OsrmAnswer;
  const coordinates = answer.routes?.[0]?.geometry?.coordinates;
  if (answer.code !== 'Ok' || !Array.isArray(coordinates) || coordinates.length < 2) {
    throw new Error(`no route (code ${String(answer.code)})`);
  }
  return coordinates.map((pair) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'number' || typeof pair[1] !== 'number') throw new Error('bad coordinate');
    return { Latitude: pair[1], Longitude: pair[0] };
  });
}

/** Joins chunk geometries, dropping the repeated boundary point where one chunk ends and the next begins. */
export function joinChunks(pieces: readonly Waypoint[][]): Waypoint[] {
  const out: Waypoint[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    const first = piece[0];
    const repeated = last && first && last.Latitude === first.Latitude && last.Longitude === first.Longitude;
    out.push(...(repeated ? piece.slice(1) : piece));
  }
  return out;
}

export async function planRoute(waypoints: readonly Waypoint[], options: RoutingOptions = {}): Promise<PlannedRoute> {
  const points = waypoints.filter(isFiniteWaypoint).map((p) => ({ Latitude: p.Latitude, Longitude: p.Longitude }));
  const straight: PlannedRoute = { points, source: 'straight' };
  if (!options.routingUrl || points.length < 2) return straight;
  const { timeoutMs = ROUTING_TIMEOUT_MS, log = console.warn } = options;
  try {
    // Chunks are asked for together, so the whole route waits at most one timeout.
    const pieces = await Promise.all(chunkWaypoints(points).map((chunk) => routeChunk(options.routingUrl!, chunk, timeoutMs)));
    return { points: joinChunks(pieces), source: 'osrm' };
  } catch (error) {
    log(`[routing] directions request failed, using straight segments: ${error instanceof Error ? error.message : String(error)}`);
    return straight;
  }
}
