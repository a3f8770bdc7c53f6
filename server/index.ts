import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import { type Database, isEmpty, openDatabase, pgliteMissing } from './db/database';
import { backfillTimeZones } from './services/time-zones';
import { compactStatusCounts, ensureTrackingPartitions, refreshStatistics } from './db/maintenance';
import { settled } from './http/after-response';
import { pruneIdempotencyKeys } from './http/idempotency';
import { closeBackupSocket, startBackupSocket } from './ops/backup-socket';
import { createLifecycle } from './ops/lifecycle';
import { createLogger } from './ops/logger';
import { createMetrics } from './ops/metrics';
import { gracefulStop } from './ops/shutdown';
import { ROOT } from './root';
import { type StartupContext, type StartupPhase, StartupFailure, describeStartupFailure } from './ops/startup-errors';
import { syncPaymentStatuses } from './services/billing-account';
import { storageFromConfig } from './services/file-storage';
import { createMailer } from './services/mail';
import { startMeCache } from './services/me-cache';
import { createMailWorker, smtpTransport } from './services/mail-worker';
import { createAlertWorker } from './services/alert-worker';
import { createPushSender } from './services/push';
import { pruneAttempts } from './services/rate-limit';
import { todayOf } from './services/subscription-state';
import { pruneTrackingPoints } from './services/tracking-retention';

/** Starts Haulbase: migrate, seed an empty database, serve API + web app on HOST:PORT; stops gracefully on SIGTERM. */
const started = performance.now();
/** How long an idle kept-alive connection stays open: past the 60 s idle timeout of the usual proxy in front. */
const KEEP_ALIVE_MS = 65_000;
const context: StartupContext = {
  dataDir: resolve(process.env.DATA_DIR || './data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  storageUrl: process.env.STORAGE_URL || undefined,
};

/** Start-up failures: one sentence naming the setting to fix, exit code 1 (the stack only at LOG_LEVEL=debug). */
async function phase<T>(name: StartupPhase, task: () => T | Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    console.error(error instanceof StartupFailure ? error.message : describeStartupFailure(error, name, context));
    if (/^(debug|trace)$/i.test(process.env.LOG_LEVEL ?? '')) console.error(error);
    process.exit(1);
  }
}

/** A write and a delete in DATA_DIR: a read-only or full disk is found before anything else runs. */
function probeDataDir(dataDir: string): void {
  const probe = join(dataDir, `.write-test-${process.pid}`);
  writeFileSync(probe, 'haulbase\n');
  rmSync(probe, { force: true });
}

const config: Config = await phase('data-dir', () => {
  const loaded = loadConfig();
  probeDataDir(loaded.dataDir);
  return loaded;
});
const logger = createLogger(config.logLevel);

// First start on PGlite: initdb, migrations and the seed run in a child process. They need several hundred MB
// that WebAssembly never hands back; in a child that memory is returned when it exits.
if (!config.databaseUrl && pgliteMissing(config.dataDir)) {
  logger.info(`new database in ${config.dataDir}/pglite: creating, migrating and seeding (one time)`);
  const seedCli = join(ROOT, 'server', 'seed', 'seed-cli.ts');
  // From the bundle (`npm start`, decision 122) node runs without tsx: the seed CLI is TypeScript, so it gets tsx (and
  // not this process's arguments, which may be an `--eval`).
  const runner = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', import.meta.resolve('tsx')];
  const child = spawnSync(process.execPath, [...runner, seedCli, '--if-empty'], {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: process.env,
  });
  if (child.status !== 0) {
    const output = child.stderr?.toString() ?? '';
    const code = /\b(ENOSPC|EDQUOT|EROFS|EACCES|EPERM)\b/.exec(output)?.[1];
    if (/^(debug|trace)$/i.test(config.logLevel)) process.stderr.write(output);
    await phase('database', () => {
      throw code ? Object.assign(new Error(code), { code }) : new Error(`creating it failed (exit ${child.status ?? child.signal})`);
    });
  }
}

const database: Database = await phase('database', async () => {
  const opened = openDatabase(config);
  await opened.migrate();
  await opened.exclusive(async () => {
    if (await isEmpty(opened.db)) {
      const { seedDatabase } = await import('./seed/seed'); // loaded only when needed: its data files are large
      const summary = await seedDatabase(opened.db, { dataDir: config.dataDir });
      logger.info(`empty database filled: ${summary.users} users, ${summary.countries} countries in ${summary.ms} ms`);
    }
    // Places written before migration 0018 get their time zone (decision 160); nothing to do on later starts.
    const filled = await backfillTimeZones(opened.db);
    if (filled > 0) logger.info(`time zones filled on ${filled} places`);
  });
  return opened;
});

