import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TrackingPoint } from '../../src/contract/load-detail';
import { addressBook, files, shippers, truckers, users } from './schema-accounts';
import { prefixed } from './prefixed';
import { id, bigId, at, created, updated, money, belongsTo, optionalRef } from './columns';

/**
 * Tables of the loads area (issue 4, decision 043): loads (shipments), stops, tracking, status history, bids,
 * activities, attachments, line items, accessorials, notes, fees, custom fields and their lookups.
 * Lookup rows with fixed ids (statuses, modes, …) are inserted by the migration, not by the seed.
 */

/** Lookups: fixed ids written by the migration, later rows may take the next identity value. */
const lookupId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const amount = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
/** `shipment_id` of a row that belongs to a load (and goes with it). */
export const shipmentRef = () => belongsTo('shipment_id', () => shipments.id);

/** Lookup tables whose rows the migrations write (fixed ids): a reset of the data keeps them. */
export const MIGRATION_LOOKUP_TABLES = [
  'load_statuses',
  'modes',
  'equipment_types',
  'packaging',
  'weight_types',
  'measure_modes',
  'special_requirements',
  'accessorial_types',
  'attachment_types',
] as const;

// ── lookups ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const loadStatuses = pgTable('load_statuses', {
  id: lookupId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const modes = pgTable('modes', { id: lookupId(), name: text('name').notNull() });
export const equipmentTypes = pgTable('equipment_types', { id: lookupId(), name: text('name').notNull() });
export const packaging = pgTable('packaging', { id: lookupId(), name: text('name').notNull() });
export const weightTypes = pgTable('weight_types', { id: lookupId(), name: text('name').notNull() });
export const measureModes = pgTable('measure_modes', { id: lookupId(), name: text('name').notNull() });
export const specialRequirements = pgTable('special_requirements', { id: lookupId(), name: text('name').notNull() });

export const accessorialTypes = pgTable('accessorial_types', {
  id: lookupId(),
  name: text('name').notNull(),
  isPercentage: boolean('is_percentage').notNull().default(false),
});

export const attachmentTypes = pgTable('attachment_types', {
  id: lookupId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** False for BB / BI: the billing uploads use them, the attachments panel does not offer them. */
  inPanel: boolean('in_panel').notNull().default(true),
});

