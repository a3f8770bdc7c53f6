import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../src/contract/auth';
import { shippers, truckers, users } from '../../server/db/schema';
import { startMeCache } from '../../server/services/me-cache';
import { signAccessToken, verifyAccessToken } from '../../server/services/tokens';
import { databaseTargets } from './support/databases';
import { SHIPPER, SPARE, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { bearer, signIn } from './support/http';

const targets = await databaseTargets();

/**
 * GET /api/me is answered from memory until the user's profile or partner changes (decision 130). The harness's app
 * keeps answers as `npm start` does. On PGlite a change is forgotten before its writer's statement returns; on
 * PostgreSQL when its notification arrives, so there the next answer is awaited (bounded).
 */
describe.each(targets)('GET /api/me kept in memory on $name', (target) => {
  const h = useHarness(target);

  const me = async (token: string) => {
    const res = await h.app.request('/api/me', { headers: bearer(token) });
    return res.status === 200 ? ((await res.json()) as Me) : res.status;
  };
  /** The next answer on PGlite; the answer within 10 s on PostgreSQL. */
  const nextAnswer = async (read: () => Promise<unknown>, expected: unknown) => {
    if (target.name === 'pglite') expect(await read()).toMatchObject(expected as object);
    else await expect.poll(read, { timeout: 10_000 }).toMatchObject(expected as object);
  };
  const userIdOf = async (email: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it("answers a trucker's partner as it is after staff rename it, suspend the user or change its payment status", async () => {
    const { accessToken } = await signIn(h.app, TRUCKER);
    const userId = await userIdOf(TRUCKER);
    const before = await me(accessToken);
    expect(await me(accessToken)).toEqual(before);

    await h.db.update(truckers).set({ name: 'Renamed Freight Co' }).where(eq(truckers.userId, userId));
    await nextAnswer(() => me(accessToken), { Partner: { Name: 'Renamed Freight Co' } });
    await h.db.update(truckers).set({ paymentStatus: 'past_due' }).where(eq(truckers.userId, userId));
    await nextAnswer(() => me(accessToken), { Partner: { PaymentStatus: 'past_due' } });
    await h.db.update(users).set({ lockedOut: true }).where(eq(users.id, userId));
    await nextAnswer(() => me(accessToken), { Partner: { Islocked: true } });
    await h.db.update(users).set({ lockedOut: false }).where(eq(users.id, userId));
    await nextAnswer(() => me(accessToken), { Partner: { Islocked: false } });
  });

  it("a shipper's change in one statement for many partners reaches every one of them", async () => {
    const shipper = (await signIn(h.app, SHIPPER)).accessToken;
    expect(await me(shipper)).toMatchObject({ Partner: { Approved: true } });
    await h.db.update(shippers).set({ approved: false });
    await nextAnswer(() => me(shipper), { Partner: { Approved: false } });
    await h.db.update(shippers).set({ approved: true });
    await nextAnswer(() => me(shipper), { Partner: { Approved: true } });
  });

  it('a user deleted since the token was issued gets 401, not the kept answer', async () => {
    const { accessToken } = await signIn(h.app, SPARE[3]);
    expect(await me(accessToken)).toMatchObject({ Email: SPARE[3] });
    await h.db.delete(users).where(eq(users.email, SPARE[3]));
    await nextAnswer(async () => ({ status: await me(accessToken) }), { status: 401 });
  });

  it('reads the database once for repeated asks, and keeps nothing a change overtook', async () => {
    const cache = await startMeCache(h.db, (message, error) => console.error(message, error));
    try {
      const userId = await userIdOf(SPARE[0]);
      const load = vi.fn(async () => 'first');
      expect(await cache.read(userId, load)).toBe('first');
      expect(await cache.read(userId, load)).toBe('first');
      expect(load).toHaveBeenCalledTimes(1);

      // a read under way while the user changes: its answer is given but not kept
      const other = await userIdOf(SPARE[1]);
      const overtaken = await cache.read(other, async () => {
        await h.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, other));
        return 'from before the change';
      });
      expect(overtaken).toBe('from before the change');
      await expect.poll(() => cache.read(other, async () => 'after the change'), { timeout: 10_000 }).toBe('after the change');
    } finally {
      await cache.close();
    }
  });
});

describe('verified access tokens', () => {
  afterEach(() => vi.useRealTimers());
  const secret = new TextEncoder().encode('verified-tokens-secret-0123456789-0123456789');

  it('a token verified once is refused once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const token = await signAccessToken({ id: 7, email: 'kept@haulbase.test', roles: ['Trucker'] }, secret);
    expect(await verifyAccessToken(token, secret)).toMatchObject({ id: 7, roles: ['Trucker'] });
    vi.setSystemTime(new Date('2026-01-01T12:14:59Z'));
    expect(await verifyAccessToken(token, secret)).toMatchObject({ id: 7 });
    vi.setSystemTime(new Date('2026-01-01T12:15:00Z'));
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('a token verified under one secret is not accepted under another', async () => {
    const token = await signAccessToken({ id: 8, email: 'other@haulbase.test', roles: ['Shipper'] }, secret);
    expect(await verifyAccessToken(token, secret)).toMatchObject({ id: 8 });
    expect(await verifyAccessToken(token, new TextEncoder().encode('another-secret-0123456789-0123456789-0123'))).toBeNull();
  });
});
