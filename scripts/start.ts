/**
 * `npm start`: build the web app if needed, then start the server (it migrates, and seeds an empty database).
 * With WEB_CONCURRENCY=N on PostgreSQL, this process forks N servers (server/ops/cluster.ts) and serves nothing.
 */
import cluster from 'node:cluster';
import { buildIfStale } from './build-if-stale';
import { processCount, startCluster } from '../server/ops/cluster';

if (cluster.isPrimary) buildIfStale();
if (!startCluster(processCount(), process.env, (message) => console.info(`[haulbase] ${message}`))) await import('../server/index.ts');
