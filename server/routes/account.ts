import { Hono } from 'hono';
import * as v from 'valibot';
import { confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema } from '../../src/contract/account';
import { publicRoute } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { clientAddress, readJson, readValid } from '../http/request';
import { messageError } from '../services/errors';
import {
  EMAIL_CONFIRMED,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  acceptPasswordResetRequest,
  confirmEmail,
  resetPassword,
} from '../services/account';
import { issueMessage } from '../../src/contract/messages';

/** Account recovery and e-mail confirmation (spec 3 §7). Guard: public — no token on any of these. */
export const accountRoutes = new Hono<AppEnv>();

/** Same answer, in the same time, whether or not the address has an account (no enumeration); throttled. */
accountRoutes.post(route('/api/Account/ForgetPassword'), publicRoute, async (c) => {
  const input = await readValid(c, forgotPasswordSchema);
  await acceptPasswordResetRequest(c.var.deps, input.Email, 'account', clientAddress(c));
  return c.json({ Message: FORGOT_PASSWORD_SENT });
});

/** Single-use, 60-minute token; a used, expired or foreign token is ModelState { Token }. */
accountRoutes.post(route('/api/Account/ResetPassword'), publicRoute, async (c) => {
  const input = await readValid(c, resetPasswordSchema);
  await resetPassword(c.var.deps.db, input);
  return c.json({ Message: PASSWORD_RESET_DONE });
});

/** 400 `{ Message }` (not ModelState) for a missing, used, expired or unknown code. */
accountRoutes.post(route('/api/Account/ConfirmEmail'), publicRoute, async (c) => {
  const parsed = v.safeParse(confirmEmailSchema, await readJson(c));
  if (!parsed.success) throw messageError(400, issueMessage(parsed.issues[0]));
  await confirmEmail(c.var.deps.db, parsed.output.Code);
  return c.json({ Message: EMAIL_CONFIRMED });
});
