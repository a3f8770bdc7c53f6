import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Activity, Bid, TrackingPoint, TrackingResponse, TrackingStop } from '../../src/contract/load-detail';
import type { LoadStatusCode } from '../../src/contract/loads';
import type { Db } from '../db/database';
import {
  activities,
  bids,
  equipmentTypes,
  loadStatuses,
  modes,
  shipmentStops,
  shipments,
  statusHistory,
  truckers,
  users,
} from '../db/schema';
import { nameActivityValues } from './activity-names';
import { readEta } from './eta';
import { requireLoadAccess } from './loads-party';
import { planRoute, type Waypoint } from './routing';
import type { AuthUser } from './tokens';
import { routeOf } from './tracking-retention';
import { thinTripLine } from './trip-line';
import { zoneOfRow } from './time-zones';

/**
 * The per-load reads of the tracking page (decision 042 §Tracking, activities, bids): GET /api/Tracking/{id},
 * the activities and the bids. Guards: BackOffice, the owning shipper, the assigned trucker (404 unknown, 403 other).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (first: string | null, last: string | null, email: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || email || '';

type Coordinates = { latitude: number | null; longitude: number | null; city: string; state: string };

/** Waypoints in route order with their place names; places without coordinates are left out. */
function waypointsOf(origin: Coordinates, stops: Coordinates[], receiver: Coordinates) {
  return [origin, ...stops, receiver]
    .filter((p) => p.latitude !== null && p.longitude !== null)
    .map((p) => ({ Latitude: p.latitude!, Longitude: p.longitude!, City: p.city || null, State: p.state || null }));
}

const fingerprint = (points: readonly Waypoint[]) =>
  createHash('sha256')
    .update(points.map((p) => `${p.Latitude.toFixed(6)},${p.Longitude.toFixed(6)}`).join(';'))
    .digest('hex')
    .slice(0, 16);

const near = (a: Waypoint, b: Waypoint) => Math.abs(a.Latitude - b.Latitude) < 1e-6 && Math.abs(a.Longitude - b.Longitude) < 1e-6;

/** A cached line that is not ours (the seed's) is still right when it passes through every waypoint in order. */
function passesThrough(line: readonly Waypoint[], waypoints: readonly Waypoint[]): boolean {
  let at = 0;
  for (const w of waypoints) {
    while (at < line.length && !near(line[at], w)) at++;
    if (at === line.length) return false;
  }
  return waypoints.length === 0 || (near(line[0], waypoints[0]) && near(line[line.length - 1], waypoints[waypoints.length - 1]));
}

function cachedLine(value: unknown): Waypoint[] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const line = value as { Latitude?: unknown; Longitude?: unknown }[];
  return line.every((p) => typeof p?.Latitude === 'number' && typeof p?.Longitude === 'number') ? (line as Waypoint[]) : null;
}

const asPoint = (p: Waypoint & { City?: string | null; State?: string | null }): TrackingPoint => ({
  Latitude: p.Latitude,
  Longitude: p.Longitude,
  City: p.City ?? null,
  State: p.State ?? null,
  EventName: null,
  EventDate: null,
});

/**
 * The planned route. A route from the routing server is cached on the load as source `osrm:<waypoint fingerprint>`
 * and reused while the waypoints stay the same; a cached line from elsewhere (the seed) is used while it still
 * passes through every waypoint. Otherwise: the routing server when configured, else straight segments (not stored).
 */
async function plannedPolyline(
  db: Db,
  load: { id: number; plannedPolyline: unknown; plannedPolylineSource: string | null },
  waypoints: ReturnType<typeof waypointsOf>,
  routingUrl: string | undefined,
): Promise<TrackingPoint[]> {
  const key = `osrm:${fingerprint(waypoints)}`;
  // Points of a line that sit on a waypoint carry its place, as the straight segments do.
  const withPlaces = (line: readonly Waypoint[]) => line.map((p) => asPoint({ ...p, ...waypoints.find((w) => near(w, p)), ...p }));
  const cached = cachedLine(load.plannedPolyline);
  if (cached && load.plannedPolylineSource === key) return withPlaces(cached);
  const foreign = cached && !load.plannedPolylineSource?.startsWith('osrm:') && passesThrough(cached, waypoints);
  if (foreign && !routingUrl) return withPlaces(cached);
  const route = await planRoute(waypoints, { routingUrl });
  if (route.source === 'osrm') {
    await db.update(shipments).set({ plannedPolyline: route.points, plannedPolylineSource: key }).where(eq(shipments.id, load.id));
    return withPlaces(route.points);
  }
  return foreign ? withPlaces(cached) : waypoints.map(asPoint);
}

