import { Hono } from 'hono';
import { requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { readQuery } from '../http/query';
import { readJson, readValid } from '../http/request';
import { addressInputSchema } from '../../src/contract/address-book';
import { createAddress, readAddress } from '../services/address-book';
import { acceptBid } from '../services/bid-accept';
import { billOfLading } from '../services/bill-of-lading';
import { messageError } from '../services/errors';
import { freightClass } from '../services/freight-class';
import { FREIGHT_CLASS_QUERY_KEYS, freightClassQuerySchema } from '../../src/contract/freight-class';
import { itemInputSchema } from '../../src/contract/items';
import { VIEW_MODEL_QUERY_KEYS, viewModelQuerySchema } from '../../src/contract/shipment-input';
import { createItem, deleteItem, listItems, updateItem } from '../services/shipment-items';
import { getShipment } from '../services/shipment-read';
import { shipmentViewModel } from '../services/shipment-view-model';
import { createShipment, ifMatchVersion, updateShipment } from '../services/shipment-write';
import { message } from '../../src/contract/messages';
import { pathId } from '../http/path-id';

const IF_MATCH_LOAD = message('if_match_load', 'If-Match must be the load Version.');

/**
 * The shipper load form's calls (decision 047), except stops, notes and chat (their own routers). Every handler is
 * signed in; who may do what is decided in the services. Writes accept Idempotency-Key.
 */
export const shipmentRoutes = new Hono<AppEnv>();

shipmentRoutes.get(route('/api/Shipments/GetViewModel'), requireSignedIn, async (c) =>
  c.json(await shipmentViewModel(c.var.deps.db, c.var.user, readQuery(c, viewModelQuerySchema, VIEW_MODEL_QUERY_KEYS).shipperId)),
);

// `:id` is the load's id here and the item's in PUT and DELETE: one path, one parameter name (OpenAPI).
shipmentRoutes.get(route('/api/Shipments/Items/:id{[0-9]+}'), requireSignedIn, async (c) =>
  c.json(await listItems(c.var.deps.db, c.var.user, pathId(c))),
);

shipmentRoutes.post(route('/api/Shipments/Items'), requireSignedIn, idempotent, async (c) =>
  c.json(await createItem(c.var.deps.db, c.var.user, await readValid(c, itemInputSchema))),
);

shipmentRoutes.put(route('/api/Shipments/Items/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  c.json(await updateItem(c.var.deps.db, c.var.user, pathId(c), await readValid(c, itemInputSchema))),
);

shipmentRoutes.delete(route('/api/Shipments/Items/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  c.json(await deleteItem(c.var.deps.db, c.var.user, pathId(c))),
);

shipmentRoutes.put(route('/api/Shipments/Bids/:bidid{[0-9]+}/Accept'), requireSignedIn, idempotent, async (c) =>
  answerWithWrite(c, 200, (db) => acceptBid(db, c.var.user, pathId(c, 'bidid'))),
);

shipmentRoutes.get(route('/api/Shipments/:id{[0-9]+}'), requireSignedIn, async (c) =>
  c.json(await getShipment(c.var.deps.db, c.var.user, pathId(c))),
);

shipmentRoutes.post(route('/api/Shipments'), requireSignedIn, idempotent, async (c) =>
  c.json(await createShipment(c.var.deps.db, c.var.user, await readJson(c))),
);

shipmentRoutes.put(route('/api/Shipments/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  c.json(await updateShipment(c.var.deps.db, c.var.user, pathId(c), await readJson(c), parseIfMatch(c.req.header('if-match')))),
);

function parseIfMatch(header: string | undefined): number | undefined {
  const version = ifMatchVersion(header);
  if (Number.isNaN(version)) throw messageError(400, IF_MATCH_LOAD);
  return version;
}

shipmentRoutes.post(route('/api/Address'), requireSignedIn, idempotent, async (c) =>
  c.json(await createAddress(c.var.deps.db, c.var.user, await readValid(c, addressInputSchema))),
);

shipmentRoutes.get(route('/api/Address/:id{[0-9]+}'), requireSignedIn, async (c) =>
  c.json(await readAddress(c.var.deps.db, c.var.user, pathId(c))),
);

shipmentRoutes.get(route('/api/Dashboard/BOL/:id{[0-9]+}'), requireSignedIn, async (c) =>
  c.json(await billOfLading(c.var.deps.db, c.var.user, pathId(c))),
);

shipmentRoutes.get(route('/FreightClass/CalculateClass'), requireSignedIn, (c) =>
  c.json(freightClass(readQuery(c, freightClassQuerySchema, FREIGHT_CLASS_QUERY_KEYS))),
);
