import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from './env';
import { HEALTH_PATHS } from './paths';

/**
 * One log line and one metrics observation per request (decisions 092, 093). The request id is the caller's
 * `X-Request-Id` when it looks like one (1–128 of letters, digits and `-_.:`), else a new UUID; it is sent back in
 * `X-Request-Id` and appears on every log line of the request. Probes and scrapes log at debug only.
 */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const QUIET = new Set<string>([...HEALTH_PATHS, '/metrics']);

/** A registered path without its parameters' regular expressions: `/api/notes/:id{[0-9]+}` → `/api/notes/:id`. */
export const plainPattern = (path: string) => path.replace(/(:\w+)\{(?:[^{}]|\{[^{}]*\})*\}/g, '$1');

/** The pattern of the route that answered ('*' for the web app and the 404s), so ids never reach labels. */
export function routePattern(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex] ?? routes[routes.length - 1];
  const path = answered?.path ?? '*';
  return path === '/*' ? '*' : plainPattern(path);
}

/** The caller's `X-Request-Id` when it looks like one, else a new UUID. */
export const requestIdOf = (given: string | undefined) => (given && REQUEST_ID.test(given) ? given : randomUUID());

type Answered = { requestId: string; userId: number | null; method: string; path: string; route: string; status: number; ms: number };

/** The request's log line and metrics observation (the app's middleware and the node-level asset answers). */
export function recordRequest(deps: Pick<AppDeps, 'logger' | 'metrics'>, answered: Answered, replayed = false): void {
  const { requestId, userId, method, path, route, status, ms } = answered;
  deps.metrics?.observeRequest(method, route, status, ms / 1000, replayed);
  const level = QUIET.has(path) ? 'debug' : status >= 500 ? 'error' : 'info';
  deps.logger?.[level]({ requestId, userId, method, route, status, ms: Math.round(ms * 10) / 10 }, 'request');
}

export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = requestIdOf(c.req.header('x-request-id'));
  c.set('requestId', requestId);
  try {
    await next();
  } finally {
    const status = c.res.status;
    c.res.headers.set('X-Request-Id', requestId);
    const answered = {
      requestId,
      userId: c.get('user')?.id ?? null,
      method: c.req.method,
      path: c.req.path,
      route: routePattern(c),
      status,
      ms: performance.now() - started,
    };
    recordRequest(c.var.deps, answered, c.res.headers.get('idempotent-replayed') === 'true');
  }
};
