import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { mailOutbox } from '../../server/db/schema';
import { settled } from '../../server/http/after-response';
import { createMailWorker, smtpTransport } from '../../server/services/mail-worker';
import { databaseTargets } from './support/databases';
import { SPARE } from './support/fixtures';
import { PUBLIC_URL, testConfig } from './support/harness';
import { postJson, signIn } from './support/http';
import { decodedBody, headerOf, startSmtp, type TestSmtp } from './support/smtp';

const targets = await databaseTargets();
const FROM = 'Haulbase Dispatch <dispatch@haulbase.test>';

describe.each(targets)('e-mail through SMTP on $name', (target) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: App;
  let dataDir = '';
  const worker = (extra: Partial<Parameters<typeof createMailWorker>[0]> = {}) =>
    createMailWorker({ db: database.db, transport: smtpTransport(smtp.url), from: FROM, backoffMs: 0, ...extra });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hb-mail-test-'));
    database = await target.open();
    smtp = await startSmtp();
    app = createApp({ db: database.db, config: testConfig(dataDir, { smtpUrl: smtp.url, mailFrom: FROM }), logError: () => undefined });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('a reset e-mail arrives from MAIL_FROM with its link, and the link resets the password', async () => {
    const res = await postJson(app, '/api/Account/ForgetPassword', { Email: SPARE[2] });
    expect(res.status).toBe(200);
    await settled(); // the e-mail is queued after the answer (its time must not tell whether the account exists)
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0];
    expect(headerOf(raw, 'From')).toBe(FROM);
    expect(headerOf(raw, 'To')).toBe(SPARE[2]);
    expect(headerOf(raw, 'Subject')).toBe('Reset your Haulbase password');
    const link = new URL(/(http:\/\/\S+\/ResetPassword\?\S+)/.exec(decodedBody(raw))![1]);
    expect(link.origin).toBe(PUBLIC_URL);
    const password = 'Mailed#Link7';
    const reset = await postJson(app, '/api/Account/ResetPassword', {
      Email: SPARE[2],
      Token: link.searchParams.get('code'),
      Password: password,
      ConfirmPassword: password,
    });
    expect(reset.status).toBe(200);
    await signIn(app, SPARE[2], password);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, SPARE[2]));
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('a server that refuses and then accepts gets the message once', async () => {
    const [queued] = await database.db
      .insert(mailOutbox)
      .values({ to: 'carrier@example.test', subject: 'Refused first', textBody: 'Hello' })
      .returning();
    smtp.refuseNext(2);
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/451/);
    expect(await w.runOnce()).toBe(0);
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({ failedAt: null, attempts: 3, lastError: null });
    expect(smtp.received.filter((raw) => headerOf(raw, 'Subject') === 'Refused first')).toHaveLength(1);
  });

  it('after the last try a message is marked failed with the reason, and is not sent again', async () => {
    const [queued] = await database.db.insert(mailOutbox).values({ to: 'never@example.test', subject: 'Never', textBody: 'x' }).returning();
    smtp.refuseNext(3);
    const w = worker({ maxAttempts: 3 });
    for (let i = 0; i < 4; i++) await w.runOnce();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row.attempts).toBe(3);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toMatch(/451 Mailbox busy/);
    expect(smtp.received).toHaveLength(0);
    smtp.refuseNext(0);
  });

  it('two workers on one database send each message once', async () => {
    const rows = await database.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 25 }, (_, i) => ({ to: `load-${i}@example.test`, subject: `Two workers ${i}`, textBody: `Message ${i}` })),
      )
      .returning({ id: mailOutbox.id });
    const [a, b] = [worker(), worker()];
    const sent = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent[0] + sent[1]).toBe(25);
    const subjects = smtp.received.map((raw) => headerOf(raw, 'Subject'));
    expect(new Set(subjects).size).toBe(25);
    expect(subjects).toHaveLength(25);
    const after = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });
});
