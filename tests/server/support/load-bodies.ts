import type { ShipmentInput, ShipmentItemInput, StopInput } from '../../../src/contract/shipment';

/** Valid request bodies of the load form, its items and stops: plain data, so the e2e journeys use them too. */

/** A complete, valid form body. */
export function shipmentBody(pickupId: number, destinationId: number, overrides: Partial<ShipmentInput> = {}): ShipmentInput {
  return {
    ShipmentDate: '2030-05-01T00:00:00.000Z',
    ModeId: 2,
    EquipmentTypeId: 1,
    Equipment: null,
    BasicPrice: 1000,
    Value: null,
    RestTime: 3600,
    SignatureRequired: true,
    IsQuickPay: false,
    BiddingEnabled: true,
    IsPrivate: false,
    TruckNumber: null,
    TrailerNumber: null,
    IsStayWith: false,
    ContainerNumber: null,
    ReleaseNumber: null,
    LastFreeDate: null,
    VesselEta: null,
    AvailableEta: null,
    ReportedEmpty: null,
    PickupId: pickupId,
    PickupNumber: 'PU-1',
    ReqShipDate: '2030-05-01T00:00:00.000Z',
    PuAppointmentDate: null,
    PuAppointmentToDate: null,
    SealNumber: null,
    ShippingNote: null,
    ShippingSpecialReq: [],
    DestinationId: destinationId,
    DestinationNumber: 'DEL-1',
    Mabd: '2030-05-04T00:00:00.000Z',
    DelAppointmentDate: null,
    DelAppointmentToDate: null,
    ReceivingNote: null,
    ReceivingSpecialReq: [],
    Accessorials: [],
    CustomFields: [],
    AsDraft: true,
    ...overrides,
  };
}

/** A valid line item of a load (48×40×48 in, 500 lb each, class 100); `over` changes fields. */
export const itemBody = (shipmentId: number, over: Partial<ShipmentItemInput> = {}): ShipmentItemInput => ({
  ShipmentId: shipmentId,
  PurchaseOrder: 'PO-1',
  Sku: null,
  PackagingId: 4,
  PackagingGroupId: null,
  Commodity: 'Canned goods',
  Cube: null,
  SpaceReq: null,
  Pieces: null,
  HandlingAmount: 2,
  Weight: 500,
  WeightMode: 'each',
  WeightType: 'LBS',
  DimensionsType: 'in',
  UnitOfMeasureId: 4,
  Length: 48,
  Width: 40,
  Height: 48,
  IsHazardousMaterial: false,
  FreightClass: 100,
  Nmfc: null,
  PickupStopId: null,
  DropStopId: null,
  ...over,
});

/** The pick-up fields of stopBody (12 March 2025, 14:00–16:00 UTC). */
export const PICKUP_FIELDS = {
  ReqShipDate: '2025-03-12T00:00:00.000Z',
  PickupNumber: 'PU-1',
  SealNumber: null,
  PuAppointmentDate: '2025-03-12T14:00:00.000Z',
  PuAppointmentToDate: '2025-03-12T16:00:00.000Z',
} satisfies Partial<StopInput>;

/** The drop fields of a stop, all empty. */
export const NO_DROP_FIELDS = {
  Mabd: null,
  DestinationNumber: null,
  DelAppointmentDate: null,
  DelAppointmentToDate: null,
} satisfies Partial<StopInput>;

/** A valid pick-up stop at `addressId` (PICKUP_FIELDS, no drop fields); `over` changes fields. */
export const stopBody = (shipmentId: number, addressId: number, over: Partial<StopInput> = {}): StopInput => ({
  ShipmentId: shipmentId,
  Type: 'Pick-up',
  AddressId: addressId,
  Note: null,
  SpecialReq: [],
  ...PICKUP_FIELDS,
  ...NO_DROP_FIELDS,
  ...over,
});
