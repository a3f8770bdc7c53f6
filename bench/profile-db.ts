import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../server/db/database';

/**
 * Where a bench's time goes (issue 42 §4 profiling): CPU of this process and of the PostgreSQL backends serving its
 * database (Linux /proc, the same machine), and, with `statements`, each SQL statement's count and round-trip time
 * (pg.Client's query timed from send to answer: PostgreSQL's time plus the socket and the driver's parsing).
 */
export type DbProfile = { stop: () => Promise<ProfileFigures> };
export type ProfileFigures = {
  processCpuMs: number;
  postgresCpuMs: number;
  statements: { text: string; count: number; ms: number }[];
};

const cpuMsOf = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return 0;
  }
};

async function backendCpu(db: Db): Promise<Map<number, number>> {
  const { rows } = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as {
    rows: { pid: number }[];
  };
  return new Map(rows.map((r) => [r.pid, cpuMsOf(r.pid)]));
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

export async function startDbProfile(db: Db, statements: boolean): Promise<DbProfile> {
  const before = await backendCpu(db);
  const cpu = process.cpuUsage();
  const timings = new Map<string, { count: number; ms: number }>();
  const original = pg.Client.prototype.query as unknown as Query;
  if (statements) {
    (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 160);
      const began = performance.now();
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        void (result as Promise<unknown>).then(
          () => {
            const t = timings.get(text) ?? { count: 0, ms: 0 };
            t.count++;
            t.ms += performance.now() - began;
            timings.set(text, t);
          },
          () => undefined,
        );
      }
      return result;
    };
  }
  return {
    stop: async () => {
      (pg.Client.prototype as unknown as { query: Query }).query = original;
      const used = process.cpuUsage(cpu);
      const after = await backendCpu(db);
      let postgresCpuMs = 0;
      for (const [pid, ms] of after) postgresCpuMs += ms - (before.get(pid) ?? 0);
      return {
        processCpuMs: (used.user + used.system) / 1000,
        postgresCpuMs,
        statements: [...timings].map(([text, t]) => ({ text, ...t })).sort((a, b) => b.ms - a.ms),
      };
    },
  };
}
