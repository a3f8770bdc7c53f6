import { describe, expect, it } from 'vitest';
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
});
