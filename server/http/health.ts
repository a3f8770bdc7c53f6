import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { publicRoute } from '../auth/guards';
import { type Db, migrationsFolder } from '../db/database';
import type { AppEnv } from './env';

/**
 * Probes for load balancers and orchestrators (decision 090): public, no body parsing, no token, and left out of the
 * access log at the default level. `/healthz`: the process answers. `/readyz`: the database answers and every
 * migration this build ships is applied; 503 otherwise, and 503 once shutdown has begun so the proxy drains.
 */
export const healthRoutes = new Hono<AppEnv>();

/** The `when` of the newest migration in this build (drizzle records it as created_at of the applied row). */
const newestMigration = (): number => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
};
let expected: number | undefined;

export type Readiness = { ok: true } | { ok: false; reason: string };

export async function readiness(db: Db): Promise<Readiness> {
  expected ??= newestMigration();
  try {
    const result = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    const newest = Number((result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
    return newest >= expected ? { ok: true } : { ok: false, reason: 'migrations pending' };
  } catch {
    return { ok: false, reason: 'database unavailable' };
  }
}

healthRoutes.get('/healthz', publicRoute, (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));

healthRoutes.get('/readyz', publicRoute, async (c) => {
  const { db, lifecycle } = c.var.deps;
  const ready = lifecycle?.stopping ? ({ ok: false, reason: 'shutting down' } as const) : await readiness(db);
  const headers = { 'Cache-Control': 'no-store' };
  return ready.ok ? c.json({ status: 'ready' }, 200, headers) : c.json({ status: 'not ready', reason: ready.reason }, 503, headers);
});
