import * as v from 'valibot';
import { SHIPPER_SORT_FIELDS, TRUCKER_SORT_FIELDS } from './partner-sort-fields';
import {
  LABELS,
  emailField,
  labelMustBeNumber,
  labelNotValid,
  labelRequired,
  maximumSymbols,
  newPasswordField,
  optionalPhoneField,
  presentOrEmpty,
  requiredName,
  requiredText as requiredTextField,
  requiredTextThat,
} from './fields';
import { type Message, message, say, template } from './messages';
import { PASSWORD_MISMATCH } from './account';
import { fieldTrueOrFalse } from './load-fields';
import { MAX_PAGE_NUMBER, firstIssueOnly, search, sortField, sortOrder, triState, wholeNumber } from './list-query';

export { SHIPPER_SORT_FIELDS, TRUCKER_SORT_FIELDS };

/**
 * Truckers / Shippers management (decision 003): the list query, the row and profile answers, and the bodies of
 * the admin actions. The server validates with these schemas; the web app may use them for its forms.
 */

// ── list query ──────────────────────────────────────────────────────────────────────────────────────────────────

export const DEFAULT_PAGE_SIZE = 10;
/** The largest page: the export asks for page 1 with this size (spec 1 §9). */
export const MAX_PAGE_SIZE = 1_000_000;
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

