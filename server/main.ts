/**
 * The server as `npm start` runs it: with WEB_CONCURRENCY=N on PostgreSQL this process forks N servers
 * (server/ops/cluster.ts) and serves nothing itself; otherwise it is the server (server/index.ts).
 * `npm run build` bundles this file into dist-server/main.mjs (decision 122), which scripts/start.mjs runs.
 */
import { processCount, startCluster } from './ops/cluster';

if (!startCluster(processCount(), process.env, (message) => console.info(`[haulbase] ${message}`))) await import('./index');
