import type { SavedQuery } from '@/contract/saved-searches';
import { RADIUS_DEFAULT } from '@/contract/market';
import type { BoardSearch } from '../board-search';

/** The board's URL search as the filters a saved search keeps (no sort, no page). */
export function queryOfSearch(s: BoardSearch): SavedQuery {
  const origin = s.originLat !== undefined && s.originLng !== undefined;
  const dest = s.destLat !== undefined && s.destLng !== undefined;
  return {
    ...(origin ? { origin: s.origin, originLat: s.originLat, originLng: s.originLng, radiusMiles: s.radius ?? RADIUS_DEFAULT } : {}),
    ...(dest ? { dest: s.dest, destLat: s.destLat, destLng: s.destLng, destRadiusMiles: s.destRadius ?? RADIUS_DEFAULT } : {}),
    equipmentIds: s.equipmentIds ?? [],
    ...(s.pickupFrom ? { pickupFrom: s.pickupFrom } : {}),
    ...(s.pickupTo ? { pickupTo: s.pickupTo } : {}),
    ...(s.minRate !== undefined ? { minRatePerMile: s.minRate } : {}),
    kind: s.kind,
  };
}
