/**
 * Loads wire shapes of decision 042 (answers and bodies). Types only: nothing here lands in the app bundle.
 * JSON uses the spec's PascalCase names; dates are ISO 8601 UTC strings or null; money is a number.
 */
import type { Attachment } from './attachments';
import type { MessageRef } from './messages';
import type { DetentionLine } from './pay';

// ── status codes ────────────────────────────────────────────────────────────────────────────────────────────────

export const LOAD_STATUS_CODES = ['DF', 'OP', 'BK', 'OFP', 'AT', 'IT', 'AR', 'DL', 'CL'] as const;
export type LoadStatusCode = (typeof LOAD_STATUS_CODES)[number];

/** Who may make a status move (decision 042): BackOffice, the load's shipper, the trucker carrying it. */
export type LoadActor = 'admin' | 'owner' | 'carrier';

const CARRIER_MOVE: readonly LoadActor[] = ['carrier', 'admin'];
const SHIPPER_MOVE: readonly LoadActor[] = ['owner', 'admin'];

/**
 * The load status machine of decision 042: from → to → who may make the move. The server decides with it
 * (server/services/load-status.ts); menus use it to offer only the moves a user can make. Booking also needs an
 * assigned trucker.
 */
export const STATUS_MOVES: Partial<Record<LoadStatusCode, Partial<Record<LoadStatusCode, readonly LoadActor[]>>>> = {
  DF: { OP: SHIPPER_MOVE, CL: SHIPPER_MOVE },
  OP: { BK: ['admin'], CL: SHIPPER_MOVE },
  BK: { OFP: CARRIER_MOVE, CL: SHIPPER_MOVE },
  OFP: { AT: CARRIER_MOVE },
  AT: { IT: CARRIER_MOVE },
  IT: { AR: CARRIER_MOVE },
  AR: { DL: CARRIER_MOVE },
};

/** The statuses `actor` may move a load to from `from`, in the machine's order; every status it can ever set without `from`. */
export function statusTargets(from: string | null, actor: LoadActor): LoadStatusCode[] {
  const sources = from === null ? Object.values(STATUS_MOVES) : [STATUS_MOVES[from as LoadStatusCode] ?? {}];
  return LOAD_STATUS_CODES.filter((to) => sources.some((moves) => moves?.[to]?.includes(actor)));
}

export const LOAD_PAGE_SIZES = [5, 10, 25] as const;
export const LOAD_DEFAULT_PAGE_SIZE = 10;
export const LOAD_EXPORT_PAGE_SIZE = 1_000_000;

export type Pagination = { TotalItemCount: number; PageNumber: number; PageSize: number };
export type SortOrder = 'asc' | 'desc';
export type Lookup = { Id: number; Name: string };

// ── admin loads list ────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /api/admin/GetLoadsViewModel`. */
export type LoadsViewModel = {
  Statuses: (Lookup & { Code: LoadStatusCode })[];
  Modes: Lookup[];
  Shippers: Lookup[];
  Truckers: Lookup[];
  EquipmentTypes: Lookup[];
};

/** The per-party row: the admin row without DlsId, Mode and EquipmentType. */
export type PartyLoadRow = {
  Id: number;
  Code: string;
  Status: string;
  StatusCode: LoadStatusCode;
  Shipper: string | null;
  /** shippers.id (the party detail page takes it). */
  ShipperOwnerId: number | null;
  Trucker: string | null;
  /** truckers.id. */
  TruckerOwnerId: number | null;
  TotalPrice: number | null;
  FromCity: string | null;
  FromState: string | null;
  ToCity: string | null;
  ToState: string | null;
  Stops: number;
  BillPaid: boolean;
  BillUploaded: boolean;
  BillPaymentDate: string | null;
  BillDate: string | null;
  BillDueDate: string | null;
  InvoicePaid: boolean;
  InvoiceUploaded: boolean;
  InvoicePaymentDate: string | null;
  InvoiceDate: string | null;
  InvoiceDueDate: string | null;
  IsQuickPay: boolean;
  Created: string;
  ShipmentDate: string | null;
};

/** `GET /api/admin/GetLoads` row (spec 2 §3). */
export type LoadRow = PartyLoadRow & {
  DlsId: string | null;
  Mode: string | null;
  EquipmentType: string | null;
};

/** Every row field except the owner ids may be a sortField. */
export type LoadSortField = Exclude<keyof LoadRow, 'ShipperOwnerId' | 'TruckerOwnerId'>;

export type LoadsPage = { Shipments: LoadRow[]; Pagination: Pagination };

/** `GET /api/admin/GetLoads` query (string values; ids repeated). */
export type LoadsQuery = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sortField?: string;
  sortOrder?: SortOrder;
  modeIds?: number[];
  statusIds?: number[];
  shipperIds?: number[];
  truckerIds?: number[];
  equipmentIds?: number[];
  /** YYYY-MM-DD, inclusive, on ShipmentDate. */
  startDate?: string;
  endDate?: string;
  isQuickPay?: boolean;
  isBillPaid?: boolean;
  isDls?: boolean;
};

