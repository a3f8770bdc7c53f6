import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The label the load form shows for each field an activity records (the activity keeps the wire name, "ReqShipDate",
 * "Item 2 · PackagingId"): the Activities modal names changes as the form does (issue 15 item 18).
 */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  Code: msg`Load code`,
  Status: msg`Status`,
  Bid: msg`Accepted bid`,
  Attachment: msg`Attachment`,
  ShipmentDate: msg`Shipment date`,
  ModeId: msg`Mode`,
  EquipmentTypeId: msg`Equipment type`,
  Equipment: msg`Equipment`,
  BasicPrice: msg`Price`,
  TotalPrice: msg`Total price`,
  Value: msg`Value`,
  RestTime: msg`Rest time (hours)`,
  SignatureRequired: msg`Signature required`,
  IsQuickPay: msg`Quick pay`,
  BiddingEnabled: msg`Bidding`,
  IsPrivate: msg`Private`,
  TruckNumber: msg`Truck number`,
  TrailerNumber: msg`Trailer number`,
  IsStayWith: msg`Stay with`,
  ContainerNumber: msg`Container number`,
  ReleaseNumber: msg`Release number`,
  LastFreeDate: msg`Last free date`,
  VesselEta: msg`Vessel ETA`,
  AvailableEta: msg`Available ETA`,
  ReportedEmpty: msg`Reported empty`,
  PickupName: msg`Shipping company`,
  PickupNumber: msg`PU number`,
  ReqShipDate: msg`Requested ship date`,
  ShippingDepartureDate: msg`Departure`,
  ReceivingArrivalDate: msg`Arrival`,
  PuAppointmentDate: msg`Pickup appointment from`,
  PuAppointmentToDate: msg`Pickup appointment to`,
  SealNumber: msg`Seal number`,
  ShippingNote: msg`Pickup note`,
  ShippingSpecialReq: msg`Pickup special requirements`,
  DestinationName: msg`Receiving company`,
  DestinationNumber: msg`DEL number`,
  Mabd: msg`MABD`,
  DelAppointmentDate: msg`Delivery appointment from`,
  DelAppointmentToDate: msg`Delivery appointment to`,
  ReceivingNote: msg`Delivery note`,
  ReceivingSpecialReq: msg`Delivery special requirements`,
  Accessorials: msg`Accessorials`,
  // commodities
  PurchaseOrder: msg`Purchase order`,
  Sku: msg`SKU`,
  PackagingId: msg`Packaging`,
  PackagingGroupId: msg`Packaging group`,
  Commodity: msg`Commodity`,
  Cube: msg`Cube`,
  SpaceReq: msg`Space req`,
  Pieces: msg`Pieces`,
  HandlingAmount: msg`Quantity`,
  Weight: msg`Weight`,
  WeightMode: msg`Weight mode`,
  WeightType: msg`Weight type`,
  DimensionsType: msg`Dimension unit`,
  UnitOfMeasureId: msg`Unit of measure`,
  Length: msg`Length`,
  Width: msg`Width`,
  Height: msg`Height`,
  IsHazardousMaterial: msg`Is HazMat`,
  FreightClass: msg`Class`,
  Nmfc: msg`NMFC`,
  PickupStopId: msg`Pickup stop`,
  // a stop closed by the At delivery move (decision 101)
  EventDate: msg`Event date`,
  DropStopId: msg`Drop stop`,
  // billing of the load
  BillPaid: msg`Bill paid`,
  BillDate: msg`Bill date`,
  BillDueDate: msg`Bill due date`,
  BillPaymentDate: msg`Bill payment date`,
  InvoicePaid: msg`Invoice paid`,
  InvoiceDate: msg`Invoice date`,
  InvoiceDueDate: msg`Invoice due date`,
  InvoicePaymentDate: msg`Invoice payment date`,
};

/**
 * An activity's field as the form names it: "Item 2 · PackagingId" → "Item 2 · Packaging", "ReqShipDate" →
 * "Requested ship date". A custom field ("CF · Dock") keeps its own label; an unknown name is shown as it is.
 */
export function activityFieldLabel(field: string): string {
  const parts = field.split(' · ');
  const item = /^Item (\d+)$/.exec(parts[0] ?? '');
  if (item && parts.length === 2) {
    const number = item[1];
    return `${i18n._(msg`Item ${number}`)} · ${activityFieldLabel(parts[1]!)}`;
  }
  const stop = /^Stop (\d+)$/.exec(parts[0] ?? '');
  if (stop && parts.length === 2) {
    const number = stop[1];
    return `${i18n._(msg`Stop ${number}`)} · ${activityFieldLabel(parts[1]!)}`;
  }
  if (parts[0] === 'CF' && parts.length === 2) return parts[1]!;
  const label = FIELD_LABELS[field];
  return label ? i18n._(label) : field;
}
