/**
 * Load tracking page wire shapes (spec 2 §3, decision 042): GET /api/Tracking/{id}, activities, bids, attachments.
 * Dates are ISO 8601 UTC strings or null; money is a number; ids are integers.
 */

import type { LoadStatusCode } from './loads';
import type { LoadEta } from './share';

/** `Shipment` of the tracking response: the origin (Shipping*) and the final receiver (Receiving*). */
export type TrackingShipment = {
  Id: number;
  Code: string;
  ShippingCompany: string | null;
  ShippingAddress1: string | null;
  ShippingCity: string | null;
  ShippingState: string | null;
  ShippingZipCode: string | null;
  ReceivingCompany: string | null;
  ReceivingAddress1: string | null;
  ReceivingCity: string | null;
  ReceivingState: string | null;
  ReceivingZipCode: string | null;
  ReqShipDate: string | null;
  PuAppointmentDate: string | null;
  ShippingDepartureDate: string | null;
  Mabd: string | null;
  DelAppointmentDate: string | null;
  ReceivingArrivalDate: string | null;
  /** IANA zones of the pickup and the receiver (decision 160): appointments are shown in them; null when unknown. */
  ShippingTimeZone: string | null;
  ReceivingTimeZone: string | null;
  EquipmentType: string | null;
  TotalWeight: number | null;
  WeightType: string | null;
  TotalPrice: number | null;
  TotalMiles: number | null;
  SealNumber: string | null;
  TruckNumber: string | null;
  TrailerNumber: string | null;
  /** The bid count. */
  Bids: number;
};

export type StopType = 'Pick-up' | 'Drop';

/** An intermediate stop, in Position order (not the origin nor the final receiver). */
export type TrackingStop = {
  Type: StopType | string;
  Name: string | null;
  Address1: string | null;
  City: string | null;
  State: string | null;
  Zipcode: string | null;
  Delivered: boolean;
  EventName: string | null;
  EventDate: string | null;
  /** IANA zone of the stop (decision 160). */
  TimeZone: string | null;
};

/** A tracking point, and a point of the actual (`Polyline`) or planned (`PlannedPolyline`) route. */
export type TrackingPoint = {
  Latitude: number;
  Longitude: number;
  City: string | null;
  State: string | null;
  EventName: string | null;
  EventDate: string | null;
};

/** Two clocks: `Created` = when it happened (sorted by it), `ReceivedAt` = when the server got it (later for offline changes). */
export type StatusHistoryEntry = { Name: string; Code: LoadStatusCode; Created: string; ReceivedAt: string };

/** `Phone` is the carrier user's phone, for the shipper and staff to call (issue 38). */
export type TrackingTrucker = {
  Name: string;
  Driver: string | null;
  ContactEmail: string | null;
  Phone: string | null;
  LicenceNumber: string | null;
};

/** GET /api/Tracking/{id}. `StatusesHistoy` keeps the spec's spelling; oldest first. */
export type TrackingResponse = {
  Shipment: TrackingShipment;
  Stops: TrackingStop[];
  Tracking: TrackingPoint[];
  StatusesHistoy: StatusHistoryEntry[];
  Trucker: TrackingTrucker | null;
  Polyline: TrackingPoint[];
  PlannedPolyline: TrackingPoint[];
  StatusCode: LoadStatusCode;
  Status: string;
  ModeId: number;
  Mode: string;
  ShipperId: number;
  IsOwner: boolean;
  /** The live ETA (issue 41): to the next place and to the delivery; null when the truck is not on its way. */
  Eta?: LoadEta | null;
};

export type ActivityAction = 'Created' | 'Updated' | 'StatusChanged' | 'Deleted';
export type ActivityFieldType = 'string' | 'decimal' | 'int' | 'bool' | 'date';
export type ActivityField = { Field: string; Type: ActivityFieldType; OldValue: string | null; NewValue: string | null };

/** GET /api/Shipments/Activities/{id} answers these, newest first. */
export type Activity = { Id: number; User: string; Created: string; ReceivedAt: string; Action: ActivityAction; Fields: ActivityField[] };

/** GET /api/Shipments/Bids/{id} answers these, newest first. */
export type Bid = {
  Id: number;
  TruckerId: number;
  Trucker: string;
  Price: number;
  Created: string;
  Selected: boolean;
  /** Open, Accepted, Declined or Withdrawn (decision 081). */
  Status: 'Open' | 'Accepted' | 'Declined' | 'Withdrawn';
  Note: string | null;
};

export const BILLING_ATTACHMENT_TYPE_CODES = ['BB', 'BI'] as const;

/** POST /api/Attachments?shipmentId&typeId&isPublic; the body is multipart, one `File` part per file. */
export function attachmentsUploadPath({ shipmentId, typeId, isPublic }: { shipmentId: number; typeId: number; isPublic: boolean }): string {
  return `/api/Attachments?${new URLSearchParams({ shipmentId: String(shipmentId), typeId: String(typeId), isPublic: String(isPublic) })}`;
}

/** Tracking and activities refresh every five minutes (spec 2 §9). */
export const TRACKING_REFRESH_MS = 300_000;
