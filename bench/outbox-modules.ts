/** The app's outbox code the replay bench drives; loaded through Vite (bench/outbox-replay.ts) for `@/` and import.meta.env. */
export { HttpError } from '../src/lib/http/client';
export { enqueue } from '../src/lib/offline/outbox';
export { newLocalId } from '../src/lib/offline/outbox-entry';
export { replayOutbox } from '../src/lib/offline/replay';
export { UserDb } from '../src/lib/offline/user-db';
export { registerAppOfflineFeatures } from '../src/offline-features';
