import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { SHIPPER, SPARE, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { freshAddress, passwordGrant, postJson } from './support/http';

const targets = await databaseTargets();
const WRONG = 'Wrong#Password1';

describe.each(targets)('sign-in rate limit on $name', (target) => {
  const h = useHarness(target);

  it('5 failures on one account → 429 with Retry-After and a clear Message, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await passwordGrant(h.app, SHIPPER, WRONG, freshAddress())).status).toBe(400);
    const res = await passwordGrant(h.app, SHIPPER, undefined, freshAddress());
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await res.json()).toEqual({
      Message: 'Too many sign-in attempts. Try again in 15 minutes.',
      MessageId: { Id: 'sign_in_rate_limited', Values: { minutes: 15 } },
      error: 'rate_limited',
      error_description: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    // the JSON sign-in shares the counters
    const login = await postJson(h.app, '/api/auth/login', { email: SHIPPER, password: 'Haulbase#2025' }, freshAddress());
    expect(login.status).toBe(429);
    // other accounts are not affected
    expect((await passwordGrant(h.app, TRUCKER, undefined, freshAddress())).status).toBe(200);
  });

  it('20 failures from one address → 429 for every account from that address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const account = `someone${i}@example.com`; // never 5 on one account
      expect((await passwordGrant(h.app, account, WRONG, address)).status).toBe(400);
    }
    const res = await passwordGrant(h.app, TRUCKER, undefined, address);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await passwordGrant(h.app, TRUCKER, undefined, freshAddress())).status).toBe(200);
  });

  it('a successful sign-in resets the account counter', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await passwordGrant(h.app, SPARE[1], WRONG, address);
    expect((await passwordGrant(h.app, SPARE[1], undefined, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await passwordGrant(h.app, SPARE[1], WRONG, address)).status).toBe(400);
    expect((await passwordGrant(h.app, SPARE[1], undefined, address)).status).toBe(200);
  });

  it('40 parallel wrong passwords for one account: at most 5 are checked, the rest answer 429', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => passwordGrant(h.app, SPARE[2], WRONG, address)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const [row] = await h.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `account:${SPARE[2]}`));
    expect(row.failures).toBe(5);
    expect((await passwordGrant(h.app, SPARE[2], undefined, freshAddress())).status).toBe(429);
  });

  it('parallel wrong passwords from one address across accounts: at most 20 get through', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => passwordGrant(h.app, `parallel${i}@example.com`, WRONG, address)),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('successful sign-ins from one address do not use up its limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < 25; i++) expect((await passwordGrant(h.app, TRUCKER, undefined, address)).status).toBe(200);
  });
});
