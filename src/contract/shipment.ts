/**
 * Shipper load screens wire shapes (spec 2 §2.6–§2.12, §3, §7; decision 047): the load form, addresses, stops, line
 * items, freight class, notes, chat, bill of lading, accept bid. Dates are ISO 8601 UTC strings or null; money is a
 * number; ids are integers. Field names are the spec's.
 */

import type { LoadStatusCode } from './loads';
import type { StopType } from './load-detail';

/** Spec 2 §9 and §5. */
export const NOTE_MAX_LENGTH = 400;
export const PRICE_MAX = 10_000_000;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const REST_TIME_DEBOUNCE_MS = 500;
export const MODE_FREIGHT = 1;
export const MODE_CONTAINER = 3;
export const DEFAULT_COUNTRY = 'United States';
/** Spec 2 §3: freight class options of the line-item editor. */
export const FREIGHT_CLASSES = [0, 50, 55, 60, 70, 77.5, 85, 92.5, 100, 110, 125, 150, 175, 200, 250, 300, 400, 500] as const;
export const FREIGHT_CHARGE_TERMS = ['Prepaid', 'Collect', 'Third Party Billing'] as const;
export type FreightChargeTerms = (typeof FREIGHT_CHARGE_TERMS)[number];

// ── view model ──────────────────────────────────────────────────────────────────────────────────────────────────

export type Option = { Id: number; Name: string };
export type AddressOption = { Id: number; Name: string; ValueId: number };
export type AccessorialOption = { Name: string; IsPercentage: boolean };
export type CustomFieldType = 'One Select' | 'Multi Select' | 'Date' | 'Date and Time' | 'Number' | 'text';
export type CustomFieldDefinition = {
  Id: number;
  Label: string;
  Type: CustomFieldType;
  /** 'Large' = full width, otherwise half width. */
  Size: 'Large' | 'Small';
  Required: boolean;
  Position: number;
  Options: string[];
};

/** GET /api/Shipments/GetViewModel[?shipperId=] (402 when the shipper's subscription does not allow posting). */
export type ShipmentViewModel = {
  Modes: Option[];
  EquipmentTypes: Option[];
  WeightTypes: Option[];
  /** Packaging kinds of the line items (Pallet = 4 is the unit of measure default). */
  Packaging: Option[];
  /** 'each' | 'total' weight modes of the generic line items. */
  MeasureModes: Option[];
  /** The shipper's address book. */
  Addresses: AddressOption[];
  SpecialReq: { Name: string }[];
  Accessorials: AccessorialOption[];
  CustomFields: CustomFieldDefinition[];
  Statuses: (Option & { Code: LoadStatusCode })[];
};

// ── the load ────────────────────────────────────────────────────────────────────────────────────────────────────

export type AccessorialLine = {
  Name: string;
  /** A percentage of the basic price when IsPercentage, otherwise a unit price. */
  Price: number;
  /** Null for a percentage line. */
  Quantity: number | null;
  /** Computed by the server: BasicPrice × Price / 100, or Price × Quantity; rounded to cents. */
  Total: number;
  IsPercentage: boolean;
};

export type CustomFieldValue = { Id: number; Value: string[]; Required: boolean };

/** The pickup (Shipping*) and delivery (Receiving*) parts of the form, shared by read and write. */
export type ShipmentPickupFields = {
  PickupId: number | null;
  PickupName: string;
  PickupNumber: string | null;
  ReqShipDate: string | null;
  PuAppointmentDate: string | null;
  PuAppointmentToDate: string | null;
  SealNumber: string | null;
  ShippingAddress1: string;
  ShippingAddress2: string;
  ShippingCity: string;
  ShippingState: string;
  ShippingCountry: string;
  ShippingZipCode: string;
  ShippingContactName: string | null;
  ShippingContactEmail: string | null;
  ShippingContactPhone: string | null;
  ShippingContactPhone2: string | null;
  ShippingContactFax: string | null;
  ShippingNote: string | null;
  ShippingSpecialReq: string[];
};

export type ShipmentDeliveryFields = {
  DestinationId: number | null;
  DestinationName: string;
  DestinationNumber: string | null;
  Mabd: string | null;
  DelAppointmentDate: string | null;
  DelAppointmentToDate: string | null;
  ReceivingAddress1: string;
  ReceivingAddress2: string;
  ReceivingCity: string;
  ReceivingState: string;
  ReceivingCountry: string;
  ReceivingZipCode: string;
  ReceivingContactName: string | null;
  ReceivingContactEmail: string | null;
  ReceivingContactPhone: string | null;
  ReceivingContactPhone2: string | null;
  ReceivingContactFax: string | null;
  ReceivingNote: string | null;
  ReceivingSpecialReq: string[];
};

