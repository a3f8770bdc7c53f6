import { itemBody, shipmentBody, stopBody } from '../../shipments-helpers';
import { EXTREME_TIMES } from './values';

/**
 * What the fuzz suite cannot guess for a route: valid path ids, a valid body to mutate one field at a time, or
 * the body's encoding. Routes not listed get ids 1, 2 and 3, bodies made from the contract's field names, and
 * JSON. A route that no case ever gets past its guard (every answer 401, 403, 404 or 405) fails the suite by
 * name: give it an entry here with ids or a body that reach it.
 */
export type FuzzContext = {
  loadId: number;
  pickupId: number;
  destinationId: number;
  shipperId: number;
  truckerId: number;
  /** The demo shipper's user id (billing calls address partners by user id). */
  userId: number;
  /** The sha256 of a stored profile photo. */
  photoHash: string;
  /** An open load on the board with bidding, and the demo trucker's bid on it. */
  openLoadId: number;
  bidId: number;
  /** A load in transit for the demo trucker, booked an hour ago (it takes positions). */
  tripLoadId: number;
  /** The demo trucker's saved search, and a share link's token to the load (issue 41). */
  savedSearchId: number;
  shareToken: string;
  /** A load booked through the app and delivered with a POD: it has a rate confirmation and a proof of delivery. */
  paperLoadId: number;
};

export type FuzzEntry = {
  params?: (ctx: FuzzContext) => Record<string, string[]>;
  body?: (ctx: FuzzContext) => Record<string, unknown>;
  encoding?: 'json' | 'form' | 'multipart';
  /** An endless stream (SSE): the suite reads the status and headers only. */
  stream?: boolean;
  /** Whole bodies sent as they are, besides the valid body's spoiled fields (lists, null items, extreme times). */
  bodies?: (ctx: FuzzContext) => unknown[];
};

const point = (RecordedAt: string) => ({ Latitude: 32.8, Longitude: -96.8, Accuracy: 10, Speed: null, Heading: null, RecordedAt });
const recently = () => new Date(Date.now() - 10 * 60_000).toISOString();

const load = (ctx: FuzzContext) => ({ id: [String(ctx.loadId)] });

