import type { GenericSchema } from 'valibot';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  legacyForgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
} from '../../src/contract/account';
import { loginSchema } from '../../src/contract/auth';
import { bulkIdsSchema, bulkStatusSchema, singleStatusSchema } from '../../src/contract/loads-bulk';
import { loadsExportSchema } from '../../src/contract/loads-export';
import { shipmentInputSchema } from '../../src/contract/shipment-input';
import { positionsBodySchema } from '../../src/contract/positions';
import { cancelSchema, markAsPaidSchema, pauseSchema, startSchema } from '../../src/contract/billing-actions';
import { addressInputSchema } from '../../src/contract/address-book';
import { postMessageSchema, readSchema } from '../../src/contract/chat';
import { noteInputSchema } from '../../src/contract/notes';
import { itemInputSchema } from '../../src/contract/items';
import { moveStopsSchema, stopInputSchema } from '../../src/contract/stops';
import { acceptGeofenceSchema, adjustDetentionSchema, detentionTermsSchema, quickPayDecisionSchema } from '../../src/contract/pay';
import { POD_MAX_PHOTOS, acceptRateConfirmationSchema } from '../../src/contract/paperwork';
import { shareLinkInputSchema } from '../../src/contract/share';
import { billingUpdateSchema } from '../../src/contract/billing-update';
import {
  assignSchema,
  bidInputSchema,
  notificationsReadSchema,
  TYPEAHEAD_QUERY_KEYS,
  typeaheadQuerySchema,
} from '../../src/contract/market';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../src/contract/push';
import { savedSearchInputSchema } from '../../src/contract/saved-searches';
import {
  addShipperSchema,
  billingLimitsSchema,
  LIST_QUERY_KEYS,
  quickPayUpdateSchema,
  shippersQuerySchema,
  truckersQuerySchema,
} from '../../src/contract/partners';
import { BOARD_QUERY_KEYS, BOARD_QUERY_LISTS, boardQuerySchema } from '../../src/contract/board-query';
import { BILLING_QUERY_KEYS, BILLING_QUERY_LISTS, billingQuerySchema } from '../../src/contract/billing-query';
import {
  LOAD_QUERY_KEYS,
  LOAD_QUERY_LISTS,
  PARTY_LOAD_QUERY_KEYS,
  loadsQuerySchema,
  partyLoadsQuerySchema,
} from '../../src/contract/loads-query';
import { THREAD_QUERY_KEYS, threadQuerySchema } from '../../src/contract/chat';
import { TRACKING_QUERY_KEYS, trackingQuerySchema } from '../../src/contract/positions';
import { VIEW_MODEL_QUERY_KEYS, viewModelQuerySchema } from '../../src/contract/shipment-input';
import { FREIGHT_CLASS_QUERY_KEYS, freightClassQuerySchema } from '../../src/contract/freight-class';
import { SEARCH_QUERY_KEYS, searchQuerySchema } from '../../src/contract/search-query';

/**
 * The valibot schema each route validates its JSON body with, by `METHOD path` as the app registers it (lowercase,
 * regexes stripped). The OpenAPI document (decision 097) turns them into JSON Schema; a route not listed here still
 * gets its entry, without a body schema. Add a line when a route starts reading a body through a contract schema.
 */