/** The container fields (mode 3 only, spec 2 §2.12): Pick & Drop or Stay with, the container's numbers and dates. */
export type ShipmentContainerFields = {
  IsStayWith: boolean;
  ContainerNumber: string | null;
  ReleaseNumber: string | null;
  LastFreeDate: string | null;
  VesselEta: string | null;
  AvailableEta: string | null;
  ReportedEmpty: string | null;
};

/** What the form sends (POST /api/Shipments, PUT /api/Shipments/{id}); address and contact fields are copied by the server from the chosen companies. */
export type ShipmentInput = ShipmentContainerFields & {
  ShipmentDate: string | null;
  ModeId: number | null;
  EquipmentTypeId: number | null;
  Equipment: string | null;
  BasicPrice: number;
  Value: number | null;
  RestTime: number;
  SignatureRequired: boolean;
  IsQuickPay: boolean;
  BiddingEnabled: boolean;
  IsPrivate: boolean;
  TruckNumber: string | null;
  TrailerNumber: string | null;
  // Pickup.
  PickupId: number | null;
  PickupNumber: string | null;
  ReqShipDate: string | null;
  PuAppointmentDate: string | null;
  PuAppointmentToDate: string | null;
  SealNumber: string | null;
  ShippingNote: string | null;
  ShippingSpecialReq: string[];
  // Delivery.
  DestinationId: number | null;
  DestinationNumber: string | null;
  Mabd: string | null;
  DelAppointmentDate: string | null;
  DelAppointmentToDate: string | null;
  ReceivingNote: string | null;
  ReceivingSpecialReq: string[];
  Accessorials: Pick<AccessorialLine, 'Name' | 'Price' | 'Quantity' | 'IsPercentage'>[];
  CustomFields: { Id: number; Value: string[] }[];
  /** true: Save (stays a draft); false: Save and post (a draft becomes Open). Ignored once posted. */
  AsDraft: boolean;
  /** The carriers a private load is offered to (decision 081). */
  OfferedTruckerIds?: number[];
};

/** GET /api/Shipments/{id} (also the answer of PUT). */
export type Shipment = ShipmentPickupFields &
  ShipmentDeliveryFields &
  ShipmentContainerFields & {
    id: number;
    Code: string;
    /** IANA zones of the pickup and the receiver (decision 160): appointments are shown in them; null when unknown. */
    ShippingTimeZone: string | null;
    ReceivingTimeZone: string | null;
    SoNumber: string | null;
    Status: string;
    StatusCode: LoadStatusCode;
    ShipperId: number;
    ShipmentDate: string;
    ModeId: number;
    EquipmentTypeId: number | null;
    Equipment: string | null;
    BillToId: number | null;
    BasicPrice: number;
    TotalPrice: number;
    Value: number | null;
    TruckNumber: string | null;
    TrailerNumber: string | null;
    /** Read-only, computed from the route on every save. */
    TotalMiles: number | null;
    /** Seconds, read-only. */
    DrivingTime: number | null;
    /** Seconds. */
    RestTime: number;
    WeightType: string;
    TotalWeight: number | null;
    BiddingEnabled: boolean;
    IsPrivate: boolean;
    IsDraft: boolean;
    SignatureRequired: boolean;
    IsQuickPay: boolean;
    AssignedTo: { Id: number; Name: string; UserId: number } | null;
    Accessorials: AccessorialLine[];
    CustomFields: CustomFieldValue[];
    /** Number of stops (the multi-shipment BOL is offered when > 0). */
    StopsCount: number;
    /** What the caller may do (decision 047). */
    CanEdit: boolean;
    CanPost: boolean;
    /** Optimistic concurrency: send as If-Match on PUT. */
    Version: number;
    /** A private load's carriers (decision 081); empty for the carrier's own view. */
    OfferedTruckers: { Id: number; Name: string }[];
  };

/** POST /api/Shipments answer. */
export type ShipmentCreated = { Id: number; Code: string };

