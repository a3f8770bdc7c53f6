import { Hono, type Context } from 'hono';
import {
  assignSchema,
  bidInputSchema,
  notificationsReadSchema,
  NOT_A_CARRIER,
  type BoardEligibility,
  type BoardPage,
  type PlacesAnswer,
  TYPEAHEAD_QUERY_KEYS,
  type TruckerOptionsAnswer,
  typeaheadQuerySchema,
} from '../../src/contract/market';
import { isBackOffice, requireRole, requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { readQuery } from '../http/query';
import { readValid } from '../http/request';
import { NOT_FOUND, messageError } from '../services/errors';
import { boardEquipmentTypes, boardLoadById, loadBoard } from '../services/load-board';
import { carrierOfUser, ineligibility, truckerOptions } from '../services/market-access';
import { BOARD_QUERY_KEYS, BOARD_QUERY_LISTS, boardQuerySchema } from '../../src/contract/board-query';
import { type Message, toRef } from '../../src/contract/messages';
import { changeBid, placeBid, truckerBids, withdrawBid } from '../services/market-bids';
import { assignCarrier, bookNow, unassignCarrier } from '../services/market-booking';
import { liveStream } from '../http/event-stream';
import { listNotifications, markNotificationsRead } from '../services/notifications';
import { searchPlaces } from '../services/places';
import { pathId } from '../http/path-id';

/**
 * The trucker's side of the marketplace (issue 16, decisions 080–084). Guards: the board for carriers and
 * BackOffice; bids and Book now for carriers (eligibility in the services: 403 with the reason); Assign and
 * Unassign for BackOffice; the carrier picker for shippers and BackOffice; notifications and the event stream for
 * everyone signed in. Writes accept Idempotency-Key.
 */
export const marketRoutes = new Hono<AppEnv>();

/** May bid and book unless there is a reason not to (decision 120: the reason by id too). */
const eligibility = (reason: Message | null): BoardEligibility =>
  reason ? { CanTake: false, Reason: reason.text, ReasonId: toRef(reason) } : { CanTake: true, Reason: null, ReasonId: null };

/** The viewer on the board: its trucker id (null for BackOffice) and whether it may bid and book. */
async function boardViewer(c: Context<AppEnv>) {
  const user = c.var.user;
  if (isBackOffice(user)) return { truckerId: null, eligibility: eligibility(NOT_A_CARRIER) };
  const carrier = await carrierOfUser(c.var.deps.db, user.id);
  if (!carrier) throw messageError(403, NOT_A_CARRIER);
  const reason = ineligibility(carrier);
  return { truckerId: carrier.truckerId, eligibility: eligibility(reason) };
}

const boardGuard = requireRole('Trucker', 'BackOffice');

marketRoutes.get(route('/api/LoadBoard'), boardGuard, async (c) => {
  const query = readQuery(c, boardQuerySchema, BOARD_QUERY_KEYS, BOARD_QUERY_LISTS);
  const viewer = await boardViewer(c);
  const page = await loadBoard(c.var.deps.db, query, viewer.truckerId);
  return c.json<BoardPage>({ ...page, Eligibility: viewer.eligibility, EquipmentTypes: await boardEquipmentTypes(c.var.deps.db) });
});

marketRoutes.get(route('/api/LoadBoard/Truckers'), requireRole('Shipper', 'BackOffice'), async (c) => {
  const { search } = readQuery(c, typeaheadQuerySchema, TYPEAHEAD_QUERY_KEYS);
  const rows = await truckerOptions(c.var.deps.db, search.toLowerCase());
  return c.json<TruckerOptionsAnswer>({ Truckers: rows });
});

marketRoutes.get(route('/api/LoadBoard/Places'), requireSignedIn, async (c) =>
  c.json<PlacesAnswer>({ Places: await searchPlaces(readQuery(c, typeaheadQuerySchema, TYPEAHEAD_QUERY_KEYS).search) }),
);

marketRoutes.get(route('/api/LoadBoard/:id{[0-9]+}'), boardGuard, async (c) => {
  const viewer = await boardViewer(c);
  const load = await boardLoadById(c.var.deps.db, pathId(c), viewer.truckerId);
  if (!load) throw messageError(404, NOT_FOUND);
  return c.json(load);
});

marketRoutes.post(route('/api/Shipments/:id{[0-9]+}/Bids'), requireSignedIn, idempotent, async (c) => {
  const body = await readValid(c, bidInputSchema);
  return answerWithWrite(c, 201, (db) => placeBid(db, c.var.user, pathId(c), body));
});

// `:id` is the bid's id here and the load's in GET /api/Shipments/Bids/{id}: one path, one parameter name (OpenAPI).
marketRoutes.put(route('/api/Shipments/Bids/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) => {
  const body = await readValid(c, bidInputSchema);
  return answerWithWrite(c, 200, (db) => changeBid(db, c.var.user, pathId(c), body));
});

marketRoutes.delete(route('/api/Shipments/Bids/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  answerWithWrite(c, 200, (db) => withdrawBid(db, c.var.user, pathId(c))),
);

marketRoutes.get(route('/api/Trucker/Bids'), requireSignedIn, async (c) => c.json({ Bids: await truckerBids(c.var.deps.db, c.var.user) }));

marketRoutes.post(route('/api/Shipments/:id{[0-9]+}/Book'), requireSignedIn, idempotent, async (c) =>
  answerWithWrite(c, 200, (db) => bookNow(db, c.var.user, pathId(c))),
);

marketRoutes.put(route('/api/Shipments/:id{[0-9]+}/Assign'), requireRole('BackOffice'), idempotent, async (c) => {
  const { TruckerId } = await readValid(c, assignSchema);
  return c.json(await assignCarrier(c.var.deps.db, c.var.user, pathId(c), TruckerId));
});

marketRoutes.put(route('/api/Shipments/:id{[0-9]+}/Unassign'), requireRole('BackOffice'), idempotent, async (c) =>
  c.json(await unassignCarrier(c.var.deps.db, c.var.user, pathId(c))),
);

marketRoutes.get(route('/api/Notifications'), requireSignedIn, async (c) => c.json(await listNotifications(c.var.deps.db, c.var.user.id)));

marketRoutes.put(route('/api/Notifications/Read'), requireSignedIn, idempotent, async (c) =>
  c.json(await markNotificationsRead(c.var.deps.db, c.var.user.id, await readValid(c, notificationsReadSchema))),
);

marketRoutes.get(route('/api/Events'), requireSignedIn, async (c) => liveStream(c));
