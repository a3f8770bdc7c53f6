// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineRuntime, startOfflineRuntime, stopOfflineRuntime } from './runtime';

const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

afterEach(() => stopOfflineRuntime());

describe('the offline runtime', () => {
  it('opens one database per user, and queries start from snapshots without waiting for a network', async () => {
    const queryClient = new QueryClient();
    const runtime = startOfflineRuntime(tokenFor('41'), queryClient);
    expect(runtime?.db.name).toBe('haulbase-user-41');
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ networkMode: 'offlineFirst' });
    expect(queryClient.getDefaultOptions().queries?.persister).toBeTypeOf('function');
    expect(startOfflineRuntime(tokenFor('41'), queryClient)).toBe(runtime);

    const other = startOfflineRuntime(tokenFor('42'), queryClient);
    expect(other?.db.name).toBe('haulbase-user-42');
    expect(runtime?.db.isOpen()).toBe(false);
  });

  it('an answer a screen puts in the cache itself (after a save) is kept as the snapshot too', async () => {
    const queryClient = new QueryClient();
    const runtime = startOfflineRuntime(tokenFor('44'), queryClient);
    queryClient.setQueryData(['shipment', 12], { Id: 12, TruckNumber: 'TRK-4242' });
    queryClient.setQueryData(['search', 'x'], { hits: [] });
    await expect
      .poll(async () => (await runtime!.db.snapshots.toArray()).map((s) => s.query.state.data))
      .toEqual([{ Id: 12, TruckNumber: 'TRK-4242' }]);
  });

  it('signing out stops it and queries stop persisting', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 } } });
    startOfflineRuntime(tokenFor('43'), queryClient);
    stopOfflineRuntime();
    expect(getOfflineRuntime()).toBeNull();
    expect(queryClient.getDefaultOptions().queries).toEqual({ staleTime: 5 });
  });
});
