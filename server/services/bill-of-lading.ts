import { asc, eq } from 'drizzle-orm';
import type { StopType } from '../../src/contract/load-detail';
import {
  MODE_FREIGHT,
  type BillOfLading,
  type BolItem,
  type BolParty,
  type BolStop,
  type FreightChargeTerms,
  type WeightTypeName,
} from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { addressBook, packaging, shipmentItems, shipmentStops, shipments, truckers } from '../db/schema';
import { requireLoadAccess } from './loads-party';
import { lineWeight } from './shipment-items';
import type { AuthUser } from './tokens';
import { zoneOfRow } from './time-zones';

/**
 * GET /api/Dashboard/BOL/{id} (decision 047 §Bill of lading): one main part for the whole load and one per stop.
 * A pick-up stop's part goes from that stop to the final receiver and lists the items picked up there; a drop
 * stop's part goes from the origin to that stop and lists the items dropped there.
 */

export const HEAVY_LBS = 10_000;
export const HEAVY_KGS = 4_536;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

type ItemRow = typeof shipmentItems.$inferSelect & { packageType: string | null };

export const isHeavy = (weight: number, unit: WeightTypeName) => weight > (unit === 'KGS' ? HEAVY_KGS : HEAVY_LBS);

function bolItem(row: ItemRow, modeId: number, unit: WeightTypeName): BolItem {
  const pieces = (modeId === MODE_FREIGHT ? row.handlingAmount : row.pieces) ?? 0;
  const line = {
    Weight: row.weight,
    WeightType: row.weightType as WeightTypeName,
    WeightMode: row.weightMode as 'each' | 'total',
    HandlingAmount: row.handlingAmount,
    Pieces: row.pieces,
  };
  const converted = lineWeight(modeId, line, unit);
  return {
    Id: row.id,
    Pieces: pieces,
    PackageType: row.packageType ?? '',
    Weight: round3(converted),
    HazMat: row.isHazardousMaterial,
    Commodity: row.commodity ?? '',
    NMFC: row.nmfc,
    Class: row.freightClass,
  };
}

const sums = (items: BolItem[]) => ({
  TotalPieces: items.reduce((s, i) => s + i.Pieces, 0),
  TotalWeight: round3(items.reduce((s, i) => s + i.Weight, 0)),
});

export async function billOfLading(db: Db, user: AuthUser, shipmentId: number): Promise<BillOfLading> {
  await requireLoadAccess(db, user, shipmentId);
  const [row] = await db
    .select({ s: shipments, truckerName: truckers.name, billTo: addressBook })
    .from(shipments)
    .leftJoin(truckers, eq(truckers.id, shipments.truckerId))
    .leftJoin(addressBook, eq(addressBook.id, shipments.billToId))
    .where(eq(shipments.id, shipmentId));
  const s = row.s;
  const unit: WeightTypeName = s.weightType === 'KGS' ? 'KGS' : 'LBS';
  const itemRows = await db
    .select({ item: shipmentItems, packageType: packaging.name })
    .from(shipmentItems)
    .leftJoin(packaging, eq(packaging.id, shipmentItems.packagingId))
    .where(eq(shipmentItems.shipmentId, shipmentId))
    .orderBy(asc(shipmentItems.id));
  const rows = itemRows.map((r) => ({ ...r.item, packageType: r.packageType }));
  const items = rows.map((r) => bolItem(r, s.modeId, unit));
  const stops = await db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));

  const shipFrom: BolParty = {
    Company: s.pickupName,
    Address1: s.shippingAddress1,
    City: s.shippingCity,
    State: s.shippingState,
    ZipCode: s.shippingZipCode,
    ContactPhone: s.shippingContactPhone,
    Number: s.pickupNumber,
  };
  const shipTo: BolParty = {
    Company: s.destinationName,
    Address1: s.receivingAddress1,
    City: s.receivingCity,
    State: s.receivingState,
    ZipCode: s.receivingZipCode,
    ContactPhone: s.receivingContactPhone,
    Number: s.destinationNumber,
  };
  const billTo: BolParty | null = row.billTo
    ? {
        Company: row.billTo.name,
        Address1: row.billTo.address1,
        City: row.billTo.city,
        State: row.billTo.state,
        ZipCode: row.billTo.zipcode,
        ContactPhone: row.billTo.contactPhone,
        Number: row.billTo.code,
      }
    : null;

  const stopParts: BolStop[] = stops.map((stop) => {
    const pickUp = stop.type === 'Pick-up';
    const party: BolParty = {
      Company: stop.name,
      Address1: stop.address1,
      City: stop.city,
      State: stop.state,
      ZipCode: stop.zipcode,
      ContactPhone: stop.contactPhone,
      Number: pickUp ? stop.pickupNumber : stop.destinationNumber,
    };
    const stopItems = rows.filter((r) => (pickUp ? r.stopId : r.deliveryStopId) === stop.id).map((r) => bolItem(r, s.modeId, unit));
    return {
      Type: stop.type as StopType,
      FromAddress: pickUp ? party : shipFrom,
      ToAddress: pickUp ? shipTo : party,
      Items: stopItems,
      ...sums(stopItems),
      PuAppointmentDate: iso(stop.puAppointmentDate),
      PuAppointmentToDate: iso(stop.puAppointmentToDate),
      DelAppointmentDate: iso(stop.delAppointmentDate),
      DelAppointmentToDate: iso(stop.delAppointmentToDate),
      TimeZone: zoneOfRow(stop.timeZone, stop.latitude, stop.longitude),
      EventDate: iso(stop.eventDate),
    };
  });

  const totals = sums(items);
  const totalWeight = items.length > 0 ? totals.TotalWeight : (s.totalWeight ?? 0);
  return {
    Code: s.code,
    CustomerRefNumber: s.customerRefNumber,
    PuAppointmentDate: iso(s.puAppointmentDate),
    PuAppointmentToDate: iso(s.puAppointmentToDate),
    DelAppointmentDate: iso(s.delAppointmentDate),
    DelAppointmentToDate: iso(s.delAppointmentToDate),
    ShippingTimeZone: zoneOfRow(s.shippingTimeZone, s.shippingLatitude, s.shippingLongitude),
    ReceivingTimeZone: zoneOfRow(s.receivingTimeZone, s.receivingLatitude, s.receivingLongitude),
    ShippingDepartureDate: iso(s.shippingDepartureDate),
    ReceivingArrivalDate: iso(s.receivingArrivalDate),
    ShipFrom: shipFrom,
    ShipTo: shipTo,
    BillTo: billTo,
    Trucker:
      row.truckerName === null
        ? null
        : { Name: row.truckerName, TrailerNumber: s.trailerNumber, SealNumber: s.sealNumber, Scac: null, ProNumber: s.proNumber },
    FreightChargesterms: s.freightChargeTerms as FreightChargeTerms,
    WeightType: unit,
    Items: items,
    TotalPieces: totals.TotalPieces,
    TotalWeight: totalWeight,
    CodAmount: s.codAmount,
    IsHeavy: isHeavy(totalWeight, unit),
    Stops: stopParts,
  };
}
