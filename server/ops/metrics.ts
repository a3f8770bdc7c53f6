import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';
import type { Lifecycle } from './lifecycle';

/** Connections of the PostgreSQL pool (pg.Pool's counters); PGlite has no pool. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type MetricsSources = {
  db: Db;
  lifecycle: Lifecycle;
  poolStats?: () => PoolStats | null;
  /** PGlite only: the size of its WebAssembly memory (it grows and is never handed back). */
  wasmMemoryBytes?: () => number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The Prometheus metrics of one app instance (decision 093), in their own registry: HTTP requests by route pattern
 * (never the raw path: ids would explode the series), open SSE streams, idempotent replays, sign-in refusals, the
 * mail queue, the database pool, and Node's defaults (event-loop lag, memory, GC, CPU).
 */
export function createMetrics({ db, lifecycle, poolStats, wasmMemoryBytes }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'haulbase_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'haulbase_http_request_duration_seconds',
    help: 'Time to the answer headers, by route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'haulbase_sse_streams_open',
    help: 'Server-Sent Event streams open on this node.',
    registers,
    collect() {
      this.set(lifecycle.streamCount());
    },
  });
  const replays = new Counter({
    name: 'haulbase_idempotency_replays_total',
    help: 'Writes answered from a stored answer (repeated Idempotency-Key).',
    registers,
  });
  const signInRefusals = new Counter({
    name: 'haulbase_sign_in_throttled_total',
    help: 'Sign-in attempts refused by the throttle (429).',
    registers,
  });
  const mailSent = new Counter({ name: 'haulbase_mail_sent_total', help: 'E-mails handed to the SMTP server by this node.', registers });
  const mailSendFailures = new Counter({
    name: 'haulbase_mail_send_failures_total',
    help: 'Failed SMTP attempts on this node (each retry counts).',
    registers,
  });
  new Gauge({
    name: 'haulbase_mail_queue',
    help: 'E-mails in mail_outbox by state: pending (waiting to be sent) and failed (given up after the last try).',
    labelNames: ['state'],
    registers,
    async collect() {
      const result = await db.execute(sql`select
          count(*) filter (where sent_at is null and failed_at is null)::int as pending,
          count(*) filter (where failed_at is not null)::int as failed
        from mail_outbox`);
      const [row] = rowsOf<{ pending: number; failed: number }>(result);
      this.set({ state: 'pending' }, Number(row.pending));
      this.set({ state: 'failed' }, Number(row.failed));
    },
  });
  new Gauge({
    name: 'haulbase_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); absent on PGlite.',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });

  if (wasmMemoryBytes)
    new Gauge({
      name: 'haulbase_pglite_memory_bytes',
      help: "Size of PGlite's WebAssembly memory (shared buffers, work memory, caches); it grows and never shrinks.",
      registers,
      collect() {
        this.set(wasmMemoryBytes());
      },
    });

  return {
    registry,
    /** One answered request: the route pattern, never the path. */
    observeRequest(method: string, route: string, status: number, seconds: number, replayed: boolean) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (replayed) replays.inc();
      if (status === 429 && (route === '/token' || route === '/api/auth/login')) signInRefusals.inc();
    },
    mailSent: () => mailSent.inc(),
    mailSendFailed: () => mailSendFailures.inc(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
