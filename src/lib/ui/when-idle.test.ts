import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs once the browser reports it idle, with a deadline, and not at all once cancelled', () => {
    const pending = new Map<number, () => void>();
    const asked: (number | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      asked.push(options?.timeout);
      pending.set(pending.size + 1, run);
      return pending.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
    const ran: string[] = [];
    whenIdle(() => ran.push('first'));
    const cancel = whenIdle(() => ran.push('cancelled'), 200);
    cancel();
    expect(ran).toEqual([]);
    for (const run of pending.values()) run();
    expect(ran).toEqual(['first']);
    expect(asked).toEqual([500, 200]);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    whenIdle(() => ran.push('cancelled'))();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['kept']);
  });
});