/** Custom fields shown on the load form; `shipperId` null = offered to every shipper. */
export const customFieldDefinitions = pgTable(
  'custom_field_definitions',
  {
    id: id(),
    shipperId: integer('shipper_id').references(() => shippers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** 'One Select' | 'Multi Select' | 'Date' | 'Date and Time' | 'Number' | 'text' (spec 2 §3). */
    type: text('type').notNull(),
    /** 'Large' (full width) | 'Small'. */
    size: text('size').notNull().default('Small'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created: created(),
  },
  (t) => [index('custom_field_definitions_shipper_idx').on(t.shipperId, t.position)],
);

// ── shipments ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A place the load goes through as its shipment row keeps it, `shipping…` for the pickup and `receiving…` for the
 * delivery: the company's address and contact at save time, the dock's note and requirements, where it is.
 */
const placeSnapshot = <P extends 'shipping' | 'receiving'>(p: P) =>
  prefixed(p, {
    address1: text(`${p}_address1`).notNull().default(''),
    address2: text(`${p}_address2`).notNull().default(''),
    city: text(`${p}_city`).notNull().default(''),
    state: text(`${p}_state`).notNull().default(''),
    country: text(`${p}_country`).notNull().default('United States'),
    zipCode: text(`${p}_zip_code`).notNull().default(''),
    contactName: text(`${p}_contact_name`),
    contactEmail: text(`${p}_contact_email`),
    contactPhone: text(`${p}_contact_phone`),
    contactPhone2: text(`${p}_contact_phone2`),
    contactFax: text(`${p}_contact_fax`),
    note: text(`${p}_note`),
    specialReq: text(`${p}_special_req`)
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision(`${p}_latitude`),
    longitude: doublePrecision(`${p}_longitude`),
    /** IANA zone of the place (decision 160): its appointments are wall clocks there. */
    timeZone: text(`${p}_time_zone`),
  });

/**
 * Where the load's bill (`bill…`, what the platform pays the carrier) or invoice (`invoice…`, what the shipper pays)
 * stands, spec 2 §2.14.
 */
const billingPaper = <P extends 'bill' | 'invoice'>(p: P) =>
  prefixed(p, {
    paid: boolean(`${p}_paid`).notNull().default(false),
    uploaded: boolean(`${p}_uploaded`).notNull().default(false),
    date: at(`${p}_date`),
    dueDate: at(`${p}_due_date`),
    paymentDate: at(`${p}_payment_date`),
  });

/** Load numbers: 'HB-' || nextval; human-sized, unique, never reused. */
export const shipmentCodeSeq = pgSequence('shipment_code_seq', { startWith: 240001 });

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    code: text('code')
      .notNull()
      .default(sql`'HB-' || nextval('shipment_code_seq')::text`),
    soNumber: text('so_number'),
    dlsId: text('dls_id'),
    shipperId: belongsTo('shipper_id', () => shippers.id),
    /** The assigned carrier (AssignedTo); null until booked. */
    truckerId: optionalRef('trucker_id', () => truckers.id),
    billToId: optionalRef('bill_to_id', () => addressBook.id),
    statusCode: text('status_code')
      .notNull()
      .default('DF')
      .references(() => loadStatuses.code),
    isDraft: boolean('is_draft').notNull().default(true),
    modeId: integer('mode_id')
      .notNull()
      .references(() => modes.id),
    equipmentTypeId: integer('equipment_type_id').references(() => equipmentTypes.id),
    /** Free-text equipment note of the form (Equipment). */
    equipment: text('equipment'),
    shipmentDate: at('shipment_date').notNull(),
    basicPrice: money('basic_price').notNull().default(0),
    totalPrice: money('total_price').notNull().default(0),
    value: money('value'),
    totalMiles: numeric('total_miles', { precision: 10, scale: 1, mode: 'number' }),
    /** Seconds. */
    drivingTime: integer('driving_time'),
    /** Seconds (the form shows hours). */
    restTime: integer('rest_time').notNull().default(0),
    totalWeight: amount('total_weight'),
    weightType: text('weight_type').notNull().default('LBS'),
    biddingEnabled: boolean('bidding_enabled').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    signatureRequired: boolean('signature_required').notNull().default(true),
    isQuickPay: boolean('is_quick_pay').notNull().default(false),
    sealNumber: text('seal_number'),
    truckNumber: text('truck_number'),
    trailerNumber: text('trailer_number'),
    // Mode 3 (drayage) only.
    isStayWith: boolean('is_stay_with').notNull().default(false),
    containerNumber: text('container_number'),
    releaseNumber: text('release_number'),
    lastFreeDate: at('last_free_date'),
    vesselEta: at('vessel_eta'),
    availableEta: at('available_eta'),
    reportedEmpty: at('reported_empty'),
    // Bill of lading extras.
    customerRefNumber: text('customer_ref_number'),
    proNumber: text('pro_number'),
    /** 'Prepaid' | 'Collect' | 'Third Party Billing'. */
    freightChargeTerms: text('freight_charge_terms').notNull().default('Prepaid'),
    codAmount: money('cod_amount'),

    // Pickup (Shipping*): the company chosen and a snapshot of its address and contact at save time.
    pickupAddressId: optionalRef('pickup_address_id', () => addressBook.id),
    pickupName: text('pickup_name').notNull().default(''),
    pickupNumber: text('pickup_number'),
    reqShipDate: at('req_ship_date'),
    puAppointmentDate: at('pu_appointment_date'),
    puAppointmentToDate: at('pu_appointment_to_date'),
    shippingDepartureDate: at('shipping_departure_date'),
    ...placeSnapshot('shipping'),

    // Delivery (Receiving*).
    destinationAddressId: optionalRef('destination_address_id', () => addressBook.id),
    destinationName: text('destination_name').notNull().default(''),
    destinationNumber: text('destination_number'),
    mabd: at('mabd'),
    delAppointmentDate: at('del_appointment_date'),
    delAppointmentToDate: at('del_appointment_to_date'),
    receivingArrivalDate: at('receiving_arrival_date'),
    ...placeSnapshot('receiving'),

    ...billingPaper('bill'),
    ...billingPaper('invoice'),
    /** Detention terms of the load (issue 40, decision 164): free minutes at a stop and the hourly rate after them. */
    detentionFreeMinutes: integer('detention_free_minutes').notNull().default(120),
    detentionRatePerHour: money('detention_rate_per_hour').notNull().default(50),

    /** Intermediate stops (shipment_stops rows), kept by statement triggers (migration 0002) so the list sorts on it. */
    stopsCount: integer('stops_count').notNull().default(0),
    /** Planned route cache: [{ Latitude, Longitude }], straight or OSRM; null = compute on demand. */
    plannedPolyline: jsonb('planned_polyline'),
    /** 'straight' | 'osrm' — what produced planned_polyline. */
    plannedPolylineSource: text('planned_polyline_source'),
    // Sort keys of the list (decision 043): names of the joined rows, copied by triggers (migration 0005) so every
    // sort of GetLoads walks an index instead of joining 100,000 rows. Never write them, except the seed (bulk).
    shipperName: text('shipper_name'),
    truckerName: text('trucker_name'),
    modeName: text('mode_name'),
    equipmentName: text('equipment_name'),
    /** TotalPrice / TotalMiles, the board's $/mi (null without miles). */
    ratePerMile: money('rate_per_mile').generatedAlwaysAs(sql`case when total_miles > 0 then round(total_price / total_miles, 2) end`),
    /** lower(code + dls id) for the trigram search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(code || ' ' || coalesce(dls_id, ''))`),
    createdBy: optionalRef('created_by', () => users.id),
    created: created(),
    updated: updated(),
    /** Optimistic concurrency: every write bumps it; If-Match / 412 use it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('shipments_code_key').on(t.code),
    // Filters and the default sort of GetLoads (decision 043): each filter index ends with (created, id).
    // Default order + every filter column: counts and Created-ordered pages of any filter combination are
    // index-only scans of this narrow index instead of visits to the wide rows (decision 043).
    index('shipments_list_cover_idx').on(
      t.created,
      t.id,
      t.statusCode,
      t.modeId,
      t.shipperId,
      t.truckerId,
      t.equipmentTypeId,
      t.shipmentDate,
      t.isQuickPay,
      t.billPaid,
      t.dlsId,
    ),
    index('shipments_status_idx').on(t.statusCode, t.created, t.id),
    index('shipments_mode_idx').on(t.modeId, t.created, t.id),
    index('shipments_shipper_idx').on(t.shipperId, t.created, t.id),
    index('shipments_shipper_id_idx').on(t.shipperId, t.id),
    index('shipments_trucker_idx').on(t.truckerId, t.created, t.id),
    index('shipments_trucker_id_idx').on(t.truckerId, t.id),
    index('shipments_equipment_idx').on(t.equipmentTypeId, t.created, t.id),
    index('shipments_quick_pay_idx').on(t.isQuickPay, t.id),
    index('shipments_bill_paid_idx').on(t.billPaid, t.id),
    index('shipments_bill_uploaded_idx').on(t.billUploaded, t.id),
    index('shipments_invoice_paid_idx').on(t.invoicePaid, t.id),
    index('shipments_invoice_uploaded_idx').on(t.invoiceUploaded, t.id),
    index('shipments_status_code_sort_idx').on(t.statusCode, t.id),
    index('shipments_status_rank_sort_idx').on(
      sql`array_position(array['DF','OP','BK','OFP','AT','IT','AR','DL','CL']::text[], ${t.statusCode})`,
      t.id,
    ),
    index('shipments_shipper_name_sort_idx').on(sql`lower(${t.shipperName}) collate "C" nulls first`, t.id),
    index('shipments_trucker_name_sort_idx').on(sql`lower(${t.truckerName}) collate "C" nulls first`, t.id),
    index('shipments_mode_name_sort_idx').on(sql`lower(${t.modeName}) collate "C" nulls first`, t.id),
    index('shipments_equipment_name_sort_idx').on(sql`lower(${t.equipmentName}) collate "C" nulls first`, t.id),
    index('shipments_dls_created_idx')
      .on(t.created, t.id)
      .where(sql`${t.dlsId} is not null`),
    index('shipments_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Sort orders (nulls first ascending, id breaks ties).
    index('shipments_shipment_date_idx').on(t.shipmentDate, t.id),
    index('shipments_dls_id_sort_idx').on(t.dlsId.asc().nullsFirst(), t.id),
    index('shipments_total_price_sort_idx').on(t.totalPrice, t.id),
    index('shipments_from_sort_idx').on(sql`lower(${t.shippingCity}) collate "C"`, t.id),
    index('shipments_from_state_sort_idx').on(sql`lower(${t.shippingState}) collate "C"`, t.id),
    index('shipments_to_sort_idx').on(sql`lower(${t.receivingCity}) collate "C"`, t.id),
    index('shipments_to_state_sort_idx').on(sql`lower(${t.receivingState}) collate "C"`, t.id),
    index('shipments_stops_sort_idx').on(t.stopsCount, t.id),
    index('shipments_bill_date_sort_idx').on(t.billDate.asc().nullsFirst(), t.id),
    index('shipments_bill_due_date_sort_idx').on(t.billDueDate.asc().nullsFirst(), t.id),
    index('shipments_bill_payment_date_sort_idx').on(t.billPaymentDate.asc().nullsFirst(), t.id),
    index('shipments_invoice_date_sort_idx').on(t.invoiceDate.asc().nullsFirst(), t.id),
    index('shipments_invoice_due_date_sort_idx').on(t.invoiceDueDate.asc().nullsFirst(), t.id),
    index('shipments_invoice_payment_date_sort_idx').on(t.invoicePaymentDate.asc().nullsFirst(), t.id),
    // The load board (decision 080): open loads only, a latitude band first (the radius search's bounding box),
    // and the board's sort orders. The origin index also holds the pickup date and equipment, so a radius search is
    // answered by it alone (PostgreSQL otherwise ANDed it with the whole-table date and equipment indexes: 16 → 4 ms).
    index('shipments_board_origin_idx')
      .on(t.shippingLatitude, t.shippingLongitude, t.shipmentDate, t.equipmentTypeId)
      .where(sql`${t.statusCode} = 'OP'`),
    index('shipments_board_pickup_idx')
      .on(t.shipmentDate, t.id)
      .where(sql`${t.statusCode} = 'OP'`),
    index('shipments_board_rate_idx')
      .on(t.ratePerMile, t.id)
      .where(sql`${t.statusCode} = 'OP'`),
    index('shipments_board_price_idx')
      .on(t.totalPrice, t.id)
      .where(sql`${t.statusCode} = 'OP'`),
    check('shipments_prices_range', sql`${t.totalPrice} between 0 and 10000000 and ${t.basicPrice} between 0 and 10000000`),
  ],
);

/**
 * How many loads each status holds, as deltas (decision 128): triggers on shipments append a row per status an
 * insert, delete or status change touches, so no two writers wait on one counter row; the sum per status is the
 * count. `compactStatusCounts` folds the rows into one per status now and then. No foreign key: a delta of a
 * status is written by the trigger of the very statement that checked the shipment's own key.
 */
export const shipmentStatusCounts = pgTable(
  'shipment_status_counts',
  {
    statusCode: text('status_code').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('shipment_status_counts_status_idx').on(t.statusCode)],
);

/** Intermediate stops of a load (the origin and the final receiver are on the shipment row). */
export const shipmentStops = pgTable(
  'shipment_stops',
  {
    id: id(),
    shipmentId: shipmentRef(),
    /** 'Pick-up' | 'Drop'. */
    type: text('type').notNull().default('Pick-up'),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    addressId: optionalRef('address_id', () => addressBook.id),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('United States'),
    zipcode: text('zipcode').notNull().default(''),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactPhone2: text('contact_phone2'),
    contactFax: text('contact_fax'),
    note: text('note'),
    specialReq: text('special_req')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Pick-up stops.
    reqShipDate: at('req_ship_date'),
    pickupNumber: text('pickup_number'),
    sealNumber: text('seal_number'),
    puAppointmentDate: at('pu_appointment_date'),
    puAppointmentToDate: at('pu_appointment_to_date'),
    // Drop stops.
    mabd: at('mabd'),
    destinationNumber: text('destination_number'),
    delAppointmentDate: at('del_appointment_date'),
    delAppointmentToDate: at('del_appointment_to_date'),
    delivered: boolean('delivered').notNull().default(false),
    /** Last tracking event at this stop (tracking stop EventName / EventDate). */
    eventName: text('event_name'),
    eventDate: at('event_date'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA zone of the stop (decision 160). */
    timeZone: text('time_zone'),
    created: created(),
    updated: updated(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('shipment_stops_shipment_idx').on(t.shipmentId, t.position),
    check('shipment_stops_type', sql`${t.type} in ('Pick-up', 'Drop')`),
  ],
);

/** Actual route: positions reported by the carrier. */
export const trackingPoints = pgTable(
  'tracking_points',
  {
    id: bigId(),
    shipmentId: shipmentRef(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    city: text('city'),
    state: text('state'),
    eventName: text('event_name'),
    /** When the position was taken (device clock). */
    eventDate: at('event_date').notNull(),
    /** When the server stored it. */
    recordedAt: at('recorded_at').notNull().defaultNow(),
    /** Positions from the trucker's device (issue 17): metres, metres per second, degrees; null for other points. */
    accuracy: doublePrecision('accuracy'),
    speed: doublePrecision('speed'),
    heading: doublePrecision('heading'),
    /** The device's own RecordedAt, uncorrected: a point sent twice (a resent batch) is stored once. */
    deviceAt: at('device_at'),
  },
  (t) => [
    index('tracking_points_shipment_idx').on(t.shipmentId, t.eventDate, t.id),
    // PGlite. On PostgreSQL the table is partitioned by month of event_date (migration 0024, decision 174): there the
    // key is (id, event_date) and this index also holds event_date; recordPositions refuses a copy under the load's lock.
    uniqueIndex('tracking_points_device_at_idx').on(t.shipmentId, t.deviceAt),
  ],
);

/**
 * A load's route before its raw points were dropped (decision 174): the points older than `until`, simplified as the
 * tracking answer draws them (trip-line.ts), kept for as long as the load.
 */
export const trackingTracks = pgTable('tracking_tracks', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  points: jsonb('points').$type<TrackingPoint[]>().notNull(),
  until: at('until').notNull(),
});

/** Two clocks: `created` = when the move happened (client clock, may be earlier when replayed from offline), `receivedAt` = when the server stored it. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: id(),
    shipmentId: shipmentRef(),
    statusCode: text('status_code')
      .notNull()
      .references(() => loadStatuses.code),
    created: created(),
    receivedAt: at('received_at').notNull().defaultNow(),
    userId: optionalRef('user_id', () => users.id),
  },
  (t) => [index('status_history_shipment_idx').on(t.shipmentId, t.created, t.id)],
);

export const bids = pgTable(
  'bids',
  {
    id: id(),
    shipmentId: shipmentRef(),
    truckerId: belongsTo('trucker_id', () => truckers.id),
    price: money('price').notNull(),
    note: text('note'),
    selected: boolean('selected').notNull().default(false),
    /** 'Open' | 'Accepted' | 'Declined' | 'Withdrawn' (decision 081); Accepted ⇔ selected. */
    status: text('status').notNull().default('Open'),
    created: created(),
    /** Last change of price, note or state. */
    updated: updated(),
  },
  (t) => [
    index('bids_shipment_idx').on(t.shipmentId, t.created),
    index('bids_trucker_idx').on(t.truckerId, t.updated),
    uniqueIndex('bids_one_selected')
      .on(t.shipmentId)
      .where(sql`${t.selected}`),
    // One bid per trucker per load (a withdrawn or declined bid is revived by a new one).
    uniqueIndex('bids_one_per_trucker').on(t.shipmentId, t.truckerId),
    check('bids_status', sql`${t.status} in ('Open', 'Accepted', 'Declined', 'Withdrawn')`),
  ],
);

export type ActivityField = {
  Field: string;
  Type: 'string' | 'decimal' | 'int' | 'bool' | 'date';
  OldValue: string | null;
  NewValue: string | null;
};

/** The Activities modal and the audit trail of a load: who changed what, field by field. */
export const activities = pgTable(
  'activities',
  {
    id: bigId(),
    shipmentId: shipmentRef(),
    userId: optionalRef('user_id', () => users.id),
    /** 'Created' | 'Updated' | 'StatusChanged' | 'Deleted'. */
    action: text('action').notNull(),
    fields: jsonb('fields')
      .$type<ActivityField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the change happened (corrected device time of an offline change, else the server's). */
    created: created(),
    /** When the server received it (two clocks, like status_history). */
    receivedAt: at('received_at').notNull().defaultNow(),
    /**
     * Who may read it besides BackOffice, as what it describes (decision 018): a private attachment's entries only
     * its uploader (this user id); null = every party of the load.
     */
    visibleToUserId: integer('visible_to_user_id'),
    /** Entries about BackOffice-only things (billing documents) are hidden from the load's parties. */
    backOfficeOnly: boolean('back_office_only').notNull().default(false),
  },
  (t) => [index('activities_shipment_idx').on(t.shipmentId, t.created, t.id)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    /** Null for a file not (yet) tied to a load. */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    fileSha256: text('file_sha256')
      .notNull()
      .references(() => files.sha256),
    fileName: text('file_name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => attachmentTypes.id),
    isPublic: boolean('is_public').notNull().default(true),
    /** The uploader: the only one who may change or delete it. */
    userId: optionalRef('user_id', () => users.id),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    created: created(),
  },
  (t) => [index('attachments_shipment_idx').on(t.shipmentId, t.created), index('attachments_file_idx').on(t.fileSha256)],
);

export const shipmentAccessorials = pgTable(
  'shipment_accessorials',
  {
    id: id(),
    shipmentId: shipmentRef(),
    name: text('name').notNull(),
    price: money('price').notNull().default(0),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }),
    total: money('total').notNull().default(0),
    isPercentage: boolean('is_percentage').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('shipment_accessorials_shipment_idx').on(t.shipmentId, t.position)],
);

/** Commodity / line items (spec 2 §3: commodity item, freight and generic line items). */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: id(),
    shipmentId: shipmentRef(),
    purchaseOrder: text('purchase_order'),
    sku: text('sku'),
    packagingId: integer('packaging_id').references(() => packaging.id),
    packagingTypeId: integer('packaging_type_id'),
    packagingGroupId: integer('packaging_group_id'),
    commodity: text('commodity'),
    cube: amount('cube'),
    cubeMode: text('cube_mode'),
    cubeType: text('cube_type'),
    freightClass: numeric('freight_class', { precision: 5, scale: 1, mode: 'number' }),
    freightNmfcClass: text('freight_nmfc_class'),
    nmfc: text('nmfc'),
    handlingAmount: integer('handling_amount'),
    pieces: integer('pieces'),
    spaceReq: amount('space_req'),
    weight: amount('weight'),
    /** 'each' | 'total'. */
    weightMode: text('weight_mode').notNull().default('each'),
    weightType: text('weight_type').notNull().default('LBS'),
    unitCount: integer('unit_count').notNull().default(1),
    quantity: integer('quantity').notNull().default(1),
    unitValue: text('unit_value').notNull().default('in/lbs'),
    /** 'in' | 'cm'. */
    dimensionsType: text('dimensions_type').notNull().default('in'),
    unitOfMeasureId: integer('unit_of_measure_id').notNull().default(4),
    length: amount('length'),
    height: amount('height'),
    width: amount('width'),
    palletTypeId: integer('pallet_type_id'),
    isHazardousMaterial: boolean('is_hazardous_material').notNull().default(false),
    /** Pick-up stop (PickupStopId / StopId) and drop stop (DropStopId / DeliveryStopId); null = origin / receiver. */
    stopId: optionalRef('stop_id', () => shipmentStops.id),
    deliveryStopId: optionalRef('delivery_stop_id', () => shipmentStops.id),
    isPost: boolean('is_post').notNull().default(false),
    created: created(),
  },
  (t) => [index('shipment_items_shipment_idx').on(t.shipmentId, t.id)],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    shipmentId: shipmentRef(),
    body: text('body').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    userId: optionalRef('user_id', () => users.id),
    created: created(),
  },
  (t) => [
    index('notes_shipment_idx').on(t.shipmentId, t.created),
    check('notes_body_length', sql`char_length(${t.body}) between 1 and 400`),
  ],
);

/** Fees deducted from the carrier's bill: Percentage of TotalPrice each. */
export const shipmentFees = pgTable(
  'shipment_fees',
  {
    id: id(),
    shipmentId: shipmentRef(),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('shipment_fees_shipment_idx').on(t.shipmentId)],
);

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: id(),
    shipmentId: shipmentRef(),
    definitionId: belongsTo('definition_id', () => customFieldDefinitions.id),
    value: jsonb('value')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('custom_field_values_key').on(t.shipmentId, t.definitionId)],
);

export type Shipment = typeof shipments.$inferSelect;
export type ShipmentStop = typeof shipmentStops.$inferSelect;
