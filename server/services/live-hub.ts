import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LIVE_CHANNEL, type LiveNotice } from './hub';

/** The live channel of the app's one hub (server/services/hub.ts, decision 115); these names are kept for callers. */
export { LIVE_CHANNEL, type LiveEvent, type LiveHub, type LiveNotice, type LiveSubscription, createLiveHub } from './hub';

/** Announces a live event in the writer's transaction: it goes out on every node only once committed. */
export async function announceLive(tx: Db, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}