export type TruckerSortField = (typeof TRUCKER_SORT_FIELDS)[number];
export type ShipperSortField = (typeof SHIPPER_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

const listQuery = <const T extends readonly string[]>(fields: T) =>
  v.object({
    approved: triState('approved'),
    subscribed: triState('subscribed'),
    search,
    pageNumber: wholeNumber('pageNumber', 1, MAX_PAGE_NUMBER, 1),
    pageSize: wholeNumber('pageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    sortField: sortField(fields),
    sortOrder,
  });

/** `GET /api/Truckers` query (string values as they come from the URL). */
export const truckersQuerySchema = listQuery(TRUCKER_SORT_FIELDS);
/** `GET /api/Shippers` query. */
export const shippersQuerySchema = listQuery(SHIPPER_SORT_FIELDS);
/** The query parameter names, in their canonical spelling (the server matches them without regard to case). */
export const LIST_QUERY_KEYS = ['approved', 'subscribed', 'search', 'pageNumber', 'pageSize', 'sortField', 'sortOrder'] as const;
export type ListQueryParams = Partial<Record<(typeof LIST_QUERY_KEYS)[number], string>>;
export type TruckersQuery = v.InferOutput<typeof truckersQuerySchema>;
export type ShippersQuery = v.InferOutput<typeof shippersQuerySchema>;

// ── answers ─────────────────────────────────────────────────────────────────────────────────────────────────────

type PartyRow = {
  /** The user (account) id: Approve, LockOut. */
  Id: number;
  Name: string;
  FirstName: string;
  LastName: string;
  /** ISO 8601 UTC. */
  Created: string;
  Email: string;
  EmailConfirmed: boolean;
  /** Digits only, or null. */
  PhoneNumber: string | null;
  PhoneNumberConfirmed: boolean;
  ShipmentsCount: number;
  /** 'active' means subscribed; null = never subscribed. */
  PaymentStatus: string | null;
  /** Suspended (locked out). */
  Islocked: boolean;
  Approved: boolean;
};

export type TruckerRow = PartyRow & {
  /** The trucker record's id: quick pay, detail page. */
  TruckerId: number;
  FPRequestDate: string | null;
  FPSignAgreementDate: string | null;
  McNumber: string | null;
  DotNumber: string | null;
  QuickPayAllowed: boolean;
};

export type ShipperRow = PartyRow & {
  /** The shipper record's id: quick pay, billing limits, detail page. */
  ShipperId: number;
  QuickPaySuspended: boolean;
  CapitalAllowance: number | null;
  QuickPayAllowedShipments: number | null;
  QuickPayMaxShipmentValue: number | null;
};

export type Pagination = { TotalItemCount: number; PageNumber: number; PageSize: number };
export type TruckersPage = { Truckers: TruckerRow[]; Pagination: Pagination };
export type ShippersPage = { Shippers: ShipperRow[]; Pagination: Pagination };

export type PartnerAddress = { Address1: string; Address2: string; City: string; State: string; Zipcode: string; Country: string };
export type LoadSummary = {
  Id: number;
  LoadNumber: string;
  Status: string;
  PickupDate: string | null;
  DeliveryDate: string | null;
  Created: string;
};

/** `GET /api/Truckers/{truckerId}`. ProfilePicture is a URL or null. */
/** A carrier's arrivals with an appointment window, and how many were on time (issue 41, decision 169). */
export type OnTimeRate = { OnTime: number; Total: number };
export type TruckerProfile = TruckerRow & {
  ProfilePicture: string | null;
  Addresses: PartnerAddress[];
  RecentLoads: LoadSummary[];
  OnTime?: OnTimeRate;
};
/** `GET /api/Shippers/{shipperId}`. */
export type ShipperProfile = ShipperRow & {
  ProfilePicture: string | null;
  CompanyAddress: PartnerAddress | null;
  BillingAddress: PartnerAddress | null;
  RecentLoads: LoadSummary[];
};

/** Every action answers 200 with a sentence naming the party. */
export type ActionAnswer = { Message: string };
export type AddShipperAnswer = ActionAnswer & { Id: number; ShipperId: number };

// ── action bodies ───────────────────────────────────────────────────────────────────────────────────────────────

export const SIGN_DATE_REQUIRED = message('sign_date_required', 'Please fill in the sign agreement date.');
export const SIGN_DATE_INVALID = message('sign_date_invalid', 'The sign agreement date is not a valid date.');
const ID_NOT_VALID = labelNotValid({ label: 'Id' });
const limitRequired = template('limit_required', '{label} is required.');
const limitAboveZero = template('limit_above_zero', '{label} must be above zero.');
const limitWhole = template('limit_whole_number', '{label} must be a whole number.');
const limitTooLarge = template('limit_too_large', '{label} is too large.');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time; without a zone it is read as UTC (like every date-time the app shows). */
export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const zoned = value.length === 10 || /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 2025-02-31 over to March: the calendar day must survive a round trip (checked without the zone shift).
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? date : null;
}

/** `PUT /api/Truckers/updateQuickPay/{truckerId}`: a date approves quick pay, null unapproves it. */
export const quickPayUpdateSchema = v.object({
  SignAgreementDate: v.config(
    v.pipe(
      v.optional(v.nullable(v.string(say(SIGN_DATE_INVALID))), ''),
      v.transform((value) => (value === null ? null : value.trim())),
      v.check((value) => value !== '', say(SIGN_DATE_REQUIRED)),
      v.check((value) => value === null || parseIsoDate(value) !== null, say(SIGN_DATE_INVALID)),
      v.transform((value) => (value === null ? null : (parseIsoDate(value) as Date))),
    ),
    firstIssueOnly,
  ),
});
export type QuickPayUpdateInput = { SignAgreementDate: string | null };

/** Money limits fit numeric(12,2); counts fit an integer column. */
export const MAX_MONEY = 9_999_999_999.99;
export const MAX_COUNT = 2_147_483_647;

/**
 * A number above zero, required (decision 067: an empty limit is no longer "no limit"); numeric strings are read as
 * numbers, '' as missing.
 */
const limitField = (label: Message, whole: boolean) =>
  v.config(
    v.pipe(
      v.optional(v.nullable(v.union([v.number(), v.string()], say(labelMustBeNumber({ label })))), null),
      v.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : value)),
      v.check((value) => value !== null, say(limitRequired({ label }))),
      v.check((value) => value === null || Number.isFinite(value), say(labelMustBeNumber({ label }))),
      v.check((value) => value === null || value > 0, say(limitAboveZero({ label }))),
      v.check((value) => value === null || !whole || Number.isInteger(value), say(limitWhole({ label }))),
      v.check((value) => value === null || value <= (whole ? MAX_COUNT : MAX_MONEY), say(limitTooLarge({ label }))),
      v.transform((value) => (value === null || whole ? value : Math.round(value * 100) / 100)),
    ),
    firstIssueOnly,
  );

