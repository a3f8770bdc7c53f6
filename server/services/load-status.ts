import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { enqueueLoadAlert } from './load-alerts';
import { notifyOffered } from './load-offers';
import { LOAD_STATUS_CODES, STATUS_MOVES, type LoadStatusCode } from '../../src/contract/loads';
import { EVENT_TRACKING, type TrackingEvent } from '../../src/contract/positions';
import { shipments, shippers, statusHistory } from '../db/schema';
import { recordActivity } from './load-activities';
import type { LoadAccess } from './loads-party';
import { announceLive, type LiveNotice } from './live-hub';
import { notify } from './notifications';
import { fillTripTimes } from './trip-times';
import { recomputeEta, recordArrivals } from './eta';
import { NOT_FOUND } from './errors';
import { type Message, message, template } from '../../src/contract/messages';

/**
 * The load status machine of decision 042 — the only place that decides a move. `canMove` is pure;
 * `applyStatusChange` performs an allowed move inside the caller's transaction.
 */

export const STATUS_CODES = LOAD_STATUS_CODES;
export type StatusCode = LoadStatusCode;

export const STATUS_NAMES: Record<StatusCode, string> = {
  DF: 'Draft',
  OP: 'Open',
  BK: 'Booked',
  OFP: 'En route to pickup',
  AT: 'At pickup',
  IT: 'In transit',
  AR: 'At delivery',
  DL: 'Delivered',
  CL: 'Cancelled',
};

export const isStatusCode = (value: unknown): value is StatusCode =>
  typeof value === 'string' && (STATUS_CODES as readonly string[]).includes(value);

/** Statuses a trucker carries a load in (the load has an assigned trucker). */
export const CARRIED_STATUSES: readonly StatusCode[] = ['BK', 'OFP', 'AT', 'IT', 'AR', 'DL'];

const shipperMove: readonly LoadAccess[] = ['owner', 'admin'];

/** from → to → who may make the move (the contract's table, shared with the screens' menus). */
const MOVES: Partial<Record<StatusCode, Partial<Record<StatusCode, readonly LoadAccess[]>>>> = STATUS_MOVES;

/**
 * Moves made as the consequence of another action rather than picked from a status menu: accepting a bid books
 * the load for its owner too (decision 047 §Accept bid), which the plain OP → BK move (BackOffice only) does not allow.
 */
export type MoveVia = 'accept-bid' | 'book-now' | 'unassign';
const MOVES_VIA: Record<MoveVia, Partial<Record<StatusCode, Partial<Record<StatusCode, readonly LoadAccess[]>>>>> = {
  'accept-bid': { OP: { BK: shipperMove } },
  // Book now (decision 084): the carrier that has just been set on the load books it at the posted price.
  'book-now': { OP: { BK: ['carrier'] } },
  // BackOffice returns a booked load to the board (decision 084).
  unassign: { BK: { OP: ['admin'] } },
};

/** The status names and the refusals of the machine (decision 120: by id, names and lists as values). */
const STATUS_LABELS: Record<StatusCode, Message> = {
  DF: message('load_status_draft', 'Draft'),
  OP: message('load_status_open', 'Open'),
  BK: message('load_status_booked', 'Booked'),
  OFP: message('load_status_en_route', 'En route to pickup'),
  AT: message('load_status_at_pickup', 'At pickup'),
  IT: message('load_status_in_transit', 'In transit'),
  AR: message('load_status_at_delivery', 'At delivery'),
  DL: message('load_status_delivered', 'Delivered'),
  CL: message('load_status_cancelled', 'Cancelled'),
};
const WHO: Record<LoadAccess, Message> = {
  admin: message('who_staff', 'Haulbase staff'),
  owner: message('who_shipper', "the load's shipper"),
  carrier: message('who_trucker', "the load's trucker"),
};
const OR_LIST = template('list_or', '{first} or {last}');
const COMMA_LIST = template('list_comma', '{first}, {next}');
const UNKNOWN_MOVE = template('status_unknown_move', 'Cannot change status from {from} to {to}.');
const SAME_STATUS = template('status_unchanged', 'The load is already {status}; nothing was changed.');
const FINAL_STATUS = template(
  'status_final',
  'The load is {status}: its status cannot change any more. Reload the load to see its latest status.',
);
const NO_TRUCKER = message(
  'status_no_trucker',
  'The load has no trucker yet: it is booked when a bid is accepted. Accept a bid from the Bids menu first.',
);
const ONLY_WHO = template('status_only_who', 'Only {who} can set a load to {status}.');
const ONLY_WHO_BOOK = template(
  'status_only_who_book',
  'Only {who} can set a load to {status}. To book it, accept a bid from the Bids menu.',
);
const NOT_FROM = template(
  'status_not_from',
  'The load is {from} now, so it cannot be set to {to}. Reload the load to see its latest status.',
);
const NOT_FROM_NEXT = template(
  'status_not_from_next',
  'The load is {from} now, so it cannot be set to {to}. From {from} it can go to {next}. Reload the load to see its latest status.',
);
const VERSION_CHANGED = message('status_load_changed', 'The load was changed by someone else.');

