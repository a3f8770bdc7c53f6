import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { publicRoute } from '../auth/guards';
import { messageBody, UNAUTHORIZED } from '../services/errors';
import type { AppEnv } from './env';

/**
 * GET /metrics in the Prometheus text format (decision 093). With METRICS_TOKEN set, only `Authorization: Bearer
 * <token>` gets it (401 otherwise); without it the path is open, for a scraper on a private network.
 */
export const metricsRoutes = new Hono<AppEnv>();

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

metricsRoutes.get('/metrics', publicRoute, async (c) => {
  const { config, metrics } = c.var.deps;
  if (config.metricsToken) {
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, config.metricsToken)) return c.json(messageBody(UNAUTHORIZED), 401, { 'WWW-Authenticate': 'Bearer' });
  }
  if (!metrics) return c.json(messageBody('Metrics are not collected by this app.'), 404);
  const text = await metrics.registry.metrics();
  return c.text(text, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
});
