import { apiSend } from '@/lib/http/client';
import { replayOutbox, type ReplayReport, type Send } from './replay';
import type { UserDb } from './user-db';

/** ARCHITECTURE.md: replay on `online`, on start and every 30 s while entries wait. */
export const REPLAY_INTERVAL_MS = 30_000;

/** Replayed writes go through the one http client, as background writes (a failed refresh keeps the queue). */
export const sendThroughClient: Send = (request) =>
  apiSend(request.method, request.path, request.body, { headers: request.headers, background: true });

export type OutboxSync = {
  /** Replays now (coalesced with a run in progress); resolves with that run's report. */
  kick: () => Promise<ReplayReport>;
  stop: () => void;
};

type SyncOptions = {
  db: UserDb;
  send?: Send;
  onReport?: (report: ReplayReport) => void;
  intervalMs?: number;
  /** Runs before each replay (the runtime checks the device clock for a jump there). */
  beforeRun?: () => Promise<unknown>;
  /** The window to listen to for `online` (tests pass their own EventTarget). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

/**
 * Keeps the outbox moving: one run at a time in this tab (Web Locks keep other tabs out), again right after a run
 * when something asked during it, on `online`, and on a timer while entries wait.
 */
export function startOutboxSync({
  db,
  send = sendThroughClient,
  onReport,
  beforeRun,
  intervalMs = REPLAY_INTERVAL_MS,
  events = window,
}: SyncOptions): OutboxSync {
  let running: Promise<ReplayReport> | null = null;
  let again = false;
  let stopped = false;

  const run = async (): Promise<ReplayReport> => {
    let report: ReplayReport;
    do {
      again = false;
      await beforeRun?.();
      report = await replayOutbox({ db, send });
      onReport?.(report);
    } while (again && !stopped);
    return report;
  };

  const kick = (): Promise<ReplayReport> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => (running = null));
    return running;
  };

  // A run cut short by sign-out (its database closed under it) has nothing left to report.
  const kickUnlessStopped = () =>
    void kick().catch((error: unknown) => {
      if (!stopped) throw error;
    });
  events.addEventListener('online', kickUnlessStopped);
  const timer = setInterval(() => {
    void db.outbox
      .where('state')
      .equals('pending')
      .count()
      .then((waiting) => (waiting > 0 && !stopped ? kickUnlessStopped() : undefined));
  }, intervalMs);
  kickUnlessStopped();

  return {
    kick,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      events.removeEventListener('online', kickUnlessStopped);
    },
  };
}