export async function getTracking(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  options: { routingUrl?: string; full?: boolean } = {},
): Promise<TrackingResponse> {
  const { access } = await requireLoadAccess(db, user, shipmentId);
  const [row] = await db
    .select({
      s: shipments,
      status: loadStatuses.name,
      mode: modes.name,
      equipmentType: equipmentTypes.name,
      truckerName: truckers.name,
      truckerMc: truckers.mcNumber,
      truckerFirst: users.firstName,
      truckerLast: users.lastName,
      truckerEmail: users.email,
      truckerPhone: users.phone,
    })
    .from(shipments)
    .innerJoin(loadStatuses, eq(loadStatuses.code, shipments.statusCode))
    .innerJoin(modes, eq(modes.id, shipments.modeId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, shipments.equipmentTypeId))
    .leftJoin(truckers, eq(truckers.id, shipments.truckerId))
    .leftJoin(users, eq(users.id, truckers.userId))
    .where(eq(shipments.id, shipmentId));
  const s = row.s;
  const [stops, points, history, [bidCount]] = await Promise.all([
    db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, shipmentId))
      .orderBy(asc(shipmentStops.position), asc(shipmentStops.id)),
    routeOf(db, shipmentId),
    db
      .select({
        name: loadStatuses.name,
        code: statusHistory.statusCode,
        created: statusHistory.created,
        receivedAt: statusHistory.receivedAt,
      })
      .from(statusHistory)
      .innerJoin(loadStatuses, eq(loadStatuses.code, statusHistory.statusCode))
      .where(eq(statusHistory.shipmentId, shipmentId))
      .orderBy(asc(statusHistory.created), asc(statusHistory.id)),
    db.select({ n: count() }).from(bids).where(eq(bids.shipmentId, shipmentId)),
  ]);

  const tracking = options.full ? points : thinTripLine(points);
  const place = (latitude: number | null, longitude: number | null, city: string, state: string) => ({ latitude, longitude, city, state });
  const waypoints = waypointsOf(
    place(s.shippingLatitude, s.shippingLongitude, s.shippingCity, s.shippingState),
    stops.map((stop) => place(stop.latitude, stop.longitude, stop.city, stop.state)),
    place(s.receivingLatitude, s.receivingLongitude, s.receivingCity, s.receivingState),
  );

  return {
    Shipment: {
      Id: s.id,
      Code: s.code,
      ShippingCompany: s.pickupName || null,
      ShippingAddress1: s.shippingAddress1 || null,
      ShippingCity: s.shippingCity || null,
      ShippingState: s.shippingState || null,
      ShippingZipCode: s.shippingZipCode || null,
      ReceivingCompany: s.destinationName || null,
      ReceivingAddress1: s.receivingAddress1 || null,
      ReceivingCity: s.receivingCity || null,
      ReceivingState: s.receivingState || null,
      ReceivingZipCode: s.receivingZipCode || null,
      ReqShipDate: iso(s.reqShipDate),
      PuAppointmentDate: iso(s.puAppointmentDate),
      ShippingDepartureDate: iso(s.shippingDepartureDate),
      Mabd: iso(s.mabd),
      DelAppointmentDate: iso(s.delAppointmentDate),
      ReceivingArrivalDate: iso(s.receivingArrivalDate),
      ShippingTimeZone: zoneOfRow(s.shippingTimeZone, s.shippingLatitude, s.shippingLongitude),
      ReceivingTimeZone: zoneOfRow(s.receivingTimeZone, s.receivingLatitude, s.receivingLongitude),
      EquipmentType: row.equipmentType ?? s.equipment ?? null,
      TotalWeight: s.totalWeight,
      WeightType: s.weightType,
      TotalPrice: s.totalPrice,
      TotalMiles: s.totalMiles,
      SealNumber: s.sealNumber,
      TruckNumber: s.truckNumber,
      TrailerNumber: s.trailerNumber,
      Bids: bidCount?.n ?? 0,
    },
    Stops: stops.map((stop): TrackingStop => ({
      Type: stop.type,
      Name: stop.name || null,
      Address1: stop.address1 || null,
      City: stop.city || null,
      State: stop.state || null,
      Zipcode: stop.zipcode || null,
      TimeZone: zoneOfRow(stop.timeZone, stop.latitude, stop.longitude),
      Delivered: stop.delivered,
      EventName: stop.eventName,
      EventDate: iso(stop.eventDate),
    })),
    Tracking: tracking,
    StatusesHistoy: history.map((h) => ({
      Name: h.name,
      Code: h.code as LoadStatusCode,
      Created: h.created.toISOString(),
      ReceivedAt: h.receivedAt.toISOString(),
    })),
    Trucker:
      row.truckerName === null
        ? null
        : {
            Name: row.truckerName,
            Driver: fullName(row.truckerFirst, row.truckerLast, null) || null,
            ContactEmail: row.truckerEmail,
            Phone: row.truckerPhone,
            LicenceNumber: row.truckerMc,
          },
    Polyline: tracking,
    PlannedPolyline: await plannedPolyline(db, s, waypoints, options.routingUrl),
    StatusCode: s.statusCode as LoadStatusCode,
    Status: row.status,
    ModeId: s.modeId,
    Mode: row.mode,
    ShipperId: s.shipperId,
    IsOwner: access === 'owner',
    Eta: await readEta(db, s.id, s.statusCode, stops),
  };
}