/** "A", "A or B", "A, B or C" (each a message, the list one too). */
function orList(items: Message[]): Message {
  if (items.length < 2) return items[0];
  const head = items.slice(0, -1).reduce((first, next) => COMMA_LIST({ first, next }));
  return OR_LIST({ first: head, last: items.at(-1)! });
}

/**
 * Why a move is refused and what the user can do about it (issue 15 item 15), e.g. "The load is At delivery now, so it
 * cannot be set to In transit. From At delivery it can go to Delivered. Reload the load to see its latest status."
 */
export function refusedMessage(from: string, to: string, actor: LoadAccess | null = null, options: { hasTrucker?: boolean } = {}): Message {
  if (!isStatusCode(from) || !isStatusCode(to)) return UNKNOWN_MOVE({ from, to });
  const [now, wanted] = [STATUS_LABELS[from], STATUS_LABELS[to]];
  if (from === to) return SAME_STATUS({ status: now });
  if (from === 'DL' || from === 'CL') return FINAL_STATUS({ status: now });
  const allowed = MOVES[from]?.[to];
  if (allowed && actor && allowed.includes(actor) && to === 'BK' && !options.hasTrucker) return NO_TRUCKER;
  if (allowed && !(actor && allowed.includes(actor))) {
    const who = orList(allowed.map((a) => WHO[a]));
    return (to === 'BK' && actor === 'owner' ? ONLY_WHO_BOOK : ONLY_WHO)({ who, status: wanted });
  }
  const next = actor ? STATUS_CODES.filter((code) => MOVES[from]?.[code]?.includes(actor)).map((code) => STATUS_LABELS[code]) : [];
  return next.length ? NOT_FROM_NEXT({ from: now, to: wanted, next: orList(next) }) : NOT_FROM({ from: now, to: wanted });
}

export type MoveVerdict = { ok: true } | { ok: false; message: Message };

/** Whether `actor` may move a load from `from` to `to`. BK also needs an assigned trucker. */
export function canMove(
  from: string,
  to: string,
  actor: LoadAccess | null,
  options: { hasTrucker?: boolean; via?: MoveVia } = {},
): MoveVerdict {
  const moves = options.via ? MOVES_VIA[options.via] : MOVES;
  const allowed = isStatusCode(from) && isStatusCode(to) ? moves[from]?.[to] : undefined;
  const refused = () => ({ ok: false as const, message: refusedMessage(from, to, actor, options) });
  if (!actor || !allowed || !allowed.includes(actor)) return refused();
  if (to === 'BK' && !options.hasTrucker) return refused();
  return { ok: true };
}

/** The statuses `actor` may move a load to from `from` (for menus). */
export function nextStatuses(from: string, actor: LoadAccess | null, options: { hasTrucker?: boolean } = {}): StatusCode[] {
  return STATUS_CODES.filter((to) => canMove(from, to, actor, options).ok);
}

export type StatusChangeInput = {
  shipmentId: number;
  to: string;
  actor: LoadAccess | null;
  userId: number | null;
  /** When the move happened (offline replay: the client's time); defaults to now. */
  at?: Date;
  /** Optimistic concurrency: refuse when the load's version is no longer this one. */
  expectedVersion?: number;
  /** The action this move is part of (see MoveVia); unset = a plain status change. */
  via?: MoveVia;
};

export type StatusChangeResult =
  | { ok: true; id: number; statusCode: StatusCode; status: string; version: number }
  | { ok: false; reason: 'not-found' | 'refused' | 'version'; message: Message; current?: StatusCode };