// ── address book ────────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/Address (ModelState on Name, Address1, Country, State, City, Zipcode; Note/contact limits). */
export type AddressInput = {
  Name: string;
  Code: string | null;
  Address1: string;
  Address2: string | null;
  Zipcode: string;
  City: string;
  State: string;
  Country: string;
  Coupon: string | null;
  ContactFirstName: string | null;
  ContactLastName: string | null;
  ContactEmail: string | null;
  ContactPhone: string | null;
  ContactPhone2: string | null;
  ContactFax: string | null;
  IsShipper: boolean;
  /** BackOffice only: whose address book (a shipper's own session ignores it). */
  ShipperId?: number | null;
};

/** GET /api/Address/{id}; also the answer of POST /api/Address. ContactName is first plus last name. */
export type Address = {
  Id: number;
  Name: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Country: string;
  Zipcode: string;
  ContactName: string | null;
  ContactEmail: string | null;
  ContactPhone: string | null;
  ContactPhone2: string | null;
  ContactFax: string | null;
  /** IANA zone of the place (decision 160): its appointments are wall clocks there; null when unknown. */
  TimeZone: string | null;
};

// ── stops ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** What POST /api/Shipments/Stops and PUT /api/Shipments/Stops/{id} take. Address fields are copied from AddressId. */
export type StopInput = {
  ShipmentId: number;
  Type: StopType;
  AddressId: number | null;
  Note: string | null;
  SpecialReq: string[];
  // Pick-up.
  ReqShipDate: string | null;
  PickupNumber: string | null;
  SealNumber: string | null;
  PuAppointmentDate: string | null;
  PuAppointmentToDate: string | null;
  // Drop.
  Mabd: string | null;
  DestinationNumber: string | null;
  DelAppointmentDate: string | null;
  DelAppointmentToDate: string | null;
  /** Create only: where to insert (default: last). */
  Position?: number | null;
  /** When the change happened on the device (offline replay); counts only with the X-Device-Time header (decision 047). */
  Created?: string | null;
};

/**
 * GET /api/Shipments/Stops/{shipmentId} → { Stops: Stop[] } in Position order; POST answers { Id, Version, Stop }.
 * The stop's place (Name … TimeZone) is its own copy of the address book entry's.
 */
export type Stop = Omit<StopInput, 'Position' | 'Created'> &
  Omit<Address, 'Id'> & {
    Id: number;
    Position: number;
    Delivered: boolean;
    /** Send as If-Match on PUT and DELETE; a stale one answers 412 with the current stop. */
    Version: number;
  };

/** PUT /api/Shipments/MoveStops: every stop of the load with its new Position (0-based, unique). */
export type MoveStopsInput = { ShipmentId: number; Stops: { StopId: number; Position: number }[] };

/** 412 answer of a stale stop write. */
export type StopConflict = { Message: string; Current: Stop | null };

// ── line items ──────────────────────────────────────────────────────────────────────────────────────────────────

export type DimensionsType = 'in' | 'cm';
export type WeightTypeName = 'LBS' | 'KGS';

/** One shape for both layouts (freight mode 1 uses HandlingAmount/dimensions/class, the generic layout Pieces/Cube/Sku). */
export type ShipmentItemInput = {
  ShipmentId: number;
  PurchaseOrder: string | null;
  Sku: string | null;
  PackagingId: number | null;
  PackagingGroupId: number | null;
  Commodity: string | null;
  Cube: number | null;
  SpaceReq: number | null;
  Pieces: number | null;
  /** Freight layout: the quantity of handling units. */
  HandlingAmount: number | null;
  Weight: number | null;
  /** 'each' (per piece / handling unit) | 'total'. */
  WeightMode: 'each' | 'total';
  WeightType: WeightTypeName;
  DimensionsType: DimensionsType;
  UnitOfMeasureId: number;
  Length: number | null;
  Width: number | null;
  Height: number | null;
  IsHazardousMaterial: boolean;
  /** FreightClassValue of the form. */
  FreightClass: number | null;
  Nmfc: string | null;
  /** Null = the load's origin / final receiver. */
  PickupStopId: number | null;
  DropStopId: number | null;
};

export type ShipmentItem = ShipmentItemInput & { Id: number };

/** GET /api/Shipments/Items/{shipmentId}. */
export type ShipmentItems = { Items: ShipmentItem[]; TotalWeight: number | null; WeightType: WeightTypeName };
/** POST / PUT / DELETE /api/Shipments/Items answers (Id absent on DELETE). */
export type ItemTotals = { Id?: number; TotalWeight: number | null; WeightType: WeightTypeName };