export const FUZZ_TABLE: Record<string, FuzzEntry> = {
  'POST /token': {
    encoding: 'form',
    body: () => ({ grant_type: 'password', username: 'nobody@haulbase.test', password: 'Wrong#Password1' }),
  },
  'ALL /token': { encoding: 'form' },
  'POST /api/auth/login': { body: () => ({ email: 'nobody@haulbase.test', password: 'Wrong#Password1' }) },
  'POST /api/account/forgetpassword': { body: () => ({ Email: 'nobody@haulbase.test' }) },
  'POST /api/auth/forgot-password': { body: () => ({ email: 'nobody@haulbase.test' }) },
  'PUT /api/me': { body: () => ({ FirstName: 'Casey', LastName: 'Nguyen', PhoneNumber: '+1 555 201 3344' }) },
  'POST /api/me/photo': { encoding: 'multipart' },
  'POST /api/attachments': { encoding: 'multipart' },
  'POST /api/billing/attachment': { encoding: 'multipart' },
  'POST /api/billing/billingattachment': { encoding: 'multipart' },
  'POST /api/notes': { body: (ctx) => ({ Body: 'Dock closes at 5 pm', ShipmentId: ctx.loadId, IsPublic: true }) },
  'GET /api/notes/:id{[0-9]+}': { params: load },
  'POST /api/chat/:id{[0-9]+}/messages': { params: load, body: () => ({ Body: 'On my way' }) },
  'GET /api/chat/:id{[0-9]+}/messages': { params: load },
  'PUT /api/chat/:id{[0-9]+}/read': { params: load },
  'GET /api/chat/:id{[0-9]+}/stream': { params: load, stream: true },
  'POST /api/shipments': { body: (ctx) => ({ ...shipmentBody(ctx.pickupId, ctx.destinationId) }) },
  'PUT /api/shipments/:id{[0-9]+}': { params: load, body: (ctx) => ({ ...shipmentBody(ctx.pickupId, ctx.destinationId) }) },
  'POST /api/shipments/items': { body: (ctx) => itemBody(ctx.loadId, { Pieces: 3 }) },
  'POST /api/shipments/stops': { body: (ctx) => stopBody(ctx.loadId, ctx.pickupId) },
  'POST /api/address': {
    body: () => ({
      Name: 'Fuzz Dock',
      Address1: '1 Main St',
      Address2: null,
      Country: 'US',
      State: 'Texas',
      City: 'Austin',
      Zipcode: '73301',
      ContactFirstName: 'Dana',
      ContactLastName: 'Lee',
      ContactEmail: 'dana@example.com',
      ContactPhone: '+15125550100',
      Latitude: 30.27,
      Longitude: -97.74,
    }),
  },
  'PUT /api/shipments/:id{[0-9]+}/status': { params: load, body: () => ({ StatusCode: 'DL' }) },
  'GET /api/shipments/:id{[0-9]+}': { params: load },
  // Detention and pay (issue 40).
  'GET /api/shipments/:id{[0-9]+}/detention': { params: load },
  'POST /api/shipments/:id{[0-9]+}/detention/acceptgeofence': { params: load, body: () => ({ StopKey: 'receiver' }) },
  'PUT /api/shipments/:id{[0-9]+}/detention/adjust': {
    params: load,
    body: () => ({ StopKey: 'receiver', BillableMinutes: 30, Reason: 'Receiver’s gate log' }),
  },
  'PUT /api/shipments/:id{[0-9]+}/detention/terms': { params: load, body: () => ({ FreeMinutes: 120, RatePerHour: 50 }) },
  'GET /api/shipments/:id{[0-9]+}/paystatement': { params: load },
  'GET /api/shipments/:id{[0-9]+}/paystatement/pdf': { params: load },
  'GET /api/shipments/invoice/:id{[0-9]+}/pdf': { params: load },
  'POST /api/shipments/:id{[0-9]+}/quickpay': { params: load },
  'PUT /api/shipments/:id{[0-9]+}/quickpay': { params: load, body: () => ({ Approve: false, Reason: 'Limits reached' }) },
  'GET /api/shipments/activities/:id': { params: load },
  'PUT /api/trucker/savedsearches/:id{[0-9]+}': {
    params: (ctx) => ({ id: [String(ctx.savedSearchId)] }),
    body: () => ({ Name: 'Out of Dallas', Query: {}, Alerts: { InApp: true, Email: true, Push: false } }),
  },
  'DELETE /api/trucker/savedsearches/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.savedSearchId)] }) },
  'GET /api/shipments/:id{[0-9]+}/rateconfirmation': { params: (ctx) => ({ id: [String(ctx.paperLoadId)] }) },
  'GET /api/shipments/:id{[0-9]+}/proofofdelivery': { params: (ctx) => ({ id: [String(ctx.paperLoadId)] }) },
  'GET /api/share/:token': { params: (ctx) => ({ token: [ctx.shareToken] }) },
  'GET /api/shipments/attachments/:id': { params: load },
  'GET /api/tracking/:id': { params: load },
  'GET /api/shipments/items/:shipmentid{[0-9]+}': { params: (ctx) => ({ shipmentid: [String(ctx.loadId)] }) },
  'GET /api/shipments/stops/:id{[0-9]+}': { params: load },
  'GET /api/billing/contracts/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.userId)] }) },
  'GET /api/billing/subscription/getrenew/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.userId)] }) },
  'GET /api/billing/details/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.userId)] }) },
  'GET /api/photos/:hash': { params: (ctx) => ({ hash: [ctx.photoHash] }) },
  'GET /api/shippers/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.shipperId)] }) },
  'GET /api/truckers/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.truckerId)] }) },
  'GET /api/loadboard/:id{[0-9]+}': { params: (ctx) => ({ id: [String(ctx.openLoadId)] }) },
  'DELETE /api/shipments/bids/:bidid{[0-9]+}': { params: (ctx) => ({ bidid: [String(ctx.bidId)] }) },
  // The marketplace and the trip (issue 36)
  'POST /api/shipments/:id{[0-9]+}/bids': {
    params: (ctx) => ({ id: [String(ctx.openLoadId)] }),
    body: () => ({ Price: 2100, Note: 'Team drivers' }),
    bodies: () => [{ Price: 0.004 }, { Price: null }, [null], { Price: 2100, Note: null }],
  },
  'PUT /api/shipments/bids/:bidid{[0-9]+}': {
    params: (ctx) => ({ bidid: [String(ctx.bidId)] }),
    body: () => ({ Price: 2300, Note: null }),
    bodies: () => [{ Price: 0.004 }, [null]],
  },
  'PUT /api/shipments/bids/:bidid{[0-9]+}/accept': { params: (ctx) => ({ bidid: [String(ctx.bidId)] }) },
  'POST /api/shipments/:id{[0-9]+}/book': { params: (ctx) => ({ id: [String(ctx.openLoadId)] }) },
  'GET /api/shipments/bids/:id': { params: (ctx) => ({ id: [String(ctx.openLoadId)] }) },
  'POST /api/tracking/:id{[0-9]+}/positions': {
    params: (ctx) => ({ id: [String(ctx.tripLoadId)] }),
    bodies: () => [
      [null],
      [null, point(recently())],
      ...EXTREME_TIMES.map((t) => [point(t)]),
      [point(recently()), point(recently())],
      [{ ...point(recently()), Latitude: null }],
      [point(recently())],
    ],
  },
};
