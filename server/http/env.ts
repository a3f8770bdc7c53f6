import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../services/mail';
import type { AuthUser } from '../services/tokens';

/** What every handler can reach: the database, configuration and the mailer. */
export type AppDeps = { db: Db; config: Config; mailer: Mailer };

/** Hono environment: `c.var.deps` always; `c.var.user` behind requireSignedIn. */
export type AppEnv = { Variables: { deps: AppDeps; user: AuthUser } };
