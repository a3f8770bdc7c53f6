import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loginAttempts, mailOutbox } from '../../server/db/schema';
import { settled } from '../../server/http/after-response';
import { RESET_LIMITS } from '../../server/services/account';
import { databaseTargets } from './support/databases';
import { SPARE, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { freshAddress, postJson } from './support/http';

/** Issue 14 §3: ForgetPassword is throttled per address asked about and per client, and its time tells nothing. */
const targets = await databaseTargets();

describe.each(targets)('ForgetPassword throttle and timing on $name', (target) => {
  const h = useHarness(target);
  const mailsTo = async (to: string) => (await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

  it(`12 parallel requests for one account: ${RESET_LIMITS.account} answered 200, the rest 429; at most that many e-mails`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postJson(h.app, '/api/Account/ForgetPassword', { Email: SPARE[3] }, freshAddress())),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RESET_LIMITS.account);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - RESET_LIMITS.account);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).Message).toMatch(/^Too many password reset requests\. Try again in \d+ minutes?\.$/);
    await settled();
    expect(await mailsTo(SPARE[3])).toBeLessThanOrEqual(RESET_LIMITS.account);
    expect(await mailsTo(SPARE[3])).toBeGreaterThan(0);
  });

  it('an unknown address is throttled exactly like a known one (the 429 reveals nothing)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        postJson(h.app, '/api/auth/forgot-password', { email: 'nobody-at-all@haulbase.test' }, freshAddress()),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(RESET_LIMITS.account);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(12 - RESET_LIMITS.account);
  });

  it(`one client address asking about many accounts: ${RESET_LIMITS.address} get through`, async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postJson(h.app, '/api/Account/ForgetPassword', { Email: `someone${i}@example.com` }, address)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(RESET_LIMITS.address);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(30 - RESET_LIMITS.address);
  });

  it('answers before the account is looked up or the e-mail written, so known and unknown addresses take the same time', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    const app = createApp({ db: h.db, config: h.config, logError: () => undefined, mailer: { send: async () => (await held, ++sent) } });
    const res = await postJson(app, '/api/Account/ForgetPassword', { Email: TRUCKER }, freshAddress());
    expect(res.status).toBe(200); // answered while the e-mail is still held back
    expect(sent).toBe(0);
    release();
    await settled();
    expect(sent).toBe(1);

    const time = async (email: string) => {
      await h.db.delete(loginAttempts); // the counters are not what is timed here
      const started = performance.now();
      const r = await postJson(h.app, '/api/Account/ForgetPassword', { Email: email }, freshAddress());
      expect(r.status).toBe(200);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(TRUCKER));
      unknown.push(await time(`nobody${i}@haulbase.test`));
      await settled();
    }
    console.info(`ForgetPassword on ${target.name}: median ${median(known).toFixed(1)} ms known, ${median(unknown).toFixed(1)} ms unknown`);
  });
});
