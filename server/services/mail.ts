import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { DEFAULT_MAIL_FROM } from '../config';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

/**
 * Every e-mail is a row in mail_outbox (decisions 012, 094). With SMTP_URL set the row is the queue: the mail worker
 * (server/services/mail-worker.ts) sends it. Without it the e-mail is written at once as a file in DATA_DIR/mail, as a
 * mail pickup directory would hold it, and the row is marked sent.
 */
export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<number> };

export type MailerOptions = {
  db: Db;
  dataDir: string;
  from?: string;
  log?: boolean;
  /** 'queue': leave the row for the SMTP worker; 'files' (default): DATA_DIR/mail. */
  delivery?: 'queue' | 'files';
  /** Called after a row is queued (wakes this node's worker at once). */
  onQueued?: () => void;
};

export const FROM_ADDRESS = DEFAULT_MAIL_FROM;

/** RFC 2047 encoding for a header value that is not plain ASCII. */
const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** A plain-text message; 8bit body so links are never broken by line folding. */
export function toEml(mail: Mail, from: string, date: Date, messageId: string): string {
  const headers = [
    `From: ${from}`,
    `To: ${encodeHeader(mail.to)}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}@haulbase.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** File name that sorts by time: 2025-03-18T09-30-00-123Z-42.eml */
export const emlFileName = (date: Date, id: number) => `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;

export function createMailer({ db, dataDir, from = FROM_ADDRESS, log = false, delivery = 'files', onQueued }: MailerOptions): Mailer {
  const dir = join(dataDir, 'mail');
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, textBody: mail.text })
        .returning({ id: mailOutbox.id, created: mailOutbox.created });
      if (log) console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      if (delivery === 'queue') {
        onQueued?.();
        return row.id;
      }
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, emlFileName(row.created, row.id)), toEml(mail, from, row.created, randomUUID()));
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      return row.id;
    },
  };
}