export const REQUEST_SCHEMAS: Record<string, GenericSchema> = {
  'POST /api/account/forgetpassword': forgotPasswordSchema,
  'POST /api/account/resetpassword': resetPasswordSchema,
  'POST /api/account/confirmemail': confirmEmailSchema,
  'POST /api/auth/login': loginSchema,
  'POST /api/auth/forgot-password': legacyForgotPasswordSchema,
  'PUT /api/me': profileUpdateSchema,
  'PUT /api/truckers/updatequickpay/{id}': quickPayUpdateSchema,
  'PUT /api/shippers/updatebillinglimits': billingLimitsSchema,
  'POST /api/notes': noteInputSchema,
  'POST /api/shipments/stops': stopInputSchema,
  'PUT /api/shipments/stops/{id}': stopInputSchema,
  'PUT /api/shipments/movestops': moveStopsSchema,
  'POST /api/shipments/{id}/detention/acceptgeofence': acceptGeofenceSchema,
  'PUT /api/shipments/{id}/detention/adjust': adjustDetentionSchema,
  'PUT /api/shipments/{id}/detention/terms': detentionTermsSchema,
  'PUT /api/shipments/{id}/quickpay': quickPayDecisionSchema,
  'POST /api/chat/{id}/messages': postMessageSchema,
  'PUT /api/chat/{id}/read': readSchema,
  'POST /api/shipments/items': itemInputSchema,
  'PUT /api/shipments/items/{id}': itemInputSchema,
  'POST /api/address': addressInputSchema,
  'POST /api/shipments': shipmentInputSchema(),
  'PUT /api/shipments/{id}': shipmentInputSchema(),
  'POST /api/billing/subscription/start': startSchema,
  'POST /api/billing/subscription/pause': pauseSchema,
  'POST /api/billing/subscription/cancel': cancelSchema,
  'POST /api/billing/markaspaid': markAsPaidSchema,
  'POST /api/tracking/{id}/positions': positionsBodySchema,
  'POST /api/shipments/bulkdelete': bulkIdsSchema,
  'POST /api/shipments/fetch': bulkIdsSchema,
  'PUT /api/shipments/updatestatus': bulkStatusSchema,
  'PUT /api/shipments/{id}/status': singleStatusSchema,
  'POST /api/admin/exportloads': loadsExportSchema,
  'POST /api/shipments/{id}/rateconfirmation/accept': acceptRateConfirmationSchema,
  'POST /api/shipments/{id}/sharelinks': shareLinkInputSchema,
  'PUT /api/billing/updatebilling/{id}': billingUpdateSchema,
  'POST /api/shipments/{id}/bids': bidInputSchema,
  'PUT /api/shipments/bids/{id}': bidInputSchema,
  'PUT /api/shipments/{id}/assign': assignSchema,
  'PUT /api/notifications/read': notificationsReadSchema,
  'POST /api/push/subscriptions': pushSubscriptionSchema,
  'DELETE /api/push/subscriptions': pushUnsubscribeSchema,
  'POST /api/trucker/savedsearches': savedSearchInputSchema,
  'PUT /api/trucker/savedsearches/{id}': savedSearchInputSchema,
  'POST /api/admin/addshipper': addShipperSchema,
};

/**
 * The query each route reads through `readQuery` (server/http/query.ts), by `METHOD path`: the contract schema, the
 * parameter names and which of them are lists (repeated, `name[]=` or comma-separated). The document turns each
 * property into a query parameter.
 */
export type QuerySchema = { schema: GenericSchema; keys: readonly string[]; lists?: readonly string[] };
export const QUERY_SCHEMAS: Record<string, QuerySchema> = {
  'GET /api/admin/getloads': { schema: loadsQuerySchema, keys: LOAD_QUERY_KEYS, lists: LOAD_QUERY_LISTS },
  'POST /api/admin/exportloads': { schema: loadsQuerySchema, keys: LOAD_QUERY_KEYS, lists: LOAD_QUERY_LISTS },
  'GET /api/shipments/partyloads': { schema: partyLoadsQuerySchema, keys: PARTY_LOAD_QUERY_KEYS, lists: ['modeIds', 'statusIds'] },
  'GET /api/loadboard': { schema: boardQuerySchema, keys: BOARD_QUERY_KEYS, lists: BOARD_QUERY_LISTS },
  'GET /api/loadboard/truckers': { schema: typeaheadQuerySchema, keys: TYPEAHEAD_QUERY_KEYS },
  'GET /api/loadboard/places': { schema: typeaheadQuerySchema, keys: TYPEAHEAD_QUERY_KEYS },
  'GET /api/billing/users': { schema: billingQuerySchema, keys: BILLING_QUERY_KEYS, lists: BILLING_QUERY_LISTS },
  'GET /api/billing/getusersfilter': { schema: billingQuerySchema, keys: BILLING_QUERY_KEYS, lists: BILLING_QUERY_LISTS },
  'GET /api/truckers': { schema: truckersQuerySchema, keys: LIST_QUERY_KEYS },
  'GET /api/shippers': { schema: shippersQuerySchema, keys: LIST_QUERY_KEYS },
  'GET /api/chat/{id}/messages': { schema: threadQuerySchema, keys: THREAD_QUERY_KEYS },
  'GET /api/chat/{id}/stream': { schema: threadQuerySchema, keys: THREAD_QUERY_KEYS },
  'GET /api/tracking/{id}': { schema: trackingQuerySchema, keys: TRACKING_QUERY_KEYS },
  'GET /api/shipments/getviewmodel': { schema: viewModelQuerySchema, keys: VIEW_MODEL_QUERY_KEYS },
  'GET /freightclass/calculateclass': { schema: freightClassQuerySchema, keys: FREIGHT_CLASS_QUERY_KEYS },
  'GET /api/search': { schema: searchQuerySchema, keys: SEARCH_QUERY_KEYS },
};

