import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

/**
 * No mail server runs here (decision 001): every e-mail is a row in mail_outbox and a file in
 * DATA_DIR/mail, as a mail pickup directory would hold it. A real sender reads the outbox later.
 */
export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<number> };

export type MailerOptions = { db: Db; dataDir: string; from?: string; log?: boolean };

export const FROM_ADDRESS = 'Haulbase <no-reply@haulbase.test>';

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

export function createMailer({ db, dataDir, from = FROM_ADDRESS, log = false }: MailerOptions): Mailer {
  const dir = join(dataDir, 'mail');
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, textBody: mail.text })
        .returning({ id: mailOutbox.id, created: mailOutbox.created });
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, emlFileName(row.created, row.id)), toEml(mail, from, row.created, randomUUID()));
      if (log) console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      return row.id;
    },
  };
}
