import pg from 'pg';

/**
 * A fault for the crash tests' child (PostgreSQL): every statement that stores an Idempotency-Key's answer is held
 * and never sent; when `count` are held, or 3 s after the first (a held transaction may hold a lock another write
 * waits for), the process kills itself with SIGKILL. So each of those writes dies at the moment its answer was being
 * stored: after the write's own commit when the answer is stored apart from the write, before it when both share
 * one transaction (issue 36 §6).
 */
export function killWhenAnswersAreStored(count: number): void {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  let held = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (/^update "idempotency_keys" set "status"/.test(text)) {
      held += 1;
      if (held === 1) setTimeout(() => process.kill(process.pid, 'SIGKILL'), 3_000);
      if (held >= count) process.kill(process.pid, 'SIGKILL');
      return new Promise(() => undefined);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
