import type { Query, QueryPersister } from '@tanstack/react-query';
import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from '@tanstack/react-query-persist-client';
import { isSnapshotted } from './registry';
import type { UserDb } from './user-db';

/** Snapshots older than this are not shown: a month-old load is worse than an honest "not available offline". */
export const SNAPSHOT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Bump when a snapshotted answer's shape changes: older snapshots are then ignored. */
export const SNAPSHOT_BUSTER = 'v1';

/** The user's snapshots table as the key-value storage TanStack Query's persister expects; values stay objects. */
export function snapshotStorage(db: UserDb): AsyncStorage<PersistedQuery> {
  return {
    getItem: async (key) => (await db.snapshots.get(key))?.query ?? null,
    setItem: async (key, query) => {
      await db.snapshots.put({ key, query });
    },
    removeItem: async (key) => {
      await db.snapshots.delete(key);
    },
    entries: async () => (await db.snapshots.toArray()).map((s) => [s.key, s.query] as [string, PersistedQuery]),
  };
}

/**
 * Every successful answer of a snapshotted query (the prefixes the features register: the tracking page with its
 * activities and bids, the shipper screens' load with its notes, stops and items, the load lists, a load's
 * attachments) is written to the user's database; a query that has nothing in
 * memory (a reload, offline) starts from the snapshot and refetches when it is stale.
 */
export function createSnapshotPersister(db: UserDb) {
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage: snapshotStorage(db),
    serialize: (query) => query,
    deserialize: (query) => query,
    maxAge: SNAPSHOT_MAX_AGE_MS,
    buster: SNAPSHOT_BUSTER,
    prefix: 'q',
    filters: { predicate: (query) => isSnapshotted(query.queryKey) },
  });
  // The persister package trails react-query by a few patch versions, so their QueryFunction types differ nominally;
  // at runtime they only call the query function and read the query's key, hash and state.
  return {
    persisterFn: persister.persisterFn as unknown as QueryPersister,
    persistQuery: persister.persistQuery as unknown as (query: Query) => Promise<void>,
  };
}
