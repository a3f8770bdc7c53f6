import { Hono } from 'hono';
import { NO_FILE, UPLOAD_LIMIT_MESSAGES } from '../../src/contract/attachments';
import { billingUpdateSchema } from '../../src/contract/billing-update';
import { requireSignedIn } from '../auth/guards';
import { type AppEnv, fileStorageOf } from '../http/env';
import { idempotent } from '../http/idempotency';
import { readUploads } from '../http/multipart';
import { route } from '../http/paths';
import { queryParams } from '../http/query';
import { readValid } from '../http/request';
import { fieldError, messageError } from '../services/errors';
import { discardFiles } from '../services/files';
import { SELECT_TYPE } from '../services/load-attachments';
import { getBill, getInvoice, requireBillableLoad, updateBilling, uploadBillingFiles } from '../services/load-billing';
import { booleanParam } from './attachments';
import { pathId, queryId } from '../http/path-id';

/**
 * Invoice and bill of a load (spec 2 §2.14, decision 042/044). Guards: requireSignedIn + BackOffice through the
 * load access check of the service (unknown load 404, anyone else 403).
 */
export const loadBillingRoutes = new Hono<AppEnv>();

loadBillingRoutes.get(route('/api/Shipments/Invoice/:id'), requireSignedIn, async (c) =>
  c.json(await getInvoice(c.var.deps.db, c.var.user, c.var.deps.config.jwtSecret, pathId(c))),
);

loadBillingRoutes.get(route('/api/Shipments/Bill/:id'), requireSignedIn, async (c) =>
  c.json(await getBill(c.var.deps.db, c.var.user, c.var.deps.config.jwtSecret, pathId(c))),
);

loadBillingRoutes.put(route('/api/Billing/UpdateBilling/:id'), requireSignedIn, idempotent, async (c) =>
  c.json(await updateBilling(c.var.deps.db, c.var.user, pathId(c), await readValid(c, billingUpdateSchema))),
);

/** Query shipmentId, type (BB | BI; without it isBill / isInvoice decide); multipart, repeated `File`. */
loadBillingRoutes.post(route('/api/Billing/Attachment'), requireSignedIn, idempotent, async (c) => {
  const { db, config } = c.var.deps;
  const q = queryParams(c, ['shipmentId', 'type', 'isBill', 'isInvoice']);
  const shipmentId = queryId(q.shipmentId);
  await requireBillableLoad(db, c.var.user, shipmentId);
  const type = q.type?.toUpperCase();
  const isBill = booleanParam(q.isBill, 'IsBill', false);
  const isInvoice = booleanParam(q.isInvoice, 'IsInvoice', false);
  const code = type === 'BB' || type === 'BI' ? type : !type && isBill !== isInvoice ? (isBill ? 'BB' : 'BI') : null;
  if (!code || (code === 'BB' && isInvoice) || (code === 'BI' && isBill)) throw fieldError('TypeId', SELECT_TYPE);
  const received = await readUploads(c.req.raw, config.dataDir, UPLOAD_LIMIT_MESSAGES);
  try {
    if (received.length === 0) throw messageError(400, NO_FILE);
    return c.json(
      await uploadBillingFiles(db, fileStorageOf(c.var.deps), c.var.user, config.jwtSecret, { shipmentId, code, files: received }),
    );
  } finally {
    await discardFiles(received);
  }
});