/** GET /FreightClass/CalculateClass?length&width&height&weight&isMeter → density (lb/ft³) and class. */
export type FreightClassResult = { Result: number; Density: number };

// ── notes ───────────────────────────────────────────────────────────────────────────────────────────────────────

export type NoteInput = { Body: string; ShipmentId: number; IsPublic: boolean; Created?: string | null };
export type Note = { Id: number; Body: string; ShipmentId: number; IsPublic: boolean; AddedBy: string; Created: string; IsOwner: boolean };

// ── chat ────────────────────────────────────────────────────────────────────────────────────────────────────────

export type ChatMessage = {
  Id: number;
  ShipmentId: number;
  UserId: number | null;
  Nickname: string;
  PhotoUrl: string | null;
  /** 'Shipper' | 'Trucker' | 'BackOffice'. */
  Role: string;
  Body: string;
  Created: string;
  IsMine: boolean;
};

/** GET /api/Chat/{shipmentId}/Messages[?after=id] (oldest first, at most 200 after `after`). */
export type ChatThread = { ShipmentId: number; Code: string; Messages: ChatMessage[]; Unread: number; LastReadId: number };

/** GET /api/Chat/Conversations: the caller's load chats, newest message first (the /Messages page). */
export type ChatConversation = {
  ShipmentId: number;
  Code: string;
  StatusCode: LoadStatusCode;
  /** The other party: the trucker for a shipper, the shipper for a trucker, "shipper ↔ trucker" for BackOffice. */
  Counterpart: string;
  LastMessage: Pick<ChatMessage, 'Body' | 'Created' | 'Nickname' | 'IsMine'> | null;
  Unread: number;
};
export type ChatConversations = { Conversations: ChatConversation[]; TotalUnread: number };

/** SSE events of GET /api/Chat/{shipmentId}/Stream (read with fetch so the bearer token is sent). */
export const CHAT_EVENT_MESSAGE = 'message';
export const CHAT_EVENT_READ = 'read';

// ── bill of lading ──────────────────────────────────────────────────────────────────────────────────────────────

export type BolParty = {
  Company: string;
  Address1: string;
  City: string;
  State: string;
  ZipCode: string;
  ContactPhone: string | null;
  Number: string | null;
};
export type BolItem = {
  Id: number;
  Pieces: number;
  PackageType: string;
  Weight: number;
  HazMat: boolean;
  Commodity: string;
  NMFC: string | null;
  Class: number | null;
};
export type BolStop = {
  Type: StopType;
  FromAddress: BolParty;
  ToAddress: BolParty;
  Items: BolItem[];
  TotalPieces: number;
  TotalWeight: number;
  PuAppointmentDate: string | null;
  PuAppointmentToDate: string | null;
  DelAppointmentDate: string | null;
  DelAppointmentToDate: string | null;
  /** IANA zone of the place (decision 160): its appointments are wall clocks there; null when unknown. */
  TimeZone: string | null;
  /** When the stop was served (decision 101), null until then. */
  EventDate: string | null;
};

/** GET /api/Dashboard/BOL/{id}. */
export type BillOfLading = {
  Code: string;
  CustomerRefNumber: string | null;
  PuAppointmentDate: string | null;
  PuAppointmentToDate: string | null;
  DelAppointmentDate: string | null;
  DelAppointmentToDate: string | null;
  /** IANA zones of the pickup and the receiver (decision 160). */
  ShippingTimeZone: string | null;
  ReceivingTimeZone: string | null;
  /** The trip's times (decision 101): In transit sets the departure, At delivery the arrival; null until then. */
  ShippingDepartureDate: string | null;
  ReceivingArrivalDate: string | null;
  ShipFrom: BolParty;
  ShipTo: BolParty;
  BillTo: BolParty | null;
  Trucker: { Name: string; TrailerNumber: string | null; SealNumber: string | null; Scac: string | null; ProNumber: string | null } | null;
  FreightChargesterms: FreightChargeTerms;
  WeightType: WeightTypeName;
  Items: BolItem[];
  TotalPieces: number;
  TotalWeight: number;
  CodAmount: number | null;
  /** TotalWeight above 10,000 lb (4,536 kg). */
  IsHeavy: boolean;
  Stops: BolStop[];
};

// ── bids ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** PUT /api/Shipments/Bids/{bidId}/Accept answer. */
export type BidAccepted = { Id: number; BidId: number; StatusCode: LoadStatusCode; Status: string; TruckerId: number; TotalPrice: number };