/** Newest first. */
export async function getActivities(db: Db, user: AuthUser, shipmentId: number): Promise<Activity[]> {
  const { access } = await requireLoadAccess(db, user, shipmentId);
  // Entries follow the visibility of what they describe (decision 018): BackOffice reads every one.
  const visible =
    access === 'admin'
      ? undefined
      : and(eq(activities.backOfficeOnly, false), or(isNull(activities.visibleToUserId), eq(activities.visibleToUserId, user.id)));
  const rows = await db
    .select({ a: activities, first: users.firstName, last: users.lastName, email: users.email })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(and(eq(activities.shipmentId, shipmentId), visible))
    .orderBy(desc(activities.created), desc(activities.id));
  const named = await nameActivityValues(
    db,
    rows.map(({ a }) => a.fields),
  );
  return rows.map(({ a, first, last, email }, index) => ({
    Id: a.id,
    User: fullName(first, last, email) || 'System',
    Created: a.created.toISOString(),
    ReceivedAt: a.receivedAt.toISOString(),
    Action: a.action as Activity['Action'],
    Fields: named[index],
  }));
}

/** Newest first. The assigned trucker sees only its own bids (the others' prices are not its business). */
export async function getBids(db: Db, user: AuthUser, shipmentId: number): Promise<Bid[]> {
  const { access, parties } = await requireLoadAccess(db, user, shipmentId);
  const where: SQL[] = [eq(bids.shipmentId, shipmentId)];
  if (access === 'carrier' && parties.truckerId !== null) where.push(eq(bids.truckerId, parties.truckerId));
  const rows = await db
    .select({ b: bids, trucker: truckers.name })
    .from(bids)
    .innerJoin(truckers, eq(truckers.id, bids.truckerId))
    .where(and(...where))
    .orderBy(desc(bids.created), desc(bids.id));
  return rows.map(({ b, trucker }) => ({
    Id: b.id,
    TruckerId: b.truckerId,
    Trucker: trucker,
    Price: b.price,
    Created: b.created.toISOString(),
    Selected: b.selected,
    Status: b.status as Bid['Status'],
    Note: b.note,
  }));
}
