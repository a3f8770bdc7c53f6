import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids, shipments, statusHistory } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { addCompany, insertLoad, shipperIdOf, truckerIdOf } from './support/detail-loads';
import { changeMark, changedSince, installChangeLog } from './support/fuzz/changes';
import { fixedCases, randomCases, toRequest, type FuzzCase, type FuzzRoute } from './support/fuzz/cases';
import { contractFieldNames, serverQueryNames } from './support/fuzz/dictionary';
import { FUZZ_TABLE, type FuzzContext } from './support/fuzz/table';
import { useHarness } from './support/harness';
import { approve, insertOpenLoad } from './support/market';
import { postPod } from './support/paperwork';
import { tokenFor, userIdOf } from './support/partners';
import { settled } from '../../server/http/after-response';

/**
 * Issue 14's fuzz suite: every route the app registers (read from the Hono app, so a new route is fuzzed without
 * being listed), as each role, with bad ids, queries and bodies. Invariants: never a 5xx, never a stack trace in
 * a body, no row changed when the answer is 4xx. Seeded; FUZZ_RUNS random cases per route and role.
 */
const targets = await databaseTargets();
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 14);
const STACK = /\n\s+at\s|\bat \S+ \(\S+:\d+:\d+\)|node_modules|\/server\/\S+\.ts/;
const NOT_REACHED = new Set([401, 403, 404, 405]);
const ROLES = ['anonymous', 'BackOffice', 'Shipper', 'Trucker'] as const;

/** The app's routes, once per method and path, reads first and deletes last (so deletes do not starve the rest). */
function appRoutes(app: { routes: { method: string; path: string }[] }): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const r of app.routes) {
    if (r.path === '*' || r.path === '/*') continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key)) seen.set(key, { method: r.method, path: r.path, key });
  }
  const order = (m: string) => ['GET', 'ALL', 'POST', 'PUT', 'DELETE'].indexOf(m);
  return [...seen.values()].sort((a, b) => order(a.method) - order(b.method) || a.key.localeCompare(b.key));
}

const hash = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

