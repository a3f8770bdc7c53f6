/**
 * `npm start`: build the web app and the server bundle if needed, then run the bundled server with plain node
 * (decision 122). The server migrates, and seeds an empty database; with WEB_CONCURRENCY=N on PostgreSQL this
 * process forks N servers (server/ops/cluster.ts), which run this file again and go straight to the bundle.
 */
import cluster from 'node:cluster';

if (cluster.isPrimary) await (await import('./build-if-stale.mjs')).buildIfStale();
await import('../dist-server/main.mjs');
