import type { MiddlewareHandler } from 'hono';
import { deliverRateConfirmations } from '../services/paperwork/rate-confirmation';
import { afterResponse } from './after-response';
import { type AppEnv, fileStorageOf } from './env';

/**
 * After a load write succeeded (book, assign, accept a bid, edit the load or its stops), the rate confirmation
 * versions it recorded are drawn, kept and e-mailed (decision 162) — after the answer, so booking does not wait for a
 * PDF. Any version still undelivered (a node that died in between) goes out with the next write.
 */
export const paperworkDelivery: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 300) return;
  if (!c.req.path.toLowerCase().startsWith('/api/shipments')) return;
  const { deps } = c.var;
  afterResponse(
    () => deliverRateConfirmations({ db: deps.db, storage: fileStorageOf(deps), mailer: deps.mailer, appUrl: deps.config.publicUrl }),
    (error) => deps.logger?.error({ err: error }, 'rate confirmation delivery failed'),
  );
};
