import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The live channel of the app's one hub (server/services/hub.ts, decision 115): writers announce here, the hub
 * delivers. Writers need none of the hub, so this module imports nothing of it.
 */
export const LIVE_CHANNEL = 'haulbase_live';

/** What a live notification carries: the recipients (`u`), whether every BackOffice tab gets it too, the event. */
export type LiveNotice = { u: number[]; admins?: boolean; e: string; d: unknown; id?: string };

/** Announces a live event in the writer's transaction: it goes out on every node only once committed. */
export async function announceLive(tx: Db, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}
