import { eq, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../ops/logger';

/**
 * Sends the e-mails queued in mail_outbox through SMTP (decision 094). Any number of workers (one per server
 * process) share the table: a worker claims due rows with `FOR UPDATE SKIP LOCKED` in one short statement that
 * also pushes their next_attempt_at a lease ahead, sends them outside any transaction, then marks each sent, or
 * schedules a retry with exponential backoff, or gives up after `maxAttempts` with the reason. A worker that dies
 * mid-send leaves the lease to expire and another sends the message again (at least once; same Message-ID).
 */

export type Transport = { sendMail: (message: SendMailOptions) => Promise<unknown> };

export type MailWorkerOptions = {
  db: Db;
  transport: Transport;
  from: string;
  logger?: Logger;
  /** Tries before the message is marked failed (default 8: about 2 hours of backoff). */
  maxAttempts?: number;
  /** First retry delay; doubles each try, at most an hour (default 30 s). */
  backoffMs?: number;
  /** How long a claimed message stays with the worker sending it (default 2 minutes). */
  leaseMs?: number;
  /** Queue poll interval while idle (default 5 s); a poke starts a run at once. */
  pollMs?: number;
  /** Older unsent messages are given up instead of sent (a reset link would have expired): default 24 h. */
  maxAgeMs?: number;
  onSent?: () => void;
  onFailure?: () => void;
};

export type MailWorker = {
  /** One pass: claims and sends what is due; resolves with the number of messages sent. */
  runOnce: () => Promise<number>;
  start: () => void;
  poke: () => void;
  /** Stops polling and waits for the pass under way. */
  stop: () => Promise<void>;
};

type Claimed = { id: number; to: string; subject: string; text_body: string; created: string | Date; attempts: number };

const BATCH = 10;

export function smtpTransport(smtpUrl: string): Transport & { close: () => void } {
  return nodemailer.createTransport(smtpUrl);
}

/** SMTP 5xx answers are permanent (bad address, refused content): no point in retrying those. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, logger } = options;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 5_000;
  const maxAgeMs = options.maxAgeMs ?? 24 * 3600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function giveUpStale(): Promise<void> {
    await db.execute(sql`update mail_outbox set failed_at = now(), last_error = 'Not sent within ${sql.raw(String(Math.round(maxAgeMs / 3600_000)))} h: given up'
      where sent_at is null and failed_at is null and created < now() - ${`${maxAgeMs} milliseconds`}::interval`);
  }

  async function claim(): Promise<Claimed[]> {
    const result =
      await db.execute(sql`update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
      where id in (select id from mail_outbox where sent_at is null and failed_at is null and next_attempt_at <= now()
                   order by id limit ${BATCH} for update skip locked)
      returning id, "to", subject, text_body, created, attempts`);
    return (result as unknown as { rows: Claimed[] }).rows.sort((a, b) => a.id - b.id);
  }

  async function sendOne(row: Claimed): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text_body,
        date: new Date(row.created),
        messageId: `<outbox-${row.id}@haulbase>`,
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
      options.onSent?.();
      return true;
    } catch (error) {
      options.onFailure?.();
      const reason = reasonOf(error);
      const last = row.attempts >= maxAttempts || permanent(error);
      if (last) {
        await db.update(mailOutbox).set({ failedAt: new Date(), lastError: reason }).where(eq(mailOutbox.id, row.id));
        logger?.error({ mailId: row.id, attempts: row.attempts, reason }, 'e-mail given up');
      } else {
        const delay = Math.min(backoffMs * 2 ** (row.attempts - 1), 3600_000);
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() + delay), lastError: reason })
          .where(eq(mailOutbox.id, row.id));
        logger?.warn({ mailId: row.id, attempts: row.attempts, retryInMs: delay, reason }, 'e-mail not sent, will retry');
      }
      return false;
    }
  }

  async function pass(): Promise<number> {
    await giveUpStale();
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) if (await sendOne(row)) sent += 1;
      if (rows.length < BATCH) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await pass();
      } while (again && !stopped);
      return sent;
    })().finally(() => (running = null));
    return running;
  }

  const tick = () => {
    runOnce()
      .catch((error) => logger?.error({ err: error }, 'mail worker pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };

  return {
    runOnce,
    start: () => {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    poke: () => {
      if (!stopped) void runOnce().catch((error) => logger?.error({ err: error }, 'mail worker pass failed'));
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
