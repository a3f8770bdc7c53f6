/**
 * `npm run bench`: measures each performance figure of ARCHITECTURE.md and prints it beside its budget.
 * Later issues add their figures here. Exits non-zero when a figure is over its budget.
 */
import { spawnSync } from 'node:child_process';
import { formatFigure, withinBudget, type Figure } from './figure';
import { installabilityFigure, lighthouseFigures } from './lighthouse';
import { runLoadsListBench } from './loads-list';
import { loadAlertFigures } from './load-alerts';
import { runMarketBench } from './market';
import { offlineReloadFigure } from './offline-reload';
import { readyOfflineFigures } from './ready-offline';
import { outboxReplayFigure } from './outbox-replay';
import { runProcessesBench } from './processes';
import { positionFigures } from './position-ingest';
import { positionScaleFigures } from './position-scale';
import { runPartnersBench } from './partners-list';
import { runRequestPathBench } from './request-path';
import { startServer } from './server-process';
import { shipmentEditFigure } from './shipment-edit';
import { sideBySideTable } from './side-by-side';
import { signInPageJs } from './sign-in-js';
import { sharePageJs } from './share-page-js';

// The web app and the server bundle that `npm start` serves, built when stale (scripts/build-if-stale.mjs).
if (spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startServer(Number(process.env.BENCH_PORT ?? 8097));
const figures: Figure[] = [];
try {
  figures.push(await signInPageJs(server.url));
  figures.push(await sharePageJs(server.url));
  figures.push(await shipmentEditFigure(server.url));
  figures.push(await offlineReloadFigure(server.url));
  figures.push(...(await readyOfflineFigures(server.url)));
  figures.push(...(await lighthouseFigures(server.url)));
  figures.push(await installabilityFigure(server.url));
  // last on this server: it changes the demo loads (stops, notes, the trucker's statuses)
  figures.push(await outboxReplayFigure(server.url));
} finally {
  await server.stop();
}
figures.push(...(await runPartnersBench(Number(process.env.BENCH_PARTNERS_PORT ?? 8098))));
figures.push(...(await runLoadsListBench(Number(process.env.BENCH_LOADS_PORT ?? 8096))));
// Issue 19: throughput beside a bare Hono route in the same process (median of 3), start-up, RSS; PostgreSQL 1 vs 2 processes.
figures.push(...(await runRequestPathBench(Number(process.env.BENCH_PATH_PORT ?? 8094))));
figures.push(...(await runProcessesBench(Number(process.env.BENCH_PROCESSES_PORT ?? 8095))));
figures.push(...(await runMarketBench(Number(process.env.BENCH_MARKET_PORT ?? 8093))));
figures.push(...(await loadAlertFigures()));
figures.push(...(await positionFigures(Number(process.env.BENCH_POSITIONS_PORT ?? 8092))));
// Issue 42: 10,000 trucks, 1,000 points/s for 5 minutes into the month partitions; bytes per million points.
figures.push(...(await positionScaleFigures(Number(process.env.BENCH_SCALE_PORT ?? 8091))));

console.info(
  '\nHaulbase benchmarks (figure, measured, budget). The machine may be shared: throughput varies with its load;\ncompare the ratio to the bare route printed beside each.\n',
);
for (const figure of figures) console.info(formatFigure(figure));
// Issue 37: the first-screen budgets on this build and an earlier one, side by side, when that build is there.
const sideBySide = await sideBySideTable();
if (sideBySide) console.info(`\nFirst-screen budgets, this build beside an earlier one:\n\n${sideBySide.table}`);
process.exitCode = figures.every(withinBudget) && (sideBySide?.ok ?? true) ? 0 : 1;
