import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '../../src/contract/auth';
import { users } from '../../server/db/schema';
import { signAccessToken } from '../../server/services/tokens';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth, tokenFor } from './support/partners';

/** Issue 14 §6: a chat stream ends with its token, and when its user is suspended or locked out. */
const targets = await databaseTargets();

/** Reads an event stream in the background: the text so far and whether the server ended it. */
function watch(res: Response) {
  const state = { text: '', ended: false };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })();
  return { state, close: () => reader.cancel().catch(() => undefined) };
}

async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return check();
}

describe.each(targets)('chat streams end on $name', (target) => {
  const h = useHarness(target);
  let shipper = '';
  let loadId = 0;

  beforeAll(async () => {
    shipper = await tokenFor(h, SHIPPER);
    loadId = await insertLoad(h.db, { statusCode: 'BK' });
  });

  const open = async (token: string) => {
    const res = await h.app.request(`/api/Chat/${loadId}/Stream`, { headers: auth(token) });
    expect(res.status).toBe(200);
    const stream = watch(res);
    expect(await until(() => stream.state.text.includes(': ready'))).toBe(true);
    return stream;
  };
  const post = async (body: string) =>
    expect(
      (
        await h.app.request(`/api/Chat/${loadId}/Messages`, {
          method: 'POST',
          headers: { ...auth(shipper), 'Content-Type': 'application/json' },
          body: JSON.stringify({ Body: body }),
        })
      ).status,
    ).toBe(200);

  it('ends when the access token expires (the web app then reconnects with a fresh one)', async () => {
    const [trucker] = await h.db.select().from(users).where(eq(users.email, TRUCKER));
    const issuedAlmostExpired = Date.now() - (ACCESS_TOKEN_SECONDS - 2) * 1000; // 2 s left
    const token = await signAccessToken(
      { id: trucker.id, email: trucker.email, roles: ['Trucker'] },
      h.config.jwtSecret,
      issuedAlmostExpired,
    );
    const stream = await open(token);
    expect(await until(() => stream.state.ended)).toBe(true);
    await post('after the token ended');
    expect(stream.state.text).not.toContain('after the token ended');
    const again = await h.app.request(`/api/Chat/${loadId}/Stream`, { headers: auth(token) });
    expect(again.status).toBe(401); // the client refreshes on this and opens a new stream
  });

  it('ends when the user is suspended, and a suspended user cannot open a new one', async () => {
    const token = await tokenFor(h, TRUCKER);
    const stream = await open(token);
    await post('before the suspension');
    expect(await until(() => stream.state.text.includes('before the suspension'))).toBe(true);
    await h.db.update(users).set({ lockedOut: true }).where(eq(users.email, TRUCKER));
    try {
      await post('after the suspension');
      expect(await until(() => stream.state.ended)).toBe(true);
      expect(stream.state.text).not.toContain('after the suspension');
      const again = await h.app.request(`/api/Chat/${loadId}/Stream`, { headers: auth(token) });
      expect(again.status).toBe(403);
    } finally {
      await h.db.update(users).set({ lockedOut: false }).where(eq(users.email, TRUCKER));
      await stream.close();
    }
  });
});
