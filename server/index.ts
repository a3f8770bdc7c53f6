import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { isEmpty, openDatabase, pgliteMissing } from './db/database';
import { refreshStatistics } from './db/maintenance';
import { pruneIdempotencyKeys } from './http/idempotency';
import { syncPaymentStatuses } from './services/billing-account';
import { pruneAttempts } from './services/rate-limit';
import { todayOf } from './services/subscription-state';

/** Starts Haulbase: migrate, seed an empty database, serve API + web app on HOST:PORT. */
const started = performance.now();
const config = loadConfig();

// First start on PGlite: initdb, migrations and the seed run in a child process. They need several hundred MB
// that WebAssembly never hands back; in a child that memory is returned when it exits.
if (!config.databaseUrl && pgliteMissing(config.dataDir)) {
  console.info(`[start] new database in ${config.dataDir}/pglite: creating, migrating and seeding (one time)`);
  const seedCli = fileURLToPath(new URL('./db/seed-cli.ts', import.meta.url));
  const child = spawnSync(process.execPath, [...process.execArgv, seedCli, '--if-empty'], { stdio: 'inherit', env: process.env });
  if (child.status !== 0) throw new Error(`First-start seeding failed (exit ${child.status ?? child.signal}).`);
}

const database = openDatabase(config);
await database.migrate();
await database.exclusive(async () => {
  if (!(await isEmpty(database.db))) return;
  const { seedDatabase } = await import('./db/seed'); // loaded only when needed: its data files are large
  const summary = await seedDatabase(database.db, { dataDir: config.dataDir });
  console.info(`[seed] empty database filled: ${summary.users} users, ${summary.countries} countries in ${summary.ms} ms`);
});

// PGlite has no autovacuum: statistics are refreshed at start and hourly (decision 040).
if (database.kind === 'pglite') await refreshStatistics(database.db);

const app = createApp({ db: database.db, config });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  console.info(`Haulbase listening on http://${host}:${info.port} — ${where} — ready in ${Math.round(performance.now() - started)} ms`);
});

/** Hourly housekeeping: old sign-in counters and stored idempotent answers; PGlite statistics. */
const housekeeping = setInterval(() => {
  // Billing: statuses that time changes (a period ending, an unpaid period falling past due) reach the partner lists.
  Promise.all([pruneAttempts(database.db), pruneIdempotencyKeys(database.db), syncPaymentStatuses(database.db, todayOf(new Date()))])
    .then(() => (database.kind === 'pglite' ? refreshStatistics(database.db) : undefined))
    .catch((error) => console.error('[housekeeping]', error));
}, 3600_000);
housekeeping.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: closing`);
  clearInterval(housekeeping);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
