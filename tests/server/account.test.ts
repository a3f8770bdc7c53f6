import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../server/db/schema';
import { settled } from '../../server/http/after-response';
import { sendEmailConfirmation } from '../../server/services/account';
import { createMailer } from '../../server/services/mail';
import { databaseTargets } from './support/databases';
import { ADMIN, PASSWORD, SPARE, TRUCKER } from './support/fixtures';
import { PUBLIC_URL, useHarness } from './support/harness';
import { passwordGrant, postJson, refreshGrant, signIn } from './support/http';

const targets = await databaseTargets();
const NEW_PASSWORD = 'Fresh#Start9';

describe.each(targets)('account calls on $name', (target) => {
  const h = useHarness(target);
  const outboxFor = (to: string) => h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

  /** The reset link of the newest .eml file, as the end-to-end tests read it. */
  function newestResetLink(): URL {
    const dir = join(h.config.dataDir, 'mail');
    const newest = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .at(-1)!;
    const text = readFileSync(join(dir, newest), 'utf8');
    return new URL(/(http:\/\/\S+\/ResetPassword\?\S+)/.exec(text)![1]);
  }

  async function requestReset(email: string) {
    const res = await postJson(h.app, '/api/Account/ForgetPassword', { Email: email });
    expect(res.status).toBe(200);
    await settled(); // the e-mail is written after the answer
    return newestResetLink();
  }

  it('ForgetPassword writes an e-mail for a known address, none for an unknown one, and answers both alike', async () => {
    const known = await postJson(h.app, '/api/Account/ForgetPassword', { Email: TRUCKER.toUpperCase() });
    const unknown = await postJson(h.app, '/api/Account/ForgetPassword', { Email: 'nobody@haulbase.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await settled();
    const mails = await outboxFor(TRUCKER);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your Haulbase password');
    expect(mails[0].textBody).toContain(`${PUBLIC_URL}/ResetPassword?code=`);
    expect(await outboxFor('nobody@haulbase.test')).toHaveLength(0);
    const link = newestResetLink();
    expect(link.searchParams.get('email')).toBe(TRUCKER);
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
  });

  it('ForgetPassword validates the address with the form messages', async () => {
    const res = await postJson(h.app, '/api/Account/ForgetPassword', { Email: 'nope' });
    expect(res.status).toBe(400);
    expect((await res.json()).ModelState).toEqual({ Email: ['Wrong email format'] });
  });

  it('the web app pair (ForgetPassword + legacy) produces one e-mail in either order', async () => {
    await postJson(h.app, '/api/Account/ForgetPassword', { Email: ADMIN });
    const legacy = await postJson(h.app, '/api/auth/forgot-password', { email: ADMIN });
    expect(legacy.status).toBe(200);
    await settled();
    expect(await outboxFor(ADMIN)).toHaveLength(1);

    await postJson(h.app, '/api/auth/forgot-password', { email: SPARE[1] });
    await postJson(h.app, '/api/Account/ForgetPassword', { Email: SPARE[1] });
    await settled();
    expect(await outboxFor(SPARE[1])).toHaveLength(1);
    expect((await postJson(h.app, '/api/auth/forgot-password', { email: 'nobody@haulbase.test' })).status).toBe(200);
  });

  it('reset works once with the e-mailed token, ends sessions, and the new password signs in', async () => {
    const { refreshToken } = await signIn(h.app, SPARE[0]);
    const link = await requestReset(SPARE[0]);
    const body = { Email: SPARE[0], Token: link.searchParams.get('code'), Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD };
    const res = await postJson(h.app, '/api/Account/ResetPassword', body);
    expect(res.status).toBe(200);
    expect((await res.json()).Message).toBeTruthy();

    expect((await refreshGrant(h.app, refreshToken)).status).toBe(400); // old sessions ended
    expect((await passwordGrant(h.app, SPARE[0], PASSWORD)).status).toBe(400);
    expect((await passwordGrant(h.app, SPARE[0], NEW_PASSWORD)).status).toBe(200);

    const again = await postJson(h.app, '/api/Account/ResetPassword', { ...body, Password: 'Other#Pass1', ConfirmPassword: 'Other#Pass1' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { Token: ['The reset link is invalid or has expired.'] },
      ModelStateIds: { Token: [{ Id: 'reset_link_invalid' }] },
    });
  });

  it('an expired token, a token of another user and a made-up token fail with ModelState { Token }', async () => {
    const link = await requestReset(SPARE[2]);
    const token = link.searchParams.get('code')!;
    const ok = { Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD };
    const foreign = await postJson(h.app, '/api/Account/ResetPassword', { Email: SPARE[3], Token: token, ...ok });
    expect((await foreign.json()).ModelState).toEqual({ Token: ['The reset link is invalid or has expired.'] });
    const madeUp = await postJson(h.app, '/api/Account/ResetPassword', { Email: SPARE[2], Token: 'x'.repeat(43), ...ok });
    expect(madeUp.status).toBe(400);

    const [user] = await h.db.select().from(users).where(eq(users.email, SPARE[2]));
    await h.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await postJson(h.app, '/api/Account/ResetPassword', { Email: SPARE[2], Token: token, ...ok });
    expect(expired.status).toBe(400);
    expect((await expired.json()).ModelState.Token).toHaveLength(1);
  });

  it('a weak or mismatched password gives ModelState and leaves the token usable', async () => {
    const link = await requestReset(SPARE[3]);
    const token = link.searchParams.get('code');
    const weak = await postJson(h.app, '/api/Account/ResetPassword', {
      Email: SPARE[3],
      Token: token,
      Password: 'password',
      ConfirmPassword: 'password',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).ModelState).toEqual({ Password: ['Please check your Password'] });
    const mismatch = await postJson(h.app, '/api/Account/ResetPassword', {
      Email: SPARE[3],
      Token: token,
      Password: NEW_PASSWORD,
      ConfirmPassword: 'Fresh#Start8',
    });
    expect((await mismatch.json()).ModelState).toEqual({ ConfirmPassword: ['The password and confirmation password do not match.'] });
    const ok = await postJson(h.app, '/api/Account/ResetPassword', {
      Email: SPARE[3],
      Token: token,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('ConfirmEmail confirms the address once; unknown and missing codes answer 400 { Message }', async () => {
    const [user] = await h.db.update(users).set({ emailConfirmed: false }).where(eq(users.email, SPARE[1])).returning();
    const mailer = createMailer({ db: h.db, dataDir: h.config.dataDir });
    const code = await sendEmailConfirmation({ db: h.db, mailer, config: h.config }, user);
    expect((await outboxFor(SPARE[1]))[0].textBody).toContain(`${PUBLIC_URL}/useractivationemail?code=${code}`);

    const res = await postJson(h.app, '/api/Account/ConfirmEmail', { Code: code });
    expect(res.status).toBe(200);
    expect((await res.json()).Message).toBeTruthy();
    const [after] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(after.emailConfirmed).toBe(true);

    const reused = await postJson(h.app, '/api/Account/ConfirmEmail', { Code: code });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      Message: 'The confirmation link is invalid or has expired.',
      MessageId: { Id: 'confirmation_link_invalid' },
    });
    const missing = await postJson(h.app, '/api/Account/ConfirmEmail', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ Message: 'The confirmation code is missing.', MessageId: { Id: 'confirmation_code_missing' } });
  });
});
