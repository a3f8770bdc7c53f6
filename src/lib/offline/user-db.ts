import type { PersistedQuery } from '@tanstack/react-query-persist-client';
import Dexie, { type EntityTable } from 'dexie';
import type { OutboxEntry } from './outbox-entry';

/** A local id and the server id its create was given. */
export type IdMapping = { local: string; server: number; version: number | null };

/** A query answer as last seen (TanStack Query's persisted form: data, dataUpdatedAt, buster), by query hash. */
export type Snapshot = { key: string; query: PersistedQuery };

/** A position the trip recorder kept, stored as it is taken until it is handed to the outbox (issue 35 item 5). */
export type KeptPoint = { id?: number; loadId: number; loadCode: string | null; point: Record<string, unknown> };

/** One IndexedDB database per user (shared tablets): snapshots of what was seen, the outbox and the trip's kept points. */
export class UserDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  idMap!: EntityTable<IdMapping, 'local'>;
  snapshots!: EntityTable<Snapshot, 'key'>;
  points!: EntityTable<KeptPoint, 'id'>;

  constructor(userId: string | number) {
    super(userDbName(userId));
    this.version(1).stores({
      outbox: '++seq, key, loadId, target, state',
      idMap: 'local',
      snapshots: 'key',
    });
    this.version(2).stores({ points: '++id, loadId' });
  }
}

export const userDbName = (userId: string | number) => `haulbase-user-${userId}`;
