import { Hono, type Context } from 'hono';
import { billingLimitsSchema, quickPayUpdateSchema } from '../../src/contract/partners';
import { requireRole } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { pathIdOr404 } from '../http/path-id';
import { parseId } from '../../src/contract/ids';
import { route } from '../http/paths';
import { queryParams } from '../http/query';
import { readJson, readValid } from '../http/request';
import { fieldError } from '../services/errors';
import {
  approveAccount,
  lockOutAccount,
  suspendShipperQuickPay,
  updateBillingLimits,
  updateTruckerQuickPay,
} from '../services/partners-actions';
import { addShipper } from '../services/partners-add-shipper';
import { SHIPPER_NOT_FOUND, TRUCKER_NOT_FOUND } from '../services/partners-profile';
import { labelNotValid, labelRequired } from '../../src/contract/fields';
import { fieldTrueOrFalse } from '../../src/contract/load-fields';

/**
 * BackOffice actions on accounts and partners (decision 003). Guard: requireRole('BackOffice') on every route,
 * then `idempotent` (an Idempotency-Key makes a replay answer the stored result). Each answers 200 { Message }.
 */
export const partnerActionRoutes = new Hono<AppEnv>();

const backOffice = [requireRole('BackOffice'), idempotent] as const;

/** `?id=` — the user (account) id; a missing or malformed id is ModelState { id }. */
function accountId(c: Context<AppEnv>): number {
  const raw = queryParams(c, ['id'] as const).id?.trim() ?? '';
  if (raw === '') throw fieldError('id', labelRequired({ label: 'id' }));
  const id = parseId(raw);
  if (id === null) throw fieldError('id', labelNotValid({ label: 'id' }));
  return id;
}

partnerActionRoutes.post(route('/api/Account/Approve'), ...backOffice, async (c) =>
  c.json({ Message: await approveAccount(c.var.deps.db, c.var.user, accountId(c)) }),
);

partnerActionRoutes.post(route('/api/Account/LockOut'), ...backOffice, async (c) => {
  const id = accountId(c);
  const raw = (queryParams(c, ['lockOut'] as const).lockOut ?? '').trim().toLowerCase();
  if (raw !== 'true' && raw !== 'false') throw fieldError('lockOut', fieldTrueOrFalse({ field: 'lockOut' }));
  return c.json({ Message: await lockOutAccount(c.var.deps.db, c.var.user, id, raw === 'true') });
});

partnerActionRoutes.put(route('/api/Truckers/updateQuickPay/:id{[0-9]+}'), ...backOffice, async (c) => {
  const truckerId = pathIdOr404(c, TRUCKER_NOT_FOUND);
  const input = await readValid(c, quickPayUpdateSchema);
  return c.json({ Message: await updateTruckerQuickPay(c.var.deps.db, c.var.user, truckerId, input.SignAgreementDate) });
});

partnerActionRoutes.post(route('/api/Shippers/suspendQuickPay/:id{[0-9]+}'), ...backOffice, async (c) =>
  c.json({ Message: await suspendShipperQuickPay(c.var.deps.db, c.var.user, pathIdOr404(c, SHIPPER_NOT_FOUND)) }),
);

partnerActionRoutes.put(route('/api/Shippers/UpdateBillingLimits'), ...backOffice, async (c) => {
  const input = await readValid(c, billingLimitsSchema);
  return c.json({ Message: await updateBillingLimits(c.var.deps.db, c.var.user, input) });
});

partnerActionRoutes.post(route('/api/admin/addShipper'), ...backOffice, async (c) =>
  c.json(await addShipper(c.var.deps, c.var.user, await readJson(c))),
);
