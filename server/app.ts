import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { Db } from './db/database';
import { requestBodyLimit } from './http/body-limit';
import type { AppDeps, AppEnv } from './http/env';
import { inputErrorOf } from './http/db-errors';
import { getPath, isApiPath } from './http/paths';
import { securityHeaders } from './http/security-headers';
import { serverTiming } from './http/server-timing';
import { serveWebApp } from './http/static';
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
import { searchRoutes } from './routes/search';
import { shipmentRoutes } from './routes/shipments';
import { stopRoutes } from './routes/stops';
import { tokenRoutes } from './routes/token';
import { trackingRoutes } from './routes/tracking';
import { createChatHub } from './services/chat-hub';
import { createLiveHub } from './services/live-hub';
import { ApiError, NOT_FOUND, SERVER_ERROR, messageBody } from './services/errors';
import { createMailer, type Mailer } from './services/mail';

export type AppOptions = {
  db: Db;
  config: Config;
  /** Defaults to the outbox + DATA_DIR/mail mailer. */
  mailer?: Mailer;
  /** Where unexpected errors go (default console.error). */
  logError?: (error: unknown, request: Request) => void;
};

/** Builds the Hono app: middleware, one router per area, the API's 404 and error answers, then the web app. */
export function createApp({ db, config, mailer, logError = defaultLogError }: AppOptions) {
  // The chat hub belongs to this instance: two apps on one database behave like two nodes (decision 047).
  const deps: AppDeps = { db, config, mailer: mailer ?? createMailer({ db, dataDir: config.dataDir, log: config.logMail }), chatHub: createChatHub(db), liveHub: createLiveHub(db) };
  const app = new Hono<AppEnv>({ getPath });

  app.use(serverTiming);
  app.use(securityHeaders);
  app.use(compress());
  app.use(requestBodyLimit);
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  for (const routes of [tokenRoutes, authRoutes, accountRoutes, meRoutes, countriesRoutes, partnersRoutes, partnerActionRoutes, attachmentRoutes, trackingRoutes, loadBillingRoutes]) {
    app.route('/', routes);
  }
  app.route('/', billingRoutes);
  app.route('/', loadsRoutes);
  app.route('/', searchRoutes);
  for (const routes of [marketRoutes, shipmentRoutes, stopRoutes, noteRoutes, chatRoutes]) app.route('/', routes);

  const webApp = serveWebApp(config.distDir);
  app.all('*', (c) => (isApiPath(c.req.path) ? c.json(messageBody(NOT_FOUND), 404) : webApp(c)));
  app.notFound((c) => c.json(messageBody(NOT_FOUND), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(messageBody(error.message || 'The request is invalid.'), error.status);
    }
    const inputError = inputErrorOf(error);
    if (inputError) return c.json(inputError.body, inputError.status);
    logError(error, c.req.raw);
    return c.json(messageBody(SERVER_ERROR), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

function defaultLogError(error: unknown, request: Request): void {
  console.error(`[error] ${request.method} ${new URL(request.url).pathname}`, error);
}
