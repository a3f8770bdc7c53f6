import type { PushPayload } from '../../src/contract/push';
import type { Db } from '../db/database';
import type { Logger } from '../ops/logger';
import { type LoadSummary, alertOneQueuedLoad, claimDigest, digestText, isStillOpen } from './load-alerts';
import type { Mailer } from './mail';
import type { PushSender } from './push';

/**
 * Runs the load alerts (decision 166) in every server process: each pass takes the queued loads one at a time
 * (SKIP LOCKED: processes share the queue), pushes to the browsers of the truckers it alerted once committed, then
 * sends the e-mail digests that are due. Polls every second (a post is alerted within about a second of its commit);
 * `poke` starts a pass at once.
 */

export type AlertWorkerOptions = {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  publicUrl: string;
  logger?: Logger;
  /** Default 1 s. */
  pollMs?: number;
};

export type AlertWorker = { runOnce: () => Promise<number>; start: () => void; poke: () => void; stop: () => Promise<void> };

export function pushPayloadOf(load: LoadSummary, searchName: string): PushPayload {
  const price = load.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    title: `New load ${load.code} matches “${searchName}”`,
    body: `${load.from} → ${load.to} · pickup ${load.pickup.toISOString().slice(0, 10)} · $${price}`,
    url: `/Loads/find?load=${load.id}`,
    tag: `load-${load.id}`,
  };
}

export function createAlertWorker({ db, mailer, push, publicUrl, logger, pollMs = 1_000 }: AlertWorkerOptions): AlertWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function alertLoads(): Promise<number> {
    let loads = 0;
    for (;;) {
      const outcome = await alertOneQueuedLoad(db);
      if (outcome === 'empty') return loads;
      loads += 1;
      if (!outcome || outcome.push.length === 0 || !(await isStillOpen(db, outcome.load.id))) continue;
      const byName = new Map<string, number[]>();
      for (const m of outcome.push) byName.set(m.name, [...(byName.get(m.name) ?? []), m.userId]);
      for (const [name, userIds] of byName) await push(userIds, pushPayloadOf(outcome.load, name));
    }
  }

  async function sendDigests(): Promise<void> {
    for (;;) {
      const digest = await db.transaction((tx) => claimDigest(tx));
      if (digest === 'empty') return;
      if (digest.items.length === 0) continue;
      await mailer.send({ to: digest.email, ...digestText(digest.items, publicUrl) });
    }
  }

  async function pass(): Promise<number> {
    const loads = await alertLoads();
    await sendDigests();
    return loads;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        logger?.error({ err: error }, 'load alerts failed; retrying on the next pass');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  return {
    runOnce,
    start: () => {
      stopped = false;
      schedule();
    },
    poke: () => void runOnce(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
