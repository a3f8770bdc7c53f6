import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Lifecycle } from '../ops/lifecycle';
import type { Logger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import type { ChatHub, LiveHub } from '../services/hub';
import { type FileStorage, localStorage } from '../services/file-storage';
import type { Mailer } from '../services/mail';
import type { MeCache } from '../services/me-cache';
import type { AuthUser } from '../services/tokens';

/**
 * What every handler can reach: the database, configuration, the mailer and the two channels of this instance's hub
 * (chat and live events, server/services/hub.ts) (createApp always sets them; tests that build deps by hand for other middleware may leave them
 * out), and the operational parts — logger, metrics, lifecycle (stopping flag, open streams) — which createApp always
 * sets too.
 */
export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  chatHub?: ChatHub;
  liveHub?: LiveHub;
  logger?: Logger;
  metrics?: Metrics;
  lifecycle?: Lifecycle;
  /** Where file bytes live (decision 095); read it through `fileStorageOf`. */
  storage?: FileStorage;
  /** GET /api/me's answers in memory (decision 130); without it every read goes to the database. */
  meCache?: MeCache;
};

/** The app's file store (the local disk under DATA_DIR when deps were built by hand). */
export const fileStorageOf = (deps: AppDeps): FileStorage => deps.storage ?? localStorage(deps.config.dataDir);

/** A write's claim of its Idempotency-Key (server/http/idempotency.ts); `stored` once its answer is in the database. */
export type IdempotencyClaim = { id: number; stored: boolean };

/**
 * Hono environment: `c.var.deps` always; `c.var.user` behind requireSignedIn; `requestId` from the access log;
 * `idempotency` behind `idempotent` when the request sent a key.
 */
export type AppEnv = { Variables: { deps: AppDeps; user: AuthUser; requestId: string; idempotency?: IdempotencyClaim } };