/** `PUT /api/Shippers/UpdateBillingLimits`. `ApproveShipper: true` also lifts the quick-pay suspension. */
export const billingLimitsSchema = v.object({
  Id: v.config(
    v.pipe(
      v.optional(v.nullable(v.union([v.number(), v.string()], say(ID_NOT_VALID))), null),
      v.check((value) => value !== null && value !== '', say(labelRequired({ label: 'Id' }))),
      v.transform((value) => Number(value)),
      v.integer(say(ID_NOT_VALID)),
      v.minValue(1, say(ID_NOT_VALID)),
      v.maxValue(MAX_COUNT, say(ID_NOT_VALID)),
    ),
    firstIssueOnly,
  ),
  CapitalAllowance: limitField(LABELS.capitalAllowance, false),
  QuickPayAllowedShipments: limitField(LABELS.quickPayAllowedShipments, true),
  QuickPayMaxShipmentValue: limitField(LABELS.quickPayMaxShipmentValue, false),
  ApproveShipper: v.optional(v.boolean(say(fieldTrueOrFalse({ field: 'ApproveShipper' }))), false),
});
export type BillingLimitsInput = {
  Id: number;
  CapitalAllowance: number | null;
  QuickPayAllowedShipments: number | null;
  QuickPayMaxShipmentValue: number | null;
  ApproveShipper: boolean;
};
export type BillingLimitsValues = v.InferOutput<typeof billingLimitsSchema>;

// ── add shipper ─────────────────────────────────────────────────────────────────────────────────────────────────

export const TEXT_MAX = 100;

const requiredText = (label: Message, max = TEXT_MAX) => requiredTextField(label, max);

const optionalText = (label: Message, max = TEXT_MAX) =>
  v.config(
    v.pipe(
      v.optional(v.nullable(v.string(say(labelNotValid({ label })))), ''),
      v.transform((value) => (value ?? '').trim()),
      v.maxLength(max, say(maximumSymbols({ max }))),
    ),
    firstIssueOnly,
  );

const zipcode = (label: Message) => requiredTextThat(label, v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, say(labelNotValid({ label }))));

/** State may be blank here: it is required only when the chosen country has states (checked by the server). */
const stateField = (label: Message) => optionalText(label);

/** `POST /api/admin/addShipper` body (spec 1 §3): every field of the Add new shipper modal. */
export const addShipperSchema = v.pipe(
  v.object({
    FirstName: requiredName(LABELS.firstName),
    LastName: requiredName(LABELS.lastName),
    Email: emailField,
    PhoneNumber: optionalPhoneField,
    Password: newPasswordField,
    ConfirmPassword: presentOrEmpty(v.string(say(PASSWORD_MISMATCH))),
    SendEmail: v.optional(v.boolean(say(fieldTrueOrFalse({ field: 'SendEmail' }))), false),
    CompanyName: requiredText(LABELS.companyName),
    Address1: requiredText(LABELS.address1),
    Address2: optionalText(LABELS.address2),
    City: requiredText(LABELS.city),
    State: stateField(LABELS.state),
    Zipcode: zipcode(LABELS.zipcode),
    Country: requiredText(LABELS.country),
    BillingAddress1: requiredText(LABELS.billingAddress1),
    BillingAddress2: optionalText(LABELS.billingAddress2),
    BillingCity: requiredText(LABELS.billingCity),
    BillingState: stateField(LABELS.billingState),
    BillingZipcode: zipcode(LABELS.billingZipcode),
    BillingCountry: requiredText(LABELS.billingCountry),
  }),
  v.forward(
    v.partialCheck([['Password'], ['ConfirmPassword']], (input) => input.Password === input.ConfirmPassword, say(PASSWORD_MISMATCH)),
    ['ConfirmPassword'],
  ),
);
export type AddShipperInput = {
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
export type AddShipperValues = v.InferOutput<typeof addShipperSchema>;

/**
 * Field messages of add shipper that need the database: a taken e-mail, and "<Country|State|Billing country|
 * Billing state> is not valid" / "<State|Billing state> is Required" (when the chosen country has states).
 */
export const EMAIL_TAKEN = message('email_taken', 'This e-mail address is already used by another account.');
