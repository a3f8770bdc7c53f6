import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { Db } from './db/database';
import { accessLog } from './http/access-log';
import { requestBodyLimit } from './http/body-limit';
import type { AppDeps, AppEnv } from './http/env';
import { inputErrorOf } from './http/db-errors';
import { healthRoutes } from './http/health';
import { metricsRoutes } from './http/metrics-route';
import { paperworkDelivery } from './http/paperwork-delivery';
import { getPath, isApiPath, isOpsPath } from './http/paths';
import { securityHeaders } from './http/security-headers';
import { serverTiming } from './http/server-timing';
import { serveWebApp } from './http/static';
import { varyOnEncoding } from './http/vary';
import { openApiRoutes } from './openapi/routes';
import { createLifecycle, type Lifecycle } from './ops/lifecycle';
import { createLogger, type Logger } from './ops/logger';
import { createMetrics, type Metrics, type PoolStats } from './ops/metrics';
import { accountRoutes } from './routes/account';
import { attachmentRoutes } from './routes/attachments';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { chatRoutes } from './routes/chat';
import { countriesRoutes } from './routes/countries';
import { loadBillingRoutes } from './routes/load-billing';
import { loadsRoutes } from './routes/loads';
import { marketRoutes } from './routes/market';
import { meRoutes } from './routes/me';
import { noteRoutes } from './routes/notes';
import { partnerActionRoutes } from './routes/partner-actions';
import { partnersRoutes } from './routes/partners';
import { payRoutes } from './routes/pay';
import { pushRoutes } from './routes/push';
import { savedSearchRoutes } from './routes/saved-searches';
import { paperworkRoutes } from './routes/paperwork';
import { searchRoutes } from './routes/search';
import { shareRoutes } from './routes/share';
import { shipmentRoutes } from './routes/shipments';
import { stopRoutes } from './routes/stops';
import { tokenRoutes } from './routes/token';
import { trackingRoutes } from './routes/tracking';
import { ROOT } from './root';
import { createHub } from './services/hub';
import { ApiError, NOT_FOUND, SERVER_ERROR, messageBody } from './services/errors';
import { type FileStorage, storageFromConfig } from './services/file-storage';
import { createMailer, type Mailer } from './services/mail';
import type { MeCache } from './services/me-cache';

export type AppOptions = {
  db: Db;
  config: Config;
  /** Defaults to the outbox + DATA_DIR/mail mailer. */
  mailer?: Mailer;
  /** Where unexpected errors go (default: the logger, with stack and request id). */
  logError?: (error: unknown, request: Request) => void;
  /** Defaults to a pino logger at config.logLevel. */
  logger?: Logger;
  /** Shared with the process that runs the app (graceful shutdown); defaults to a fresh one. */
  lifecycle?: Lifecycle;
  /** The PostgreSQL pool's counters for /metrics. */
  poolStats?: () => PoolStats | null;
  /** Shared with the process's mail worker; defaults to a fresh registry. */
  metrics?: Metrics;
  /** Defaults to STORAGE_URL's store, else DATA_DIR/files. */
  storage?: FileStorage;
  /** GET /api/me's answers kept in memory (decision 130); the caller starts and closes it. Default: none. */
  meCache?: MeCache;
};

/** Builds the Hono app: middleware, one router per area, the API's 404 and error answers, then the web app. */
export function createApp({
  db,
  config,
  mailer,
  logError,
  logger = createLogger(config.logLevel),
  lifecycle = createLifecycle(),
  poolStats,
  metrics,
  storage = storageFromConfig(config),
  meCache,
}: AppOptions) {
  // The hub belongs to this instance: two apps on one database behave like two nodes (decisions 047, 115).
  const hub = createHub(db);
  const deps: AppDeps = {
    db,
    config,
    mailer:
      mailer ??
      createMailer({
        db,
        dataDir: config.dataDir,
        from: config.mailFrom,
        log: config.logMail,
        delivery: config.smtpUrl ? 'queue' : 'files',
      }),
    chatHub: hub.chat,
    liveHub: hub.live,
    logger,
    metrics: metrics ?? createMetrics({ db, lifecycle, poolStats }),
    lifecycle,
    storage,
    meCache,
  };
  const app = new Hono<AppEnv>({ getPath });

  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(accessLog);
  app.use(serverTiming);
  app.use(securityHeaders);
  app.use(compress());
  app.use(varyOnEncoding);
  app.use(requestBodyLimit);
  app.use(paperworkDelivery);

  app.route('/', healthRoutes);
  app.route('/', metricsRoutes);
  for (const routes of [
    tokenRoutes,
    authRoutes,
    accountRoutes,
    meRoutes,
    countriesRoutes,
    partnersRoutes,
    partnerActionRoutes,
    attachmentRoutes,
    trackingRoutes,
    loadBillingRoutes,
  ]) {
    app.route('/', routes);
  }
  app.route('/', billingRoutes);
  app.route('/', loadsRoutes);
  app.route('/', searchRoutes);
  for (const routes of [marketRoutes, payRoutes, shipmentRoutes, stopRoutes, noteRoutes, chatRoutes, paperworkRoutes, shareRoutes])
    app.route('/', routes);
  for (const routes of [savedSearchRoutes, pushRoutes]) app.route('/', routes);

  app.route(
    '/',
    openApiRoutes(() => app.routes, APP_VERSION),
  );

  const webApp = serveWebApp(config.distDir);
  app.all('*', (c) => (isApiPath(c.req.path) || isOpsPath(c.req.path) ? c.json(messageBody(NOT_FOUND), 404) : webApp(c)));
  app.notFound((c) => c.json(messageBody(NOT_FOUND), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(messageBody(error.message || 'The request is invalid.'), error.status);
    }
    const inputError = inputErrorOf(error);
    if (inputError) return c.json(inputError.body, inputError.status);
    if (logError) logError(error, c.req.raw);
    else logger.error({ err: error, requestId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unexpected error');
    return c.json(messageBody(SERVER_ERROR), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

const APP_VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
