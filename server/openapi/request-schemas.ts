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
  'POST /api/shipments/{id}/sharelinks': shareLinkInputSchema,
};