describe.each(targets)('fuzz every route on $name', (target) => {
  const h = useHarness(target);
  const tokens: Record<(typeof ROLES)[number], string | null> = { anonymous: null, BackOffice: null, Shipper: null, Trucker: null };
  let ctx: FuzzContext;
  let names: string[];

  beforeAll(async () => {
    tokens.BackOffice = await tokenFor(h, ADMIN);
    tokens.Shipper = await tokenFor(h, SHIPPER);
    tokens.Trucker = await tokenFor(h, TRUCKER);
    const place = { city: 'Austin', state: 'Texas', latitude: 30.27, longitude: -97.74 };
    const loadId = await insertLoad(h.db, { statusCode: 'BK' });
    ctx = {
      loadId,
      pickupId: await addCompany(h.db, SHIPPER, 'Fuzz Pickup', place),
      destinationId: await addCompany(h.db, SHIPPER, 'Fuzz Drop', { ...place, city: 'Dallas' }),
      shipperId: await shipperIdOf(h.db, SHIPPER),
      truckerId: await truckerIdOf(h.db, TRUCKER),
      userId: await userIdOf(h.db, SHIPPER),
      photoHash: await storedPhoto(),
      ...(await openLoadWithBid()),
      tripLoadId: await tripLoad(),
      savedSearchId: await savedSearch(),
      shareToken: await shareToken(loadId),
      paperLoadId: await paperLoad(),
    };
    names = [...new Set([...(await contractFieldNames()), ...serverQueryNames()])];
    await installChangeLog(h.db);
  });

  /** An open load on the board and the demo trucker's open bid on it. */
  async function openLoadWithBid(): Promise<{ openLoadId: number; bidId: number }> {
    const openLoadId = await insertOpenLoad(h.db);
    const [bid] = await h.db
      .insert(bids)
      .values({ shipmentId: openLoadId, truckerId: await truckerIdOf(h.db, TRUCKER), price: 2400 })
      .returning({ id: bids.id });
    return { openLoadId, bidId: bid.id };
  }

  /** A load in transit for the demo trucker, booked an hour ago: it takes positions. */
  async function tripLoad(): Promise<number> {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'BK', created: new Date(Date.now() - 3_600_000) });
    return id;
  }

  /** A saved search of the demo trucker (issue 41). */
  async function savedSearch(): Promise<number> {
    const res = await h.app.request('/api/Trucker/SavedSearches', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.Trucker}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Name: 'Out of Dallas', Query: {}, Alerts: { InApp: true, Email: false, Push: false } }),
    });
    if (res.status !== 201) throw new Error(`saved search failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { Id: number }).Id;
  }

  /** A receiver's tracking link to the load (issue 41): the token its URL ends with. */
  async function shareToken(loadId: number): Promise<string> {
    const res = await h.app.request(`/api/Shipments/${loadId}/ShareLinks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.BackOffice}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (res.status >= 300) throw new Error(`share link failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { Url: string }).Url.split('/').pop()!;
  }

  /** A load the demo trucker booked (rate confirmation v1) and delivered with a signed POD (issue 40). */
  async function paperLoad(): Promise<number> {
    await approve(h.db, TRUCKER);
    const id = await insertOpenLoad(h.db, { bidding: false });
    const booked = await h.app.request(`/api/Shipments/${id}/Book`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.Trucker}` },
    });
    if (booked.status !== 200) throw new Error(`booking failed: ${booked.status} ${await booked.text()}`);
    await settled();
    await h.db.update(shipments).set({ statusCode: 'AR' }).where(eq(shipments.id, id));
    const pod = await postPod(h.app, id, tokens.Trucker!, { signedBy: 'Rita Receiver' });
    if (pod.status !== 201) throw new Error(`POD failed: ${pod.status} ${await pod.text()}`);
    return id;
  }

  /** A profile photo of the demo trucker (a PNG signature is enough for the sniffer). */
  async function storedPhoto(): Promise<string> {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)]);
    const form = new FormData();
    form.append('File', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await h.app.request('/api/me/photo', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.Trucker}` },
      body: form,
    });
    const me = (await res.json()) as { ProfilePicture?: string | null };
    const hash = /[0-9a-f]{64}/.exec(me.ProfilePicture ?? '')?.[0];
    if (!hash) throw new Error(`photo upload failed: ${res.status} ${JSON.stringify(me)}`);
    return hash;
  }

  it('never answers 5xx or a stack trace, and changes no row on a 4xx', { timeout: 900_000 }, async () => {
    const routes = appRoutes(h.app);
    const failures: string[] = [];
    const counts: string[] = [];
    const reached = new Set<string>();
    let total = 0;
    const started = Date.now();

    for (const route of routes) {
      const entry = FUZZ_TABLE[route.key] ?? {};
      let perRoute = 0;
      for (const role of ROLES) {
        const random = fc.sample(randomCases(route, entry, ctx, names), { seed: hash(`${route.key} ${role}`), numRuns: RUNS });
        let guarded = false;
        for (const c of [...fixedCases(route, entry, ctx, names), ...random]) {
          if (c.sweep && guarded) continue; // the guard answers before the body is read
          const { problem, status } = await send(route.key, c, tokens[role]);
          if (c.note === 'valid body') guarded = status === 401 || status === 403;
          perRoute++;
          if (problem) failures.push(`${route.key} as ${role} [${c.note}] ${c.method} ${c.path.slice(0, 80)}: ${problem}`);
        }
      }
      total += perRoute;
      counts.push(`${String(perRoute).padStart(5)}  ${route.key}`);
    }

    async function send(routeKey: string, c: FuzzCase, token: string | null): Promise<{ status: number; problem: string | null }> {
      // work an earlier write started after its answer (a rate confirmation drawn and mailed) lands before the mark
      await settled();
      const mark = await changeMark(h.db);
      const [url, init] = toRequest(c, token);
      const res = await h.app.request(url, init);
      const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
      const text = stream ? (await res.body?.cancel(), '') : await res.text();
      if (!NOT_REACHED.has(res.status) || (routeKey.startsWith('ALL ') && res.status === 405)) reached.add(routeKey); // ALL routes exist to answer 405
      const answer = (problem: string | null) => ({ status: res.status, problem });
      if (res.status >= 500) return answer(`${res.status} ${text.slice(0, 200)}`);
      if (STACK.test(text)) return answer(`stack trace in the body: ${text.slice(0, 200)}`);
      if (res.status >= 400) {
        const changed = await changedSince(h.db, mark);
        if (changed.length) return answer(`${res.status} but rows changed in ${changed.join(', ')}: ${text.slice(0, 120)}`);
      }
      return answer(null);
    }
    console.info(
      `fuzz on ${target.name}: ${routes.length} routes × ${ROLES.length} roles, ${total} cases in ${((Date.now() - started) / 1000).toFixed(1)} s (${RUNS} random per route and role, seed ${SEED})\n${counts.join('\n')}`,
    );
    const unreached = routes.filter((r) => !reached.has(r.key)).map((r) => r.key);
    expect(failures, failures.slice(0, 60).join('\n')).toEqual([]);
    expect(
      unreached,
      `routes no fuzz case got past the guard (every answer 401/403/404/405); add valid ids or a body for them to FUZZ_TABLE in tests/server/support/fuzz/table.ts: ${unreached.join(', ')}`,
    ).toEqual([]);
  });
});
