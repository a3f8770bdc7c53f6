import * as v from 'valibot';
import type { Pagination } from './loads';
import { textOrNull } from './fields';
import { fieldTrueOrFalse } from './load-fields';
import { SEARCH_MAX, firstIssueOnly, queryText, wholeNumberIn } from './list-query';
import { MAX_ID } from './ids';
import { type MessageRef, message, say } from './messages';

/**
 * The trucker's side of the marketplace (issue 16, decisions 080–084): the load board, bids, Book now, BackOffice
 * assignment, private-load offers and notifications. The server validates with these schemas; the forms use them.
 */

// ── load board ──────────────────────────────────────────────────────────────────────────────────────────────────

export const BOARD_SORT_FIELDS = ['PickupDate', 'TotalPrice', 'RatePerMile', 'DeadheadMiles'] as const;
export type BoardSortField = (typeof BOARD_SORT_FIELDS)[number];
export const BOARD_KINDS = ['all', 'bid', 'book'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
export const BOARD_PAGE_SIZES = [5, 10, 25] as const;
export const BOARD_DEFAULT_PAGE_SIZE = 25;
export const BOARD_MAX_PAGE_SIZE = 100;
export const RADIUS_MIN = 25;
export const RADIUS_MAX = 500;
export const RADIUS_DEFAULT = 100;

/** `GET /api/LoadBoard` query, as strings from the URL (names matched without case by the server). */
export type BoardQueryParams = {
  originLat?: string;
  originLng?: string;
  radiusMiles?: string;
  destLat?: string;
  destLng?: string;
  destRadiusMiles?: string;
  equipmentIds?: string[];
  pickupFrom?: string;
  pickupTo?: string;
  minRatePerMile?: string;
  kind?: string;
  sortField?: string;
  sortOrder?: string;
  pageNumber?: string;
  pageSize?: string;
};

/** The trucker's own bid on a board load. */
export type MyBid = { Id: number; Price: number; Status: BidStatus; Note: string | null };

/** One load of the board. PickupDate = ShipmentDate; DeliveryDate = delivery appointment, else MABD. */
export type BoardLoad = {
  Id: number;
  Code: string;
  FromCity: string;
  FromState: string;
  FromLatitude: number | null;
  FromLongitude: number | null;
  ToCity: string;
  ToState: string;
  PickupDate: string;
  DeliveryDate: string | null;
  /** The pickup and delivery appointment windows (either end may be missing; issue 38). */
  PickupFrom: string | null;
  PickupTo: string | null;
  DeliveryFrom: string | null;
  DeliveryTo: string | null;
  /** IANA zones of the pickup and the receiver (decision 160): the windows are wall clocks there; null when unknown. */
  PickupTimeZone: string | null;
  DeliveryTimeZone: string | null;
  TotalMiles: number | null;
  EquipmentType: string | null;
  EquipmentTypeId: number | null;
  TotalWeight: number | null;
  WeightType: string;
  TotalPrice: number;
  RatePerMile: number | null;
  /** Intermediate stops. */
  Stops: number;
  Shipper: string;
  BiddingEnabled: boolean;
  IsPrivate: boolean;
  /** Open bids on the load (bidding loads). */
  BidsCount: number;
  MyBid: MyBid | null;
  /** Straight-line miles from the origin filter to the pickup; present only with an origin. */
  DeadheadMiles?: number;
};

/**
 * Whether the viewer may bid and book (`Reason` says why not: not a carrier, not approved, suspended; `ReasonId` is
 * the same message by id, decision 120).
 */
export type BoardEligibility = { CanTake: boolean; Reason: string | null; ReasonId: MessageRef | null };
export type BoardPage = {
  Loads: BoardLoad[];
  Pagination: Pagination;
  Eligibility: BoardEligibility;
  EquipmentTypes: { Id: number; Name: string }[];
};

// ── bids ────────────────────────────────────────────────────────────────────────────────────────────────────────

// ── the marketplace's refusals (decisions 081, 084): `{ Message, MessageId }` answers ──────────────────────────────

export const NOT_A_CARRIER = message('not_a_carrier', 'Only carriers can bid on or book loads.');
export const NOT_APPROVED = message(
  'carrier_account_not_approved',
  'Your carrier account is not approved yet. Haulbase reviews new carriers before they can bid on or book loads.',
);
export const SUSPENDED_CARRIER = message(
  'carrier_account_suspended',
  'Your account is suspended. Contact Haulbase to bid on or book loads again.',
);
export const CARRIERS_ONLY_BIDS = message('only_carriers_have_bids', 'Only carriers have bids.');
export const BIDS_CLOSED = message('bids_closed', 'This load is no longer open for bids.');
export const NO_BIDDING = message('load_takes_no_bids', 'This load does not take bids. Book it at the posted price instead.');
export const PICKUP_PASSED = message('pickup_passed', 'The pickup date of this load has passed.');
export const ALREADY_BID = message('already_bid', 'You have already bid on this load. Change your bid instead.');
export const BID_NOT_OPEN = message('bid_not_open', 'Only an open bid can be changed or withdrawn.');
export const JUST_TAKEN = message('load_just_taken', 'Sorry, this load was just taken by another carrier.');
export const TAKES_BIDS = message('load_takes_bids', 'This load takes bids. Place a bid instead of booking it.');
export const NOT_BOOKABLE = message('load_not_bookable', 'Only an open load can be booked.');
export const ASSIGN_STATUS = message(
  'assign_status',
  'A carrier can be assigned only to an open load, or changed on a booked load before pickup.',
);
export const UNASSIGN_STATUS = message('unassign_status', 'Only a booked load (before pickup) can be returned to the board.');
export const SAME_CARRIER = message('carrier_already_assigned', 'This carrier is already assigned to the load.');
export const ACCEPT_ONLY_OPEN = message('accept_only_open', 'Only an open load can accept a bid.');
export const BID_ALREADY_ACCEPTED = message('bid_already_accepted', 'A bid has already been accepted for this load.');
export const BID_WITHDRAWN = message('bid_withdrawn_or_declined', 'This bid was withdrawn or declined.');
export const BID_CHANGED_RECENTLY = message('bid_changed_recently', 'You changed this bid a moment ago. Try again in a few seconds.');
export const BID_WITHDRAWN_BY_CARRIER = message('bid_withdrawn_by_carrier', 'The carrier withdrew this bid.');
export const BID_JUST_ACCEPTED = message('bid_just_accepted', 'This bid has been accepted: it can no longer be changed or withdrawn.');
export const BID_PRICE_TOO_HIGH = message('bid_price_too_high', 'The total price with this bid would be above 10,000,000.');

export const BID_STATUSES = ['Open', 'Accepted', 'Declined', 'Withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
export const BID_NOTE_MAX = 500;
export const BID_PRICE_MAX = 10_000_000;

export const BID_PRICE_REQUIRED = message('bid_price_required', 'Enter your price.');
export const BID_PRICE_RANGE = message('bid_price_range', 'The price must be above 0 and at most 10,000,000.');
export const BID_NOTE_TOO_LONG = message('bid_note_too_long', `The note must be at most ${BID_NOTE_MAX} characters.`);

/** `POST /api/Shipments/{id}/Bids` and `PUT /api/Shipments/Bids/{bidId}`. Price has at most 2 decimals (cents). */
export const bidInputSchema = v.object({
  Price: v.config(
    v.pipe(
      v.number(say(BID_PRICE_REQUIRED)),
      v.finite(say(BID_PRICE_RANGE)),
      // rounded to cents first: 0.004 is $0.00, below the cent a bid must be at least
      v.transform((n) => Math.round(n * 100) / 100),
      v.minValue(0.01, say(BID_PRICE_RANGE)),
      v.maxValue(BID_PRICE_MAX, say(BID_PRICE_RANGE)),
    ),
    firstIssueOnly,
  ),
  Note: v.optional(v.nullable(v.config(textOrNull(BID_NOTE_TOO_LONG, BID_NOTE_MAX, BID_NOTE_TOO_LONG), firstIssueOnly)), null),
});
export type BidInput = v.InferInput<typeof bidInputSchema>;

/** The answer of the bid calls (the trucker's view of its bid). */
export type TruckerBid = {
  Id: number;
  ShipmentId: number;
  Price: number;
  Note: string | null;
  Status: BidStatus;
  Created: string;
  Updated: string;
};

/** `GET /api/Trucker/Bids` row: the bid and its load. */
export type TruckerBidRow = TruckerBid & {
  Code: string;
  LoadStatusCode: string;
  FromCity: string;
  FromState: string;
  ToCity: string;
  ToState: string;
  PickupDate: string;
  TotalPrice: number;
  Shipper: string;
  /** The lowest open bid on the load (the trucker sees where it stands, not who bid). */
  LowestPrice: number | null;
};
export type TruckerBidsAnswer = { Bids: TruckerBidRow[] };

// ── book now, assign ────────────────────────────────────────────────────────────────────────────────────────────

/** `POST /api/Shipments/{id}/Book`, `PUT …/Assign`, `PUT …/Unassign` answer. */
export type BookingAnswer = {
  Id: number;
  Code: string;
  StatusCode: string;
  Status: string;
  TruckerId: number | null;
  Trucker: string | null;
  TotalPrice: number;
};

export const TRUCKER_REQUIRED = message('trucker_required', 'Choose a carrier.');
export const assignSchema = v.object({
  TruckerId: wholeNumberIn(1, MAX_ID, TRUCKER_REQUIRED),
});

/** `GET /api/LoadBoard/Truckers?search=` (Shipper, BackOffice): carriers that may be offered or assigned a load. */
export type TruckerOption = { Id: number; Name: string; McNumber: string | null; DotNumber: string | null };
export type TruckerOptionsAnswer = { Truckers: TruckerOption[] };

/** The query of the typeaheads (carriers, places): what was typed, trimmed; only its first 100 characters are searched. */
export const TYPEAHEAD_QUERY_KEYS = ['search'] as const;
export const typeaheadQuerySchema = v.object({
  search: v.pipe(
    queryText,
    v.transform((text) => text.slice(0, SEARCH_MAX)),
  ),
});

// ── notifications ───────────────────────────────────────────────────────────────────────────────────────────────

export const NOTIFICATION_KINDS = [
  'BidPlaced',
  'BidChanged',
  'BidWithdrawn',
  'BidAccepted',
  'BidDeclined',
  'LoadAssigned',
  'LoadUnassigned',
  'LoadOffered',
  'StatusChanged',
  'ChatMessage',
  'QuickPayRequested',
  'QuickPayApproved',
  'QuickPayRefused',
  'SavedSearchMatch',
  'RunningLate',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATIONS_PAGE = 50;

/** Data carries the values the web app puts into its (translated) sentence: Trucker, Price, Status, From… */
export type AppNotification = {
  Id: number;
  Kind: NotificationKind;
  ShipmentId: number | null;
  Code: string | null;
  Data: Record<string, string | number | null>;
  Created: string;
  Read: boolean;
};
export type NotificationsAnswer = { Notifications: AppNotification[]; Unread: number };

const NOTIFICATION_IDS = message('notification_ids', 'Ids must be notification ids.');

/** `PUT /api/Notifications/Read`: the listed ids, or every one with `All`. */
export const notificationsReadSchema = v.object({
  Ids: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.number(say(NOTIFICATION_IDS)), v.integer(say(NOTIFICATION_IDS)), v.minValue(1, say(NOTIFICATION_IDS))),
        say(NOTIFICATION_IDS),
      ),
      v.maxLength(500, say(message('notification_ids_at_most_500', 'At most 500 ids at a time.'))),
    ),
    [],
  ),
  All: v.optional(v.boolean(say(fieldTrueOrFalse({ field: 'All' }))), false),
});

/** Events of `GET /api/Events` (one stream per signed-in tab). */
export const EVENT_NOTIFICATION = 'notification';
/** Some of the user's notifications were marked read elsewhere (a chat read to its end): its tabs read the bell again. */
export const EVENT_NOTIFICATIONS_READ = 'notifications-read';
/** A load's bids changed: `{ ShipmentId }` to its shipper and BackOffice (the Bids modal refetches). */
export const EVENT_BIDS = 'bids';

/** `GET /api/LoadBoard/Places?search=` : US cities of the bundled city list (country-state-city) with coordinates. */
export type Place = { Name: string; State: string; StateCode: string; Latitude: number; Longitude: number };
export type PlacesAnswer = { Places: Place[] };
