import type { Faker } from '@faker-js/faker';
import type { trackingPoints } from '../db/schema';
import { type GeoCity, greatCircleMiles, type LatLng, pointAlong } from './seed-loads-geo';
import type { LoadPlan } from './seed-loads-plan';

/**
 * Tracking points of a seeded load: positions interpolated along its straight-segment route with a little jitter,
 * each named after the nearest freight hub, with event names at the milestones (decision 043).
 */

type PointRow = typeof trackingPoints.$inferInsert;

function nearest(p: LatLng, hubs: GeoCity[]): GeoCity {
  let best = hubs[0];
  let bestMiles = Infinity;
  for (const h of hubs) {
    const miles = greatCircleMiles(p, h);
    if (miles < bestMiles) {
      best = h;
      bestMiles = miles;
    }
  }
  return best;
}

export function trackingFor(f: Faker, plan: LoadPlan, shipmentId: number, hubs: GeoCity[], now: Date): PointRow[] {
  if (plan.progress === null || plan.points <= 0) return [];
  const timeOf = (code: string) => plan.times[plan.path.indexOf(code as never)]?.getTime();
  const jitter = () => f.number.float({ min: -0.012, max: 0.012 });
  const route = plan.route.map((c) => ({ lat: c.lat, lng: c.lng }));
  const out: PointRow[] = [];
  const push = (p: LatLng, when: number, eventName: string, exact = false) => {
    const at = exact ? p : { lat: p.lat + jitter(), lng: p.lng + jitter() };
    const hub = nearest(at, hubs);
    out.push({
      shipmentId,
      latitude: at.lat,
      longitude: at.lng,
      city: hub.city,
      state: hub.state,
      eventName,
      eventDate: new Date(when),
      recordedAt: new Date(when + 20_000),
    });
  };

  // Approach to the pickup (from a yard 40–120 miles away), from the OFP move to the AT move (or now).
  const origin = route[0];
  const bearing = f.number.float({ min: 0, max: Math.PI * 2 });
  const away = f.number.float({ min: 0.6, max: 1.8 });
  const yard = { lat: origin.lat + Math.sin(bearing) * away * 0.7, lng: origin.lng + Math.cos(bearing) * away };
  const ofp = timeOf('OFP') ?? now.getTime();
  const arrivedPickup = timeOf('AT') ?? now.getTime() - 60_000;
  const approach = Math.max(3, Math.min(8, Math.round(plan.points / 10)));
  const approachShare = plan.progress < 0 ? f.number.float({ min: 0.3, max: 0.8 }) : 1;
  for (let i = 0; i < approach; i++) {
    const t = (i / (approach - 1)) * approachShare;
    const p = pointAlong([yard, origin], t);
    push(p, ofp + (arrivedPickup - ofp) * t, i === 0 ? 'Departed for pickup' : t >= 1 ? 'Arrived at pickup' : 'Location update', t >= 1);
  }
  if (plan.progress <= 0) return out;

  // The route itself, from the IT move to the arrival (or now), up to `progress`.
  const departed = timeOf('IT') ?? now.getTime();
  const arrived = timeOf('AR') ?? now.getTime();
  const end = plan.progress >= 1 ? arrived : now.getTime() - 60_000;
  const count = Math.max(2, plan.points - approach);
  let stop = 0;
  for (let i = 0; i < count; i++) {
    const share = (i / (count - 1)) * plan.progress;
    const p = pointAlong(route, share);
    const first = i === 0;
    const last = i === count - 1;
    let name = 'In transit';
    if (first) name = 'Departed pickup';
    else if (last && plan.progress >= 1) name = 'Arrived at delivery';
    else if (stop < plan.stops.length && share >= plan.stops[stop].fraction) {
      name = 'Passed stop';
      stop++;
    }
    push(p, departed + ((end - departed) * i) / (count - 1), name, first || (last && plan.progress >= 1));
  }
  if (plan.path.includes('DL')) push(route[route.length - 1], timeOf('DL')!, 'Delivered', true);
  return out;
}
