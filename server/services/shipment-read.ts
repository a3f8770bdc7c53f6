import { offersOf } from './load-offers';
import { asc, eq } from 'drizzle-orm';
import type { LoadStatusCode } from '../../src/contract/loads';
import type { Shipment } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { customFieldValues, loadStatuses, shipmentAccessorials, shipments, truckers } from '../db/schema';
import { NOT_FOUND, messageError } from './errors';
import { type LoadAccess, requireLoadAccess } from './loads-party';
import { isEditableStatus, shipperMayPost } from './shipment-access';
import { customFieldsOf } from './shipment-view-model';
import type { AuthUser } from './tokens';
import { zoneOfRow } from './time-zones';

/** GET /api/Shipments/{id} (and the answer of PUT): the load as the form shows it (decision 047). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The load for a caller whose access is already known (the write paths reuse it inside their transaction). */
export async function shipmentFor(db: Db, shipmentId: number, access: LoadAccess, options: { mayPost?: boolean } = {}): Promise<Shipment> {
  const [row] = await db
    .select({ s: shipments, status: loadStatuses.name, truckerName: truckers.name, truckerUserId: truckers.userId })
    .from(shipments)
    .innerJoin(loadStatuses, eq(loadStatuses.code, shipments.statusCode))
    .leftJoin(truckers, eq(truckers.id, shipments.truckerId))
    .where(eq(shipments.id, shipmentId));
  if (!row) throw messageError(404, NOT_FOUND);
  const s = row.s;
  const accessorials = await db
    .select()
    .from(shipmentAccessorials)
    .where(eq(shipmentAccessorials.shipmentId, shipmentId))
    .orderBy(asc(shipmentAccessorials.position), asc(shipmentAccessorials.id));
  const values = new Map(
    (await db.select().from(customFieldValues).where(eq(customFieldValues.shipmentId, shipmentId))).map((v) => [v.definitionId, v.value]),
  );
  const definitions = await customFieldsOf(db, s.shipperId);
  const canEdit = access !== 'carrier' && isEditableStatus(s.statusCode);
  const mayPost = options.mayPost ?? (access === 'admin' || (canEdit && s.statusCode === 'DF' && (await shipperMayPost(db, s.shipperId))));
  return {
    id: s.id,
    Code: s.code,
    ShippingTimeZone: zoneOfRow(s.shippingTimeZone, s.shippingLatitude, s.shippingLongitude),
    ReceivingTimeZone: zoneOfRow(s.receivingTimeZone, s.receivingLatitude, s.receivingLongitude),
    SoNumber: s.soNumber,
    Status: row.status,
    StatusCode: s.statusCode as LoadStatusCode,
    ShipperId: s.shipperId,
    ShipmentDate: s.shipmentDate.toISOString(),
    ModeId: s.modeId,
    EquipmentTypeId: s.equipmentTypeId,
    Equipment: s.equipment,
    BillToId: s.billToId,
    BasicPrice: s.basicPrice,
    TotalPrice: s.totalPrice,
    Value: s.value,
    TruckNumber: s.truckNumber,
    TrailerNumber: s.trailerNumber,
    TotalMiles: s.totalMiles,
    DrivingTime: s.drivingTime,
    RestTime: s.restTime,
    WeightType: s.weightType,
    TotalWeight: s.totalWeight,
    BiddingEnabled: s.biddingEnabled,
    IsPrivate: s.isPrivate,
    IsDraft: s.isDraft,
    SignatureRequired: s.signatureRequired,
    IsQuickPay: s.isQuickPay,
    IsStayWith: s.isStayWith,
    ContainerNumber: s.containerNumber,
    ReleaseNumber: s.releaseNumber,
    LastFreeDate: iso(s.lastFreeDate),
    VesselEta: iso(s.vesselEta),
    AvailableEta: iso(s.availableEta),
    ReportedEmpty: iso(s.reportedEmpty),
    PickupId: s.pickupAddressId,
    PickupName: s.pickupName,
    PickupNumber: s.pickupNumber,
    ReqShipDate: iso(s.reqShipDate),
    PuAppointmentDate: iso(s.puAppointmentDate),
    PuAppointmentToDate: iso(s.puAppointmentToDate),
    SealNumber: s.sealNumber,
    ShippingAddress1: s.shippingAddress1,
    ShippingAddress2: s.shippingAddress2,
    ShippingCity: s.shippingCity,
    ShippingState: s.shippingState,
    ShippingCountry: s.shippingCountry,
    ShippingZipCode: s.shippingZipCode,
    ShippingContactName: s.shippingContactName,
    ShippingContactEmail: s.shippingContactEmail,
    ShippingContactPhone: s.shippingContactPhone,
    ShippingContactPhone2: s.shippingContactPhone2,
    ShippingContactFax: s.shippingContactFax,
    ShippingNote: s.shippingNote,
    ShippingSpecialReq: s.shippingSpecialReq,
    DestinationId: s.destinationAddressId,
    DestinationName: s.destinationName,
    DestinationNumber: s.destinationNumber,
    Mabd: iso(s.mabd),
    DelAppointmentDate: iso(s.delAppointmentDate),
    DelAppointmentToDate: iso(s.delAppointmentToDate),
    ReceivingAddress1: s.receivingAddress1,
    ReceivingAddress2: s.receivingAddress2,
    ReceivingCity: s.receivingCity,
    ReceivingState: s.receivingState,
    ReceivingCountry: s.receivingCountry,
    ReceivingZipCode: s.receivingZipCode,
    ReceivingContactName: s.receivingContactName,
    ReceivingContactEmail: s.receivingContactEmail,
    ReceivingContactPhone: s.receivingContactPhone,
    ReceivingContactPhone2: s.receivingContactPhone2,
    ReceivingContactFax: s.receivingContactFax,
    ReceivingNote: s.receivingNote,
    ReceivingSpecialReq: s.receivingSpecialReq,
    AssignedTo:
      s.truckerId !== null && row.truckerName !== null ? { Id: s.truckerId, Name: row.truckerName, UserId: row.truckerUserId! } : null,
    Accessorials: accessorials.map((a) => ({
      Name: a.name,
      Price: a.price,
      Quantity: a.isPercentage ? null : a.quantity,
      Total: a.total,
      IsPercentage: a.isPercentage,
    })),
    CustomFields: definitions.map((d) => ({ Id: d.Id, Value: values.get(d.Id) ?? [], Required: d.Required })),
    StopsCount: s.stopsCount,
    CanEdit: canEdit,
    CanPost: canEdit && s.statusCode === 'DF' && mayPost,
    Version: s.version,
    OfferedTruckers: access === 'carrier' ? [] : await offersOf(db, s.id),
  };
}

export async function getShipment(db: Db, user: AuthUser, shipmentId: number): Promise<Shipment> {
  const { access } = await requireLoadAccess(db, user, shipmentId);
  return shipmentFor(db, shipmentId, access);
}
