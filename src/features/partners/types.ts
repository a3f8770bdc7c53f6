/** Wire shapes of decision 003 (Truckers / Shippers list, profiles and actions). */

export type PartnerKind = 'trucker' | 'shipper';

type PartyBase = {
  /** The user (account) id: Approve, LockOut. */
  Id: number;
  Name: string;
  FirstName: string;
  LastName: string;
  Created: string;
  Email: string;
  EmailConfirmed: boolean;
  PhoneNumber: string | null;
  PhoneNumberConfirmed: boolean;
  ShipmentsCount: number;
  /** 'active' means subscribed. */
  PaymentStatus: string | null;
  /** Suspended (locked out). */
  Islocked: boolean;
  Approved: boolean;
};

export type TruckerRow = PartyBase & {
  /** The trucker record id: quick pay, detail page. */
  TruckerId: number;
  FPRequestDate: string | null;
  FPSignAgreementDate: string | null;
  McNumber: string | null;
  DotNumber: string | null;
  QuickPayAllowed: boolean;
};

export type ShipperRow = PartyBase & {
  /** The shipper record id: quick pay, billing limits, detail page. */
  ShipperId: number;
  QuickPaySuspended: boolean;
  CapitalAllowance: number | null;
  QuickPayAllowedShipments: number | null;
  QuickPayMaxShipmentValue: number | null;
};

export type PartnerRow = TruckerRow | ShipperRow;

export type Pagination = { TotalItemCount: number; PageNumber: number; PageSize: number };
export type TruckersPage = { Truckers: TruckerRow[]; Pagination: Pagination };
export type ShippersPage = { Shippers: ShipperRow[]; Pagination: Pagination };

export type Address = { Address1: string; Address2: string; City: string; State: string; Zipcode: string; Country: string };
export type LoadSummary = { Id: number; LoadNumber: string; Status: string; PickupDate: string | null; DeliveryDate: string | null; Created: string };

export type TruckerProfile = TruckerRow & { ProfilePicture: string | null; Addresses: Address[]; RecentLoads: LoadSummary[] };
export type ShipperProfile = ShipperRow & {
  ProfilePicture: string | null;
  CompanyAddress: Address | null;
  BillingAddress: Address | null;
  RecentLoads: LoadSummary[];
};

export type BillingLimits = {
  Id: number;
  QuickPayAllowedShipments: number | null;
  QuickPayMaxShipmentValue: number | null;
  CapitalAllowance: number | null;
  ApproveShipper: boolean;
};

/** `POST /api/admin/addShipper` body (spec 1 §3). */
export type AddShipperPayload = {
  Email: string;
  Password: string;
  ConfirmPassword: string;
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  CompanyName: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zipcode: string;
  Country: string;
  BillingAddress1: string;
  BillingAddress2: string;
  BillingCity: string;
  BillingState: string;
  BillingZipcode: string;
  BillingCountry: string;
  SendEmail: boolean;
};

export type MessageAnswer = { Message: string };

export function isTrucker(row: PartnerRow): row is TruckerRow {
  return 'TruckerId' in row;
}

/** The partner record id (detail page, quick pay, limits). */
export function partnerId(row: PartnerRow): number {
  return isTrucker(row) ? row.TruckerId : row.ShipperId;
}

/** How the party is named in titles and alerts: its name, else its owner. */
export function partyName(row: PartnerRow): string {
  return row.Name?.trim() || ownerName(row) || row.Email;
}

export function ownerName(row: Pick<PartyBase, 'FirstName' | 'LastName'>): string {
  return `${row.FirstName ?? ''} ${row.LastName ?? ''}`.trim();
}
