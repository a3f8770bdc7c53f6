import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The device's storage for the outbox (issue 35 item 4): a full device is told in words, never dropped silently, and
 * the browser is asked to keep the outbox (persistent storage) at the first queued write.
 */

/** A write the device could not store: IndexedDB is at its quota (Dexie: an AbortError with the real error inside). */
export class DeviceFullError extends Error {
  constructor(readonly cause: unknown) {
    super('This device has no room left to keep the change.');
    this.name = 'DeviceFullError';
  }
}

/** What a device-full write says, in place, where the user made it. */
export const DEVICE_FULL: MessageDescriptor = msg`This device is full: the change could not be kept on it. It is still on your screen. Free some space (photos, other apps) or connect, then try again.`;

/** True for a storage quota error, however deep Dexie wrapped it. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown; cause?: unknown } | null | undefined, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DeviceFullError || e.name === 'QuotaExceededError') return true;
    e = (e.inner ?? e.cause) as typeof e;
  }
  return false;
}

/** Runs a write to the device's storage; a full device comes back as DeviceFullError. */
export async function storeOrSayFull<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isStorageFull(error) ? new DeviceFullError(error) : error;
  }
}

/** Persistence and space as the sync panel shows them; null where the browser does not tell. */
export type StorageState = { persisted: boolean | null; usage: number | null; quota: number | null };

let asked: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

/**
 * Asks the browser once per page to keep this site's storage (so it is not evicted under pressure with changes in
 * it); called at the first queued write. Resolves whether it is persisted.
 */
export function askPersistence(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return Promise.resolve(false);
  asked ??= storage
    .persisted()
    .then((already) => already || storage.persist())
    .catch(() => false)
    .finally(() => listeners.forEach((listener) => listener()));
  return asked;
}

export async function readStorageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage) return { persisted: null, usage: null, quota: null };
  const [persisted, estimate] = await Promise.all([
    storage.persisted?.().catch(() => null) ?? null,
    storage.estimate?.().catch(() => null) ?? null,
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Called when persistence was asked for (the sync panel reads the state again). */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