/** A multipart upload of repeated `File` parts (attachments, billing files, the profile photo). */
const FILES_BODY = {
  type: 'object',
  properties: { File: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
};

/**
 * Writes that take no body: the path (and for some, the query) says everything. The document states it, and the API
 * document's test refuses a write that has neither a body schema nor a place in this list.
 */
export const WRITES_WITHOUT_BODY = new Set([
  'POST /api/account/approve',
  'POST /api/account/lockout',
  'POST /api/auth/logout',
  'PUT /api/attachments/visibility/{id}',
  'POST /api/shipments/{id}/book',
  'PUT /api/shipments/{id}/unassign',
  'PUT /api/shipments/bids/{bidid}/accept',
  'POST /api/shipments/{id}/quickpay',
  'POST /api/shippers/suspendquickpay/{id}',
]);

/** Multipart bodies, as JSON Schema of the form's parts (decision 162). */
export const MULTIPART_BODIES: Record<string, object> = {
  'POST /api/attachments': FILES_BODY,
  'PUT /api/attachments/{id}': FILES_BODY,
  'POST /api/billing/attachment': FILES_BODY,
  'POST /api/billing/billingattachment': FILES_BODY,
  'POST /api/me/photo': FILES_BODY,
  'POST /api/shipments/{id}/proofofdelivery': {
    type: 'object',
    required: ['Signature', 'SignedBy'],
    properties: {
      Signature: { type: 'string', contentMediaType: 'image/png', description: 'The receiver’s signature.' },
      SignedBy: { type: 'string', maxLength: 100, description: 'The receiver’s printed name.' },
      Exceptions: {
        type: 'string',
        contentMediaType: 'application/json',
        description: 'JSON: [{ "Kind": "Over" | "Short" | "Damaged", "Note": "…", "Photos": ["<file name of a Photos part>"] }]',
      },
      Photos: {
        type: 'array',
        maxItems: POD_MAX_PHOTOS,
        items: { type: 'string', contentMediaType: 'image/jpeg' },
        description: 'Pages of the signed BOL (in order) and the exceptions’ photos (named in Exceptions); JPEG or PNG.',
      },
      Created: { type: 'string', format: 'date-time', description: 'When the receiver signed, on the device’s clock.' },
    },
  },
};

/** Form bodies (`application/x-www-form-urlencoded`), as JSON Schema of the fields. */
export const FORM_BODIES: Record<string, object> = {
  'POST /token': {
    type: 'object',
    required: ['grant_type'],
    properties: {
      grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
      username: { type: 'string', description: 'The e-mail address (grant_type=password).' },
      password: { type: 'string', description: 'grant_type=password.' },
      refresh_token: { type: 'string', description: 'grant_type=refresh_token.' },
    },
  },
};

/** Routes that answer a PDF (drawn in the language of `lang` or Accept-Language). */
export const PDF_ANSWERS = new Set(['GET /api/shipments/{id}/rateconfirmation', 'GET /api/shipments/{id}/proofofdelivery']);