const storage = storageFromConfig(config);
await phase('storage', () => storage.check());

const lifecycle = createLifecycle();
const metrics = createMetrics({ db: database.db, lifecycle, poolStats: database.poolStats, wasmMemoryBytes: database.wasmMemoryBytes });
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
const mailWorker = transport
  ? createMailWorker({
      db: database.db,
      transport,
      from: config.mailFrom,
      logger,
      onSent: metrics.mailSent,
      onFailure: metrics.mailSendFailed,
    })
  : null;
const mailer = createMailer({
  db: database.db,
  dataDir: config.dataDir,
  from: config.mailFrom,
  log: config.logMail,
  delivery: mailWorker ? 'queue' : 'files',
  onQueued: () => mailWorker?.poke(),
});
const meCache = await startMeCache(database.db, (message, error) => logger.error({ err: error }, message));
const app = createApp({ db: database.db, config, mailer, logger, lifecycle, metrics, storage, meCache });

const server = (await phase(
  'listen',
  () =>
    new Promise<Server>((resolveServer, reject) => {
      Object.assign(context, { port: config.port, host: config.host });
      const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
        logger.info(
          `Haulbase listening on http://${host}:${info.port} — ${where} — ready in ${Math.round(performance.now() - started)} ms`,
        );
        listening.off('error', reject);
        resolveServer(listening as Server);
      });
      listening.once('error', reject);
      // Node closes an idle kept-alive connection after 5 s; a client (or a proxy in front) that sends on it just
      // then gets ECONNRESET. Idle connections are kept longer than the usual proxy's 60 s, so the client closes
      // first; shutdown closes idle connections itself (ops/shutdown.ts).
      Object.assign(listening, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 });
    }),
)) as Server;
mailWorker?.start();
const alertWorker = createAlertWorker({
  db: database.db,
  mailer,
  push: createPushSender(database.db, config, logger),
  publicUrl: config.publicUrl,
  logger,
});
alertWorker.start();
// PGlite: `npm run backup` asks this process for a consistent copy of the database (decision 156).
const backupSocket = database.dump ? await startBackupSocket(config.dataDir, database.dump, logger) : null;

// PGlite has no autovacuum: statistics are refreshed at start (tables whose size changed, decision 119) and hourly
// (row counts, decision 040). The start's check runs after listening (decision 122): it is not needed to answer.
const startStatistics =
  database.kind === 'pglite'
    ? refreshStatistics(database.db, { sizes: true }).then(
        () => undefined,
        (error) => logger.error({ err: error }, 'statistics check failed'),
      )
    : Promise.resolve();

/** Positions (decision 174): month partitions made ahead on PostgreSQL, raw points older than the setting dropped. */
const keepTrackingPoints = () =>
  ensureTrackingPartitions(database.db).then(() => pruneTrackingPoints(database.db, config.trackingRawMonths));
const startTracking = keepTrackingPoints().then(
  () => undefined,
  (error) => logger.error({ err: error }, 'positions housekeeping failed'),
);

/** Hourly housekeeping: old sign-in counters, stored idempotent answers and positions; PGlite statistics. */
const housekeeping = setInterval(() => {
  // Billing: statuses that time changes (a period ending, an unpaid period falling past due) reach the partner lists.
  Promise.all([
    pruneAttempts(database.db),
    pruneIdempotencyKeys(database.db),
    syncPaymentStatuses(database.db, todayOf(new Date())),
    keepTrackingPoints(),
  ])
    .then(() => (database.kind === 'pglite' ? refreshStatistics(database.db) : undefined))
    .catch((error) => logger.error({ err: error }, 'housekeeping failed'));
}, 3600_000);
housekeeping.unref();

/** The status counts' deltas folded into one row per status every five minutes, so summing them stays cheap (128). */
const statusCounts = setInterval(() => {
  compactStatusCounts(database.db).catch((error) => logger.error({ err: error }, 'status counts compaction failed'));
}, 300_000);
statusCounts.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
  clearInterval(housekeeping);
  clearInterval(statusCounts);
  const result = await gracefulStop({
    server,
    lifecycle,
    logger,
    // work started after an answer (a reset e-mail being queued) finishes before the mail worker and the database stop
    after: [
      settled,
      () => startStatistics,
      async () => alertWorker.stop(),
      () => startTracking,
      async () => mailWorker?.stop(),
      async () => transport?.close(),
      () => meCache.close(),
      () => closeBackupSocket(backupSocket),
      () => database.close(),
    ],
  });
  logger.info(result, 'stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
