/**
 * Work that must not change how long an answer takes (ForgetPassword: whether the address has an account must
 * not show in the time). The task starts after the handler has answered; its failure is logged, never thrown.
 * `settled()` waits for every task still running (tests, graceful shutdown).
 */
const pending = new Set<Promise<void>>();

export function afterResponse(
  task: () => Promise<unknown>,
  log: (error: unknown) => void = (e) => console.error('[after-response]', e),
): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => log(error),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
