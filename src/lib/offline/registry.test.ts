import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isShellQuery, isSnapshotted, refreshLoad } from './registry';

const seeded = () => {
  const queryClient = new QueryClient();
  for (const key of [
    ['tracking', 7],
    ['tracking', 7, 'bids'],
    ['tracking', 7, 'activities'],
    ['shipment', 7, 'notes'],
    ['attachments', 7],
  ]) {
    queryClient.setQueryData(key, {});
  }
  return queryClient;
};
const invalidated = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.isInvalidated })
    .map((query) => query.queryKey);

// The unit tests' setup registers the app's features (src/offline-features.ts), as main.tsx does.
describe('the offline registry', () => {
  it("refreshes a load's page in every feature, or one query of it", async () => {
    const everywhere = seeded();
    await refreshLoad(everywhere, 7);
    expect(invalidated(everywhere)).toHaveLength(5);

    const trip = seeded();
    await refreshLoad(trip, 7, 'trip');
    expect(invalidated(trip)).toEqual([['tracking', 7]]);
  });

  it('knows which answers are snapshots and which the shell draws before IndexedDB opens', () => {
    expect(isSnapshotted(['loads', 'board', { page: 1 }])).toBe(true);
    expect(isSnapshotted(['billing', 'users'])).toBe(false);
    expect(isShellQuery(['chat', 'conversations'])).toBe(true);
    expect(isShellQuery(['chat', 'thread', 7])).toBe(false);
  });
});
