import cluster from 'node:cluster';

/**
 * `WEB_CONCURRENCY=N npm start` (decision 116): N server processes on one PostgreSQL behind node's cluster module,
 * which shares the port among them. Each worker is the ordinary server (migrations take turns under the database's
 * lock); chat, notifications and live events cross between them through the hub's LISTEN/NOTIFY, and the sign-in
 * throttle and idempotency keys already live in the database. On PGlite the database is a directory one process
 * owns: it runs one process and says so. The primary forwards SIGTERM/SIGINT (each worker stops gracefully),
 * replaces a worker that dies while serving, and stops everything when one fails before it listened.
 */

type Log = (message: string) => void;

export function processCount(env: NodeJS.ProcessEnv = process.env): number {
  const count = Number(env.WEB_CONCURRENCY ?? 1);
  return Number.isInteger(count) && count > 1 ? Math.min(count, 64) : 1;
}

/** True when this process became the primary of `count` workers (it then serves nothing itself). */
export function startCluster(count: number, env: NodeJS.ProcessEnv, log: Log): boolean {
  if (count <= 1 || !cluster.isPrimary) return false;
  if (!env.DATABASE_URL) {
    log(`WEB_CONCURRENCY=${count} needs PostgreSQL (DATABASE_URL): a PGlite database belongs to one process, so one process serves`);
    return false;
  }
  let stopping = false;
  const listened = new Set<number>();
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && listened.has(worker.id)) {
      log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
      cluster.fork();
    } else if (!stopping) {
      process.exitCode = code || 1;
      stopAll('SIGTERM');
    }
    listened.delete(worker.id);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal));
  for (let i = 0; i < count; i++) cluster.fork();
  log(`${count} server processes on one PostgreSQL (WEB_CONCURRENCY)`);
  return true;
}