// ── per-party list (§2.13) ──────────────────────────────────────────────────────────────────────────────────────

export type PartyKindParam = 'shipper' | 'trucker';

export type LoadParty = {
  Id: number;
  Kind: PartyKindParam;
  Name: string;
  Address1: string | null;
  City: string | null;
  State: string | null;
  Zipcode: string | null;
  Email: string | null;
  PhoneNumber: string | null;
};

/** `GET /api/Shipments/PartyLoads`. */
export type PartyLoadsPage = { Party: LoadParty; Shipments: PartyLoadRow[]; Pagination: Pagination };

export type PartyLoadsQuery = {
  party?: PartyKindParam;
  partyId?: number;
  pageNumber: number;
  pageSize: number;
  search?: string;
  sortField?: string;
  sortOrder?: SortOrder;
  statusIds?: number[];
  modeIds?: number[];
  startDate?: string;
  endDate?: string;
  isQuickPay?: boolean;
};

/** Bodies of the bulk actions. */
export type BulkIdsBody = { Ids: number[] };
export type BulkStatusBody = { Ids: number[]; StatusCode: LoadStatusCode };

/** Answer of BulkDelete and UpdateStatus. */
/** A rejected load carries its message's id beside the English (decision 120). */
export type BulkAnswer = { Done: number[]; Rejected: { Id: number; Message: string; MessageId?: MessageRef }[]; Message: string };
/** `POST /api/Shipments/Fetch`. */
export type FetchAnswer = { Shipments: PartyLoadRow[] };
/** `PUT /api/Shipments/{id}/Status`. */
export type SingleStatusAnswer = { Id: number; StatusCode: LoadStatusCode; Status: string };

// ── attachments ─────────────────────────────────────────────────────────────────────────────────────────────────

// ── invoice and bill (§2.14) ────────────────────────────────────────────────────────────────────────────────────

export type PartyBlock = { Name: string; Address1: string | null; City: string | null; State: string | null; Zipcode: string | null };

export type AccessorialLine = { Name: string; Price: number; IsPercentage: boolean; Quantity: number | null; Total: number };

/** `GET /api/Shipments/Invoice/{id}`. */
export type Invoice = {
  Code: string;
  InvoiceDate: string | null;
  InvoiceDueDate: string | null;
  InvoicePaid: boolean;
  InvoicePaymentDate: string | null;
  IssuedFor: PartyBlock;
  IssuedBy: PartyBlock;
  Logo: string | null;
  LogoTrucker: string | null;
  PickupName: string | null;
  DestinationName: string | null;
  ShippingCity: string | null;
  ShippingState: string | null;
  ShippingZipCode: string | null;
  ReceivingCity: string | null;
  ReceivingState: string | null;
  ReceivingZipCode: string | null;
  Mode: string | null;
  BasicPrice: number;
  Accessorials: AccessorialLine[];
  TotalPrice: number;
  /** Detention lines with their evidence (issue 40), their sum, and TotalPrice plus it. */
  Detention: DetentionLine[];
  DetentionTotal: number;
  Total: number;
  Attachments: Attachment[];
};

export type BillIssuer = PartyBlock & {
  ACHFinancialInstitutionName: string | null;
  ACHABARoutingNumber: string | null;
  ACHAccountNumber: string | null;
};

export type Fee = { Name: string; Percentage: number };

/** `GET /api/Shipments/Bill/{id}`. */
export type Bill = {
  Code: string;
  BillDate: string | null;
  BillDueDate: string | null;
  BillPaid: boolean;
  BillPaymentDate: string | null;
  IssuedBy: BillIssuer;
  IssuedFor: PartyBlock;
  Logo: string | null;
  PickupName: string | null;
  DestinationName: string | null;
  Mode: string | null;
  TotalPrice: number;
  Fees: Fee[];
  Attachments: Attachment[];
};

/** `PUT /api/Billing/UpdateBilling/{shipmentId}` body. Dates are ISO strings or null. */
export type BillingUpdate = {
  Date: string | null;
  DueDate: string | null;
  PaymentDate: string | null;
  IsPaid: boolean;
  IsBill: boolean;
  IsInvoice: boolean;
  /** Issuing a load's invoice without a signed proof of delivery needs a reason (issue 40, decision 162). */
  PodOverrideReason?: string | null;
};
export const BILLING_UPDATED = 'has_been_updated_successfully';
export type BillingAttachmentType = 'BB' | 'BI';

// ── global search ───────────────────────────────────────────────────────────────────────────────────────────────

export type SearchKind = 'load' | 'trucker' | 'shipper';
export type SearchResult = { Kind: SearchKind; Id: number; Title: string; Subtitle: string | null; Href: string };
/** `GET /api/Search?q=&limit=`: q ≥ 2 characters, limit ≤ 20 (default 8). */
export type SearchAnswer = { Results: SearchResult[] };
export const SEARCH_MIN_QUERY = 2;
export const SEARCH_MAX_LIMIT = 20;
