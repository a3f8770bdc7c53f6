/**
 * `npm run bench`: measures each performance figure of ARCHITECTURE.md and prints it beside its budget.
 * Later issues add their figures here. Exits non-zero when a figure is over its budget.
 */
import { buildIfStale } from '../scripts/build-if-stale';
import { formatFigure, withinBudget, type Figure } from './figure';
import { installabilityFigure, lighthouseFigures } from './lighthouse';
import { runLoadsListBench } from './loads-list';
import { offlineReloadFigure } from './offline-reload';
import { outboxReplayFigure } from './outbox-replay';
import { positionFigures } from './position-ingest';
import { runPartnersBench } from './partners-list';
import { startServer } from './server-process';
import { shipmentEditFigure } from './shipment-edit';
import { signInPageJs } from './sign-in-js';

buildIfStale();
const server = await startServer(Number(process.env.BENCH_PORT ?? 8097));
const figures: Figure[] = [];
try {
  figures.push(await signInPageJs(server.url));
  figures.push(await shipmentEditFigure(server.url));
  figures.push(await offlineReloadFigure(server.url));
  figures.push(...(await lighthouseFigures(server.url)));
  figures.push(await installabilityFigure(server.url));
  // last on this server: it changes the demo loads (stops, notes, the trucker's statuses)
  figures.push(await outboxReplayFigure(server.url));
} finally {
  await server.stop();
}
figures.push(...(await runPartnersBench(Number(process.env.BENCH_PARTNERS_PORT ?? 8098))));
figures.push(...(await runLoadsListBench(Number(process.env.BENCH_LOADS_PORT ?? 8096))));
figures.push(...(await positionFigures(Number(process.env.BENCH_POSITIONS_PORT ?? 8095))));

console.info('\nHaulbase benchmarks (figure, measured, budget)\n');
for (const figure of figures) console.info(formatFigure(figure));
process.exitCode = figures.every(withinBudget) ? 0 : 1;
