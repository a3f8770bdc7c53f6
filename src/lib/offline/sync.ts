import { apiSend } from '@/lib/http/client';
import { replayOutbox, type ReplayReport, type Send } from './replay';
import type { UserDb } from './user-db';

/** ARCHITECTURE.md: replay on `online`, on start and every 30 s while entries wait. */
export const REPLAY_INTERVAL_MS = 30_000;

/** A lost request's entry is tried again within the same run while its backoff is this short (the first few tries). */
const RETRY_WITHIN_RUN_MS = 10_000;

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
  /** Whether the device has a network (tests pass their own; default navigator.onLine). */
  online?: () => boolean;
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
  online,
  events = window,
}: SyncOptions): OutboxSync {
  let running: Promise<ReplayReport> | null = null;
  let again = false;
  let stopped = false;
  let wake: ReturnType<typeof setTimeout> | null = null;

  /**
   * An entry waiting out its backoff (a lost request, a busy server's Retry-After) is tried again when it ends, not
   * at the next 30-s tick (issue 35 item 6). Without a network or a session the run stopped: `online` and the
   * sign-in start the next one.
   */
  const wakeForBackoff = async (report: ReplayReport) => {
    if (wake) clearTimeout(wake);
    wake = null;
    if (stopped || report.stoppedBy !== null) return;
    const now = Date.now();
    const waits = (await db.outbox.where('state').equals('pending').toArray()).map((e) => e.notBefore).filter((at) => at > now);
    if (waits.length > 0 && !stopped) wake = setTimeout(kickUnlessStopped, Math.min(...waits) - now + 20);
  };

  const run = async (): Promise<ReplayReport> => {
    let report: ReplayReport;
    do {
      again = false;
      await beforeRun?.();
      report = await replayOutbox({ db, send, online, retryWithinMs: RETRY_WITHIN_RUN_MS });
      onReport?.(report);
    } while (again && !stopped);
    await wakeForBackoff(report);
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
      if (wake) clearTimeout(wake);
      events.removeEventListener('online', kickUnlessStopped);
    },
  };
}
