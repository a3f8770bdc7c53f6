import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../../../server/app';
import { isEmpty, openPglite, openPostgres } from '../../../server/db/database';
import { shipments, users } from '../../../server/db/schema';
import { signAccessToken } from '../../../server/services/tokens';
import { killWhenAnswersAreStored } from './answer-fault';
import { insertLoad } from './detail-loads';
import { SHIPPER, seedTestData } from './fixtures';
import { testConfig } from './harness';

/**
 * The crash test's child: a real server process on CRASH_DATA_DIR (PGlite, started from the test template) or
 * CRASH_DATABASE_URL, with the test fixture data. Prints one line `READY {"port","token","loadId"}` when it listens.
 * The parent kills it with SIGKILL and starts it again on the same data. CRASH_AT_ANSWERS=n (PostgreSQL): it kills
 * itself once n writes are storing their Idempotency-Key's answer (support/answer-fault.ts).
 */
const dataDir = process.env.CRASH_DATA_DIR!;
const url = process.env.CRASH_DATABASE_URL;
const template = process.env.CRASH_TEMPLATE;
mkdirSync(dataDir, { recursive: true });
if (process.env.CRASH_AT_ANSWERS) killWhenAnswersAreStored(Number(process.env.CRASH_AT_ANSWERS));
const pgliteDir = join(dataDir, 'pglite');
const database = url
  ? openPostgres({ databaseUrl: url, poolSize: 8 })
  : openPglite({
      pgliteDir,
      pgliteLoad: !existsSync(join(pgliteDir, 'PG_VERSION')) && template ? new Blob([await readFile(template)]) : undefined,
    });
await database.migrate();
if (await isEmpty(database.db)) await seedTestData(database.db);
const [shipper] = await database.db.select().from(users).where(eq(users.email, SHIPPER));
let [load] = await database.db
  .select({ id: shipments.id })
  .from(shipments)
  .where(eq(shipments.sealNumber, 'CRASH-TEST'))
  .orderBy(desc(shipments.id))
  .limit(1);
if (!load) {
  const id = await insertLoad(database.db, { statusCode: 'IT' });
  await database.db.update(shipments).set({ sealNumber: 'CRASH-TEST' }).where(eq(shipments.id, id));
  load = { id };
}
const config = testConfig(dataDir);
const app = createApp({ db: database.db, config, logError: (error) => console.error('[crash-server]', error) });
const token = await signAccessToken({ id: shipper.id, email: shipper.email, roles: ['Shipper'] }, config.jwtSecret);
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.info(`READY ${JSON.stringify({ port: info.port, token, loadId: load.id })}`);
});
