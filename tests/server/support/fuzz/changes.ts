import { sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/database';

/**
 * Row-change detection for the fuzz suite's "no row changed on a 4xx" invariant: a row trigger on every table
 * logs the table name into fuzz_changes (transactional, so rolled-back work leaves nothing). Tables that a
 * refused request changes on purpose are left out: sign-in counters and the audit of refused sign-ins, stored
 * Idempotency-Key answers (a 4xx replays), and refresh tokens (a reused one revokes its family).
 */
export const CHANGED_ON_PURPOSE = ['login_attempts', 'audit_log', 'idempotency_keys', 'refresh_tokens', 'fuzz_changes'];

export async function installChangeLog(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`create table if not exists fuzz_changes (id bigint generated always as identity primary key, tbl text not null)`),
  );
  await db.execute(
    sql.raw(`create or replace function fuzz_log_change() returns trigger language plpgsql as $$
begin insert into fuzz_changes (tbl) values (TG_TABLE_NAME); return null; end $$`),
  );
  const tables = (await db.execute(
    sql`select c.relname as tablename from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  for (const { tablename } of tables.rows) {
    if (CHANGED_ON_PURPOSE.includes(tablename) || tablename.startsWith('__drizzle')) continue;
    await db.execute(
      sql.raw(
        `create trigger fuzz_log_change after insert or update or delete on "${tablename}" for each row execute function fuzz_log_change()`,
      ),
    );
  }
}

/** The newest log id: changes after it belong to the requests sent since. */
export async function changeMark(db: Db): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(id), 0)::int as id from fuzz_changes`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0].id);
}

export async function changedSince(db: Db, mark: number): Promise<string[]> {
  const result = (await db.execute(sql`select distinct tbl from fuzz_changes where id > ${mark}`)) as unknown as {
    rows: { tbl: string }[];
  };
  return result.rows.map((r) => r.tbl);
}