/**
 * Moves one load (row-locked) through the machine: updates the status, draft flag and version, writes a
 * status-history row (both clocks) and a StatusChanged activity. Call inside a transaction.
 */
export async function applyStatusChange(tx: Db, input: StatusChangeInput): Promise<StatusChangeResult> {
  const [load] = await tx
    .select({ statusCode: shipments.statusCode, truckerId: shipments.truckerId, version: shipments.version })
    .from(shipments)
    .where(eq(shipments.id, input.shipmentId))
    .for('update');
  if (!load) return { ok: false, reason: 'not-found', message: NOT_FOUND };
  if (input.expectedVersion !== undefined && input.expectedVersion !== load.version)
    return { ok: false, reason: 'version', message: VERSION_CHANGED };
  const verdict = canMove(load.statusCode, input.to, input.actor, { hasTrucker: load.truckerId !== null, via: input.via });
  if (!verdict.ok) return { ok: false, reason: 'refused', message: verdict.message, current: load.statusCode as StatusCode };
  const to = input.to as StatusCode;
  const now = new Date();
  const [updated] = await tx
    .update(shipments)
    .set({ statusCode: to, isDraft: to === 'DF', updated: now, version: sql`${shipments.version} + 1` })
    .where(and(eq(shipments.id, input.shipmentId), eq(shipments.version, load.version)))
    .returning({ version: shipments.version });
  // A move happens after the move before it: a device time (already corrected for the clock error) earlier than the
  // previous move's is network delay noise, not history, so the history keeps the machine's order.
  const [previous] = await tx
    .select({ created: statusHistory.created })
    .from(statusHistory)
    .where(eq(statusHistory.shipmentId, input.shipmentId))
    .orderBy(desc(statusHistory.created))
    .limit(1);
  const happened = input.at ?? now;
  const created = previous && previous.created > happened ? previous.created : happened;
  await tx.insert(statusHistory).values({ shipmentId: input.shipmentId, statusCode: to, created, receivedAt: now, userId: input.userId });
  const tripFields = await fillTripTimes(tx, input.shipmentId, to, created);
  await recordArrivals(tx, input.shipmentId, to, created);
  await recomputeEta(tx, input.shipmentId, now);
  await recordActivity(tx, {
    shipmentId: input.shipmentId,
    userId: input.userId,
    action: 'StatusChanged',
    created,
    fields: [
      {
        Field: 'Status',
        Type: 'string',
        OldValue: STATUS_NAMES[load.statusCode as StatusCode] ?? load.statusCode,
        NewValue: STATUS_NAMES[to],
      },
      ...tripFields,
    ],
  });
  if (input.actor !== 'owner') await notifyShipperOfStatus(tx, input.shipmentId, to);
  // One rule for every path that posts a private load (the form, PUT …/Status, UpdateStatus): its carriers are told.
  if (to === 'OP') {
    await notifyOffered(tx, input.shipmentId);
    // …and saved searches are matched against it once this transaction commits (decision 166).
    await enqueueLoadAlert(tx, input.shipmentId);
  }
  await announceToStaff(tx, input.shipmentId);
  return { ok: true, id: input.shipmentId, statusCode: to, status: STATUS_NAMES[to], version: updated.version };
}

/** Staff's open tracking pages of the load read it again (the status and trip times changed), as they do for positions. */
async function announceToStaff(tx: Db, shipmentId: number): Promise<void> {
  const data: TrackingEvent = { ShipmentId: shipmentId };
  const notice: LiveNotice = { u: [], admins: true, e: EVENT_TRACKING, d: data };
  await announceLive(tx, notice);
}

/** A move the shipper did not make itself is one of "my loads" changing: tell its shipper (decision 083). */
async function notifyShipperOfStatus(tx: Db, shipmentId: number, to: StatusCode): Promise<void> {
  const [row] = await tx
    .select({ userId: shippers.userId, code: shipments.code })
    .from(shipments)
    .innerJoin(shippers, eq(shippers.id, shipments.shipperId))
    .where(eq(shipments.id, shipmentId));
  if (row)
    await notify(tx, [
      { userId: row.userId, kind: 'StatusChanged', shipmentId, code: row.code, data: { StatusCode: to, Status: STATUS_NAMES[to] } },
    ]);
}
