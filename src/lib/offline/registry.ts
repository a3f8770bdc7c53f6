import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { OutboxEntry, OutboxKind } from './outbox-entry';

/** The server id of what an entry names (a local id resolved to its delivered create), with the version it answered. */
export type ServerId = (id: string | number | null) => { id: number; version: number | null };

/** The feature's part of an entry's request; `buildRequest` adds the Idempotency-Key, X-Device-Time and If-Match. */
export type WireRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; ifMatch?: number | null };

/** `created` is `{ Created: happenedAt }`, the time the change was made, for the bodies that carry it. */
export type RequestBuilder = (entry: OutboxEntry, serverId: ServerId, created: { Created: string }) => WireRequest;

/**
 * A feature's queries about one load. `page` is a prefix (every query of the load's page in the feature); the others
 * name one query each: `trip` the answer a trip's moves change, `bids` the load's bids, `attachments` its files.
 */
export type LoadPart = 'page' | 'trip' | 'bids' | 'attachments';

/**
 * What a feature gives the offline runtime and the other features (issue 18 item 3). Each feature exports one from
 * its `offline.ts`; the app registers them all at start (`src/offline-features.ts`), so lib never imports a feature
 * and every key comes from its feature's key factory.
 */
export type OfflineFeature = {
  /** Prefixes of the queries whose answers are kept as snapshots in the user's database (read offline). */
  snapshots?: readonly QueryKey[];
  /** Small queries the shell draws before IndexedDB opens (the user, menu badges, view models), kept in localStorage. */
  shell?: readonly QueryKey[];
  /** Prefixes of the lists of loads: loaded again when a load changed on the server. */
  loadLists?: readonly QueryKey[];
  load?: { [P in LoadPart]?: (loadId: number) => QueryKey };
  /** Fetches ahead what opening a load on this device needs (Fetch Selected). */
  prefetchLoad?: (queryClient: QueryClient, loadId: number) => Promise<void>;
  /** How each outbox kind the feature writes goes over the wire. */
  requests?: { [K in OutboxKind]?: RequestBuilder };
};

/** Keeps a feature's literal types (its request kinds), so the app's list can check every kind has a builder. */
export const defineOfflineFeature = <const F extends OfflineFeature>(feature: F): F => feature;

let features: readonly OfflineFeature[] = [];

/** Called once at start (main.tsx; the unit tests' setup does the same). */
export function registerOfflineFeatures(list: readonly OfflineFeature[]): void {
  features = list;
}

const matchesAny = (queryKey: QueryKey, prefixes: readonly QueryKey[]) => prefixes.some((prefix) => partialMatchKey(queryKey, prefix));

export const isSnapshotted = (queryKey: QueryKey) =>
  matchesAny(
    queryKey,
    features.flatMap((f) => f.snapshots ?? []),
  );

export const isShellQuery = (queryKey: QueryKey) =>
  matchesAny(
    queryKey,
    features.flatMap((f) => f.shell ?? []),
  );

/** The builder of an outbox kind (exactly one feature registers each: `src/offline-features.ts` checks it). */
export function requestBuilder(kind: OutboxKind): RequestBuilder {
  const builder = features.find((f) => f.requests?.[kind])?.requests?.[kind];
  if (!builder) throw new Error(`No feature registered the outbox kind ${kind}.`);
  return builder;
}

/** Loads a part of one load again in every feature that shows it (after the outbox delivered, a live event, a save). */
export function refreshLoad(queryClient: QueryClient, loadId: number, part: LoadPart = 'page', except?: OfflineFeature): Promise<void[]> {
  const keys = features.flatMap((f) => (f !== except && f.load?.[part] ? [f.load[part](loadId)] : []));
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: part !== 'page' })));
}

/** Loads every list of loads again. */
export function refreshLoadLists(queryClient: QueryClient): Promise<void[]> {
  const keys = features.flatMap((f) => f.loadLists ?? []);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Fetches ahead what each feature needs to open the load on this device (offline too). */
export function prefetchLoad(queryClient: QueryClient, loadId: number): Promise<void[]> {
  return Promise.all(features.flatMap((f) => (f.prefetchLoad ? [f.prefetchLoad(queryClient, loadId)] : [])));
}
