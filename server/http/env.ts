import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ChatHub } from '../services/chat-hub';
import type { LiveHub } from '../services/live-hub';
import type { Mailer } from '../services/mail';
import type { AuthUser } from '../services/tokens';

/**
 * What every handler can reach: the database, configuration, the mailer and this instance's chat hub
 * and live-events hub (createApp always sets them; tests that build deps by hand for other middleware may leave it out).
 */
export type AppDeps = { db: Db; config: Config; mailer: Mailer; chatHub?: ChatHub; liveHub?: LiveHub };

/** Hono environment: `c.var.deps` always; `c.var.user` behind requireSignedIn. */
export type AppEnv = { Variables: { deps: AppDeps; user: AuthUser } };
