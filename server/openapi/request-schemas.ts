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
import { billingLimitsSchema, quickPayUpdateSchema } from '../../src/contract/partners';
import { addressInputSchema } from '../../src/contract/address-book';
import { postMessageSchema, readSchema } from '../../src/contract/chat';
import { noteInputSchema } from '../../src/contract/notes';
import { itemInputSchema } from '../../src/contract/items';
import { moveStopsSchema, stopInputSchema } from '../../src/contract/stops';
import { acceptGeofenceSchema, adjustDetentionSchema, detentionTermsSchema, quickPayDecisionSchema } from '../../src/contract/pay';
import { POD_MAX_PHOTOS, acceptRateConfirmationSchema } from '../../src/contract/paperwork';
import { shareLinkInputSchema } from '../../src/contract/share';

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
};

/** Multipart bodies, as JSON Schema of the form's parts (decision 162). */
export const MULTIPART_BODIES: Record<string, object> = {
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

/** Routes that answer a PDF (drawn in the language of `lang` or Accept-Language). */
export const PDF_ANSWERS = new Set(['GET /api/shipments/{id}/rateconfirmation', 'GET /api/shipments/{id}/proofofdelivery']);
