import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BoardQuery, PlaceFilter } from '../../src/contract/board-query';
import type { BidStatus, BoardLoad, BoardPage } from '../../src/contract/market';
import type { Db } from '../db/database';
import { equipmentTypes, shipments as s } from '../db/schema';
import { boardVisibility } from './market-access';
import { zoneOfRow } from './time-zones';

/**
 * The load board (decision 080). A radius is a latitude/longitude box first (the partial origin index on open
 * loads answers it), then the exact great-circle distance on what the box let through. Deadhead = that distance
 * from the origin filter to the pickup, in miles. Filters, count, sort and page in SQL; only the page's rows are
 * joined to shipper, equipment and the viewer's own bid.
 */

export const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** Great-circle miles between two points (haversine); the same formula the SQL uses. */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The haversine in SQL, from a fixed point to two columns. */
export function distanceSql(lat: SQL | PgColumn, lng: SQL | PgColumn, place: Pick<PlaceFilter, 'lat' | 'lng'>): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${place.lat}::float8) / 2), 2)
    + cos(radians(${place.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${place.lng}::float8) / 2), 2)))))`;
}

/** Box around the circle: latitude ± r / 69.1; longitude ± r / (69.1 × cos of the latitude farthest from the equator). */
export function boundingBox(place: PlaceFilter): { minLat: number; maxLat: number; minLng: number | null; maxLng: number | null } {
  // 0.1 % wider than the circle: a load exactly on the radius is never lost to rounding (the exact distance decides).
  const radius = place.radius * 1.001;
  const dLat = radius / MILES_PER_DEGREE;
  const minLat = place.lat - dLat;
  const maxLat = place.lat + dLat;
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return { minLat, maxLat, minLng: null, maxLng: null };
  const dLng = radius / (MILES_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  if (place.lng - dLng < -180 || place.lng + dLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng: place.lng - dLng, maxLng: place.lng + dLng };
}

function within(lat: PgColumn, lng: PgColumn, place: PlaceFilter): SQL {
  const box = boundingBox(place);
  const lngBox = box.minLng === null ? sql`` : sql` and ${lng} between ${box.minLng}::float8 and ${box.maxLng}::float8`;
  return sql`(${lat} between ${box.minLat}::float8 and ${box.maxLat}::float8${lngBox} and ${distanceSql(lat, lng, place)} <= ${place.radius}::float8)`;
}

const DAY = 86_400_000;

export function boardFilters(q: BoardQuery, truckerId: number | null, now = new Date()): SQL {
  return and(
    boardVisibility(truckerId, now),
    q.origin ? within(s.shippingLatitude, s.shippingLongitude, q.origin) : undefined,
    q.dest ? within(s.receivingLatitude, s.receivingLongitude, q.dest) : undefined,
    q.equipmentIds.length ? inArray(s.equipmentTypeId, q.equipmentIds) : undefined,
    q.pickupFrom ? sql`${s.shipmentDate} >= ${q.pickupFrom.toISOString()}::timestamptz` : undefined,
    q.pickupTo ? sql`${s.shipmentDate} < ${new Date(q.pickupTo.getTime() + DAY).toISOString()}::timestamptz` : undefined,
    q.minRatePerMile !== undefined ? sql`${s.ratePerMile} >= ${q.minRatePerMile}` : undefined,
    q.kind === 'bid' ? sql`${s.biddingEnabled}` : q.kind === 'book' ? sql`not ${s.biddingEnabled}` : undefined,
  ) as SQL;
}

function orderBy(q: BoardQuery): SQL {
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  switch (q.sortField) {
    case 'PickupDate':
      return sql`${s.shipmentDate} ${dir}, ${s.id} ${dir}`;
    case 'TotalPrice':
      return sql`${s.totalPrice} ${dir}, ${s.id} ${dir}`;
    case 'RatePerMile':
      return sql`${s.ratePerMile} ${dir} nulls last, ${s.id} ${dir}`;
    case 'DeadheadMiles':
      return sql`${distanceSql(s.shippingLatitude, s.shippingLongitude, q.origin!)} ${dir}, ${s.id} ${dir}`;
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Row = {
  id: number;
  code: string;
  from_city: string;
  from_state: string;
  from_lat: number | null;
  from_lng: number | null;
  to_city: string;
  to_state: string;
  pickup: Date | string;
  delivery: Date | string | null;
  pu_from: Date | string | null;
  pu_to: Date | string | null;
  del_from: Date | string | null;
  del_to: Date | string | null;
  from_zone: string | null;
  to_zone: string | null;
  to_lat: number | null;
  to_lng: number | null;
  total_miles: string | number | null;
  equipment: string | null;
  equipment_id: number | null;
  total_weight: string | number | null;
  weight_type: string;
  total_price: string | number;
  rate: string | number | null;
  stops: number;
  shipper: string;
  bidding: boolean;
  private: boolean;
  bids: number;
  bid_id: number | null;
  bid_price: string | number | null;
  bid_status: string | null;
  bid_note: string | null;
  deadhead: number | null;
};

const num = (value: string | number | null) => (value === null ? null : Number(value));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toBoardLoad(r: Row, withDeadhead: boolean): BoardLoad {
  return {
    Id: Number(r.id),
    Code: r.code,
    FromCity: r.from_city,
    FromState: r.from_state,
    FromLatitude: r.from_lat,
    FromLongitude: r.from_lng,
    ToCity: r.to_city,
    ToState: r.to_state,
    PickupDate: iso(r.pickup)!,
    DeliveryDate: iso(r.delivery),
    PickupFrom: iso(r.pu_from),
    PickupTo: iso(r.pu_to),
    DeliveryFrom: iso(r.del_from),
    DeliveryTo: iso(r.del_to),
    PickupTimeZone: zoneOfRow(r.from_zone, r.from_lat, r.from_lng),
    DeliveryTimeZone: zoneOfRow(r.to_zone, r.to_lat, r.to_lng),
    TotalMiles: num(r.total_miles),
    EquipmentType: r.equipment,
    EquipmentTypeId: r.equipment_id,
    TotalWeight: num(r.total_weight),
    WeightType: r.weight_type,
    TotalPrice: Number(r.total_price),
    RatePerMile: num(r.rate),
    Stops: Number(r.stops),
    Shipper: r.shipper,
    BiddingEnabled: r.bidding,
    IsPrivate: r.private,
    BidsCount: Number(r.bids),
    MyBid:
      r.bid_id === null ? null : { Id: Number(r.bid_id), Price: Number(r.bid_price), Status: r.bid_status as BidStatus, Note: r.bid_note },
    ...(withDeadhead ? { DeadheadMiles: r.deadhead === null ? 0 : Math.round(Number(r.deadhead) * 10) / 10 } : {}),
  };
}

/** The board's row columns for the loads of `ordered` (a subquery of id, n), in its order. */
export function boardRowsSql(ordered: SQL, truckerId: number | null, origin?: PlaceFilter): SQL {
  const deadhead = origin ? distanceSql(sql`l.shipping_latitude`, sql`l.shipping_longitude`, origin) : sql`null::float8`;
  return sql`select l.id, l.code, l.shipping_city as from_city, l.shipping_state as from_state,
      l.shipping_latitude as from_lat, l.shipping_longitude as from_lng, l.receiving_city as to_city, l.receiving_state as to_state,
      l.shipment_date as pickup, coalesce(l.del_appointment_date, l.mabd) as delivery,
      l.pu_appointment_date as pu_from, l.pu_appointment_to_date as pu_to, l.del_appointment_date as del_from,
      l.del_appointment_to_date as del_to, l.shipping_time_zone as from_zone, l.receiving_time_zone as to_zone,
      l.receiving_latitude as to_lat, l.receiving_longitude as to_lng, l.total_miles, e.name as equipment,
      l.equipment_type_id as equipment_id, l.total_weight, l.weight_type, l.total_price, l.rate_per_mile as rate, l.stops_count as stops,
      sh.company_name as shipper, l.bidding_enabled as bidding, l.is_private as private,
      (select count(*)::int from bids ob where ob.shipment_id = l.id and ob.status = 'Open') as bids,
      mb.id as bid_id, mb.price as bid_price, mb.status as bid_status, mb.note as bid_note, ${deadhead} as deadhead
    from ${ordered} as p
    join shipments l on l.id = p.id
    join shippers sh on sh.id = l.shipper_id
    left join equipment_types e on e.id = l.equipment_type_id
    left join bids mb on mb.shipment_id = l.id and mb.trucker_id = ${truckerId ?? -1}
    order by p.n`;
}

/** GET /api/LoadBoard for a carrier (`truckerId`) or BackOffice (null). */
export async function loadBoard(
  db: Db,
  q: BoardQuery,
  truckerId: number | null,
  now = new Date(),
): Promise<Omit<BoardPage, 'Eligibility' | 'EquipmentTypes'>> {
  const where = boardFilters(q, truckerId, now);
  const [{ n: total }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${s} where ${where}`));
  const pagination = { TotalItemCount: Number(total), PageNumber: q.pageNumber, PageSize: q.pageSize };
  const offset = (q.pageNumber - 1) * q.pageSize;
  if (offset >= total) return { Loads: [], Pagination: pagination };
  const ordered = sql`(select id, row_number() over () as n from (
      select ${s.id} from ${s} where ${where} order by ${orderBy(q)} limit ${q.pageSize} offset ${offset}) x)`;
  const rows = rowsOf<Row>(await db.execute(boardRowsSql(ordered, truckerId, q.origin)));
  return { Loads: rows.map((r) => toBoardLoad(r, q.origin !== undefined)), Pagination: pagination };
}

/** GET /api/LoadBoard/{id}: one load as the board shows it, or null when this viewer may not see it there. */
export async function boardLoadById(db: Db, shipmentId: number, truckerId: number | null, now = new Date()): Promise<BoardLoad | null> {
  if (!Number.isSafeInteger(shipmentId) || shipmentId < 1 || shipmentId > 2_147_483_647) return null;
  const ordered = sql`(select ${s.id} as id, 1 as n from ${s} where ${s.id} = ${shipmentId} and ${boardVisibility(truckerId, now)})`;
  const [row] = rowsOf<Row>(await db.execute(boardRowsSql(ordered, truckerId)));
  return row ? toBoardLoad(row, false) : null;
}

/** The equipment types of the board's filter, in id order. */
export const boardEquipmentTypes = (db: Db) =>
  db.select({ Id: equipmentTypes.id, Name: equipmentTypes.name }).from(equipmentTypes).orderBy(equipmentTypes.id);
