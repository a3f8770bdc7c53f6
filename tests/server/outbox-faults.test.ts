import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Note, Stop } from '../../src/contract/shipment';
import { HttpError } from '../../src/lib/http/client';
import { enqueue } from '../../src/lib/offline/outbox';
import { newLocalId } from '../../src/lib/offline/outbox-entry';
import { replayOutbox, type ReplayReport, type Send } from '../../src/lib/offline/replay';
import type { OutboxRequest } from '../../src/lib/offline/requests';
import { UserDb } from '../../src/lib/offline/user-db';
import { registerAppOfflineFeatures } from '../../src/offline-features';
import { shipments, trackingPoints } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { addCompany, insertLoad, statusMovesOf } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness, type Harness } from './support/harness';
import { tokenFor } from './support/partners';
import { seededRandom } from './support/seeded-random';

// As main.tsx does: the app's features build the outbox's requests (decision 121).
registerAppOfflineFeatures();

/**
 * Issue 7 fault-injection suite: a seeded random schedule of 1,000 offline writes (notes, stops, status changes —
 * at least 100, the trucker's main offline write, over 22 loads — and trip position batches, issue 17)
 * replayed through the real outbox against the real server in-process, with the network dropping before and after
 * the server commits, 500s, access tokens expiring mid-replay (and a refresh that sometimes fails), a tab closing
 * mid-replay and concurrent replay attempts. After every run the server must hold exactly what the user did: none
 * lost, none doubled.
 */

const WRITES = 1_000;
const TRUCKER_LOADS = 22;
/** OUTBOX_FAULT_SEED runs another schedule (the default one is what CI runs). */
const SEED = Number(process.env.OUTBOX_FAULT_SEED ?? 20261122);

type Faults = {
  dropBefore: number;
  dropAfter: number;
  serverErrors: number;
  expiredTokens: number;
  failedRefreshes: number;
  tabsClosed: number;
  concurrentAttempts: number;
  busy: number;
};

/** The user's intent, applied as each write is queued: what the server must hold in the end. */
type Model = {
  notes: Map<string, string>;
  stops: { local: string; addressId: number; note: string }[];
};

class Network {
  readonly faults: Faults = {
    dropBefore: 0,
    dropAfter: 0,
    serverErrors: 0,
    expiredTokens: 0,
    failedRefreshes: 0,
    tabsClosed: 0,
    concurrentAttempts: 0,
    busy: 0,
  };
  /** Probabilities per request, changed between phases. */
  chaos = {
    dropBefore: 0.08,
    dropAfter: 0.08,
    serverError: 0.06,
    expire: 0.02,
    closeTab: 0.01,
  };
  private token = '';
  private refreshing: Promise<boolean> | null = null;
  refreshFails = false;
  private tabClosers: (() => void)[] = [];

  constructor(
    private readonly h: Harness,
    private readonly email: string,
    private readonly random: () => number,
  ) {}

  /** Resolves when a request of this user "kills the tab": the replay that made it never hears back. */
  whenTabCloses(): Promise<undefined> {
    return new Promise((resolve) => this.tabClosers.push(() => resolve(undefined)));
  }

  async signIn(): Promise<void> {
    this.token = await tokenFor(this.h, this.email);
  }

  /**
   * One refresh for every request that got a 401 at the same time, as the web app's client does: a refresh in flight
   * is shared, and a request whose token was already replaced uses the new one instead of refreshing again.
   */
  private refresh(staleToken: string): Promise<boolean> {
    if (this.token !== staleToken) return Promise.resolve(true);
    const run = (this.refreshing ??= (async () => {
      if (this.refreshFails) {
        this.faults.failedRefreshes++;
        return false;
      }
      await this.signIn();
      return true;
    })().finally(() => {
      if (this.refreshing === run) this.refreshing = null;
    }));
    return run;
  }

  private async call(request: OutboxRequest): Promise<Response> {
    return this.h.app.request(request.path, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  }

  readonly send: Send = async (request) => {
    const roll = this.random();
    if (roll < this.chaos.expire) {
      this.faults.expiredTokens++;
      this.token = 'expired.access.token';
    }
    if (this.random() < this.chaos.dropBefore) {
      this.faults.dropBefore++;
      throw new TypeError('Failed to fetch');
    }
    if (this.random() < this.chaos.serverError) {
      this.faults.serverErrors++;
      throw new HttpError(503, { Message: 'Service unavailable' });
    }
    const token = this.token;
    let res = await this.call(request);
    if (res.status === 401 && (await this.refresh(token))) res = await this.call(request);
    if (this.random() < this.chaos.closeTab) {
      // The server committed; the tab dies before it hears the answer. This replay never returns.
      this.faults.tabsClosed++;
      for (const close of this.tabClosers.splice(0)) close();
      return new Promise<never>(() => {});
    }
    if (this.random() < this.chaos.dropAfter) {
      this.faults.dropAfter++;
      throw new TypeError('Failed to fetch');
    }
    const text = await res.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    if (!res.ok) throw new HttpError(res.status, body ?? {}, false, Number(res.headers.get('Retry-After')) || null);
    return body;
  };
}

/** Web Locks for one process: `ifAvailable`, so a second replay finds the queue busy. */
function lockSet() {
  const held = new Set<string>();
  return async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    if (held.has(name)) return undefined;
    held.add(name);
    try {
      return await run();
    } finally {
      held.delete(name);
    }
  };
}

const targets = await databaseTargets();

describe.each(targets)('the outbox under faults on $name', (target) => {
  const h = useHarness(target);
  let shipperLoads: number[] = [];
  let truckerLoad = 0;
  /** The trucker's loads: each goes BK → OFP → … → DL once, with its positions. */
  let truckerLoads: number[] = [];
  let lateLoad = 0;
  let companies: number[] = [];

  beforeAll(async () => {
    shipperLoads = [
      await insertLoad(h.db, { statusCode: 'DF', truckerEmail: null }),
      await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null }),
    ];
    truckerLoads = [];
    for (let i = 0; i < TRUCKER_LOADS; i++) truckerLoads.push(await insertLoad(h.db, { statusCode: 'BK' }));
    truckerLoad = truckerLoads[0];
    lateLoad = await insertLoad(h.db, { statusCode: 'BK' });
    const places = [
      {
        city: 'Austin',
        state: 'Texas',
        latitude: 30.2672,
        longitude: -97.7431,
      },
      {
        city: 'Tulsa',
        state: 'Oklahoma',
        latitude: 36.154,
        longitude: -95.9928,
      },
      {
        city: 'Memphis',
        state: 'Tennessee',
        latitude: 35.1495,
        longitude: -90.049,
      },
    ];
    companies = [];
    for (const [i, place] of places.entries()) companies.push(await addCompany(h.db, SHIPPER, `Fault Co ${i}`, place));
  });

  it(`delivers ${WRITES.toLocaleString('en-US')} writes exactly once through drops, 500s, expired tokens, closed tabs and concurrent replays`, async () => {
    const random = seededRandom(SEED);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const shipperNet = new Network(h, SHIPPER, random);
    const truckerNet = new Network(h, TRUCKER, random);
    await Promise.all([shipperNet.signIn(), truckerNet.signIn()]);
    const dbs = {
      shipper: new UserDb(`faults-shipper-${crypto.randomUUID()}`),
      trucker: new UserDb(`faults-trucker-${crypto.randomUUID()}`),
    };
    // A closed tab's Web Lock is released by the browser: the suite starts a new lock set instead.
    let locks = lockSet();
    const models = new Map<number, Model>([...shipperLoads, truckerLoad].map((id) => [id, { notes: new Map(), stops: [] }]));
    const statuses = ['OFP', 'AT', 'IT', 'AR', 'DL'];
    const tried: Record<string, number> = {};
    /** Per trucker load: the statuses queued so far and the positions recorded (a minute apart, 500 m north each). */
    const trips = new Map(truckerLoads.map((id) => [id, { moves: 0, points: 0 }]));
    const tripStart = Date.now() - 24 * 3_600_000;

    const replay = (who: 'shipper' | 'trucker'): Promise<ReplayReport | undefined> => {
      const net = who === 'shipper' ? shipperNet : truckerNet;
      const held = locks;
      const run = dbs[who].outbox
        .toCollection()
        .modify({ notBefore: 0 }) // minutes pass between the user's writes: the backoffs are over
        .then(() =>
          replayOutbox({
            db: dbs[who],
            send: net.send,
            withLock: (name, work) => held(name, work),
            random,
          }),
        )
        .then((report) => {
          if (report.stoppedBy === 'busy') net.faults.busy++;
          if (report.stoppedBy === 'sign-in') net.refreshFails = false; // the user signs in again
          return report;
        });
      // A run whose tab closed hangs forever: the next one starts in a new tab, from the persisted queue.
      return Promise.race([run, net.whenTabCloses().then(() => (locks = lockSet()) && undefined)]);
    };

    let written = 0;
    let nextStatus = 0;
    while (written < WRITES) {
      const count = (kind: string) => (tried[kind] = (tried[kind] ?? 0) + 1);
      const roll = random();
      const moving = truckerLoads.filter((id) => trips.get(id)!.moves < statuses.length);
      if (roll < 0.14 && moving.length > 0) {
        const loadId = pick(moving);
        const trip = trips.get(loadId)!;
        const status = statuses[trip.moves++]!;
        if (loadId === truckerLoad) nextStatus++;
        await enqueue(dbs.trucker, {
          loadId,
          kind: 'status.change',
          target: String(loadId),
          payload: { StatusCode: status },
        });
        count('status.change');
      } else if (roll < 0.24 && moving.length > 0) {
        // Positions go with a trip that is not delivered yet (the device stops recording at DL).
        const loadId = pick(moving);
        const trip = trips.get(loadId)!;
        const n = 1 + Math.floor(random() * 6);
        const Points = Array.from({ length: n }, (_, i) => ({
          Latitude: 30 + (trip.points + i) * 0.0045,
          Longitude: -97,
          Accuracy: 10,
          Speed: 8,
          Heading: 0,
          RecordedAt: new Date(tripStart + (trip.points + i) * 60_000).toISOString(),
        }));
        trip.points += n;
        await enqueue(dbs.trucker, { loadId, kind: 'positions.batch', target: null, payload: { Points } });
        count('positions.batch');
        tried.positions = (tried.positions ?? 0) + n;
      } else if (roll < 0.29) {
        const model = models.get(truckerLoad)!;
        const local = newLocalId();
        const body = `trucker note ${written}`;
        model.notes.set(local, body);
        await enqueue(dbs.trucker, {
          loadId: truckerLoad,
          kind: 'note.create',
          target: local,
          payload: { Body: body, IsPublic: true },
        });
        count('note.create');
      } else {
        const loadId = pick(shipperLoads);
        const model = models.get(loadId)!;
        const op = random();
        if (op < 0.25 || (op < 0.55 && model.stops.length === 0)) {
          const local = newLocalId();
          const addressId = pick(companies);
          model.stops.push({ local, addressId, note: '' });
          await enqueue(dbs.shipper, {
            loadId,
            kind: 'stop.create',
            target: local,
            payload: {
              Type: 'Pick-up',
              AddressId: addressId,
              Note: null,
              SpecialReq: [],
            },
          });
          count('stop.create');
        } else if (op < 0.55) {
          const stop = pick(model.stops);
          stop.note = `note ${written}`;
          await enqueue(dbs.shipper, {
            loadId,
            kind: 'stop.update',
            target: stop.local,
            payload: {
              Type: 'Pick-up',
              AddressId: stop.addressId,
              Note: stop.note,
              SpecialReq: [],
            },
          });
          count('stop.update');
        } else if (op < 0.65 && model.stops.length > 0) {
          const stop = pick(model.stops);
          model.stops.splice(model.stops.indexOf(stop), 1);
          await enqueue(dbs.shipper, {
            loadId,
            kind: 'stop.delete',
            target: stop.local,
            payload: {},
          });
          count('stop.delete');
        } else if (op < 0.75 && model.stops.length > 1) {
          const i = Math.floor(random() * (model.stops.length - 1));
          [model.stops[i], model.stops[i + 1]] = [model.stops[i + 1]!, model.stops[i]!];
          await enqueue(dbs.shipper, {
            loadId,
            kind: 'stop.move',
            target: null,
            payload: {
              Stops: model.stops.map((s, position) => ({
                StopId: s.local,
                Position: position,
              })),
            },
          });
          count('stop.move');
        } else if (op < 0.9 || model.notes.size === 0) {
          const local = newLocalId();
          const body = `shipper note ${written}`;
          model.notes.set(local, body);
          await enqueue(dbs.shipper, {
            loadId,
            kind: 'note.create',
            target: local,
            payload: { Body: body, IsPublic: random() < 0.8 },
          });
          count('note.create');
        } else {
          const [local] = pick([...model.notes.entries()]);
          model.notes.delete(local);
          await enqueue(dbs.shipper, {
            loadId,
            kind: 'note.delete',
            target: local,
            payload: {},
          });
          count('note.delete');
        }
      }
      written++;

      if (random() < 0.15) {
        if (random() < 0.2) shipperNet.refreshFails = true;
        const who = random() < 0.7 ? 'shipper' : 'trucker';
        const runs = [replay(who)];
        if (random() < 0.2) {
          (who === 'shipper' ? shipperNet : truckerNet).faults.concurrentAttempts++;
          runs.push(replay(who));
        }
        await Promise.all(runs);
      }
    }

    // The network comes back for good: replay until both queues are empty.
    for (const net of [shipperNet, truckerNet]) {
      net.chaos = {
        dropBefore: 0,
        dropAfter: 0,
        serverError: 0,
        expire: 0,
        closeTab: 0,
      };
      net.refreshFails = false;
    }
    for (let round = 0; round < 50; round++) {
      const reports = await Promise.all(
        (['shipper', 'trucker'] as const).map(async (who) => {
          await dbs[who].outbox.toCollection().modify({ notBefore: 0 }); // time passes: every backoff is over
          return replayOutbox({
            db: dbs[who],
            send: (who === 'shipper' ? shipperNet : truckerNet).send,
            withLock: lockSet(),
          });
        }),
      );
      if (reports.every((r) => r.waiting === 0)) {
        expect(reports.map((r) => [r.conflicts, r.failed])).toEqual([
          [0, 0],
          [0, 0],
        ]);
        break;
      }
    }
    const stuck = (await dbs.shipper.outbox.toArray()).filter((e) => e.state !== 'pending');
    expect(stuck.map((e) => `${e.kind} ${e.state}: ${e.lastError}`)).toEqual([]);
    expect(await dbs.shipper.outbox.count()).toBe(0);
    expect(await dbs.trucker.outbox.count()).toBe(0);

    // The invariant: the server holds exactly the user's intent.
    for (const loadId of shipperLoads) {
      const model = models.get(loadId)!;
      const stopsRes = await h.app.request(`/api/Shipments/Stops/${loadId}`, {
        headers: { Authorization: `Bearer ${await tokenFor(h, SHIPPER)}` },
      });
      const { Stops } = (await stopsRes.json()) as { Stops: Stop[] };
      expect(Stops.map((s) => [s.AddressId, s.Note ?? ''])).toEqual(model.stops.map((s) => [s.addressId, s.note]));
      const notesRes = await h.app.request(`/api/Notes/${loadId}`, {
        headers: { Authorization: `Bearer ${await tokenFor(h, SHIPPER)}` },
      });
      const notes = ((await notesRes.json()) as Note[]).map((n) => n.Body).sort();
      expect(notes).toEqual([...model.notes.values()].sort());
    }
    const truckerNotes = (
      (await (
        await h.app.request(`/api/Notes/${truckerLoad}`, {
          headers: { Authorization: `Bearer ${await tokenFor(h, TRUCKER)}` },
        })
      ).json()) as Note[]
    )
      .map((n) => n.Body)
      .sort();
    expect(truckerNotes).toEqual([...models.get(truckerLoad)!.notes.values()].sort());
    const [load] = await h.db.select({ status: shipments.statusCode }).from(shipments).where(eq(shipments.id, truckerLoad));
    expect(load.status).toBe(statuses[nextStatus - 1] ?? 'BK');
    expect(await statusMovesOf(h.db, truckerLoad, statuses)).toEqual(statuses.slice(0, nextStatus));

    // Every trip: all its moves in order, and every recorded position stored exactly once.
    expect(tried['status.change']).toBeGreaterThanOrEqual(100);
    for (const [loadId, trip] of trips) {
      expect(await statusMovesOf(h.db, loadId, statuses)).toEqual(statuses.slice(0, trip.moves));
      const points = await h.db.select({ at: trackingPoints.deviceAt }).from(trackingPoints).where(eq(trackingPoints.shipmentId, loadId));
      expect(points.length, `positions of load ${loadId}`).toBe(trip.points);
    }

    const faults = Object.fromEntries(
      Object.keys(shipperNet.faults).map((k) => [k, shipperNet.faults[k as keyof Faults] + truckerNet.faults[k as keyof Faults]]),
    );
    console.info(`outbox fault injection (seed ${SEED}): ${written} writes ${JSON.stringify(tried)}; faults ${JSON.stringify(faults)}`);
    expect(faults.dropBefore).toBeGreaterThan(0);
    expect(faults.dropAfter).toBeGreaterThan(0);
    expect(faults.serverErrors).toBeGreaterThan(0);
    expect(faults.expiredTokens).toBeGreaterThan(0);
    expect(faults.tabsClosed).toBeGreaterThan(0);
    expect(faults.concurrentAttempts).toBeGreaterThan(0);
    await Promise.all([dbs.shipper.delete(), dbs.trucker.delete()]);
  }, 300_000);

  it('a refresh that fails for minutes keeps the whole queue; the same user signs in again and each write lands once', async () => {
    const net = new Network(h, TRUCKER, seededRandom(SEED + 1));
    net.chaos = { dropBefore: 0, dropAfter: 0, serverError: 0, expire: 1, closeTab: 0 };
    const db = new UserDb(`faults-late-${crypto.randomUUID()}`);
    const notes = ['at the gate', 'loaded 22 pallets', 'seal 4471'];
    await enqueue(db, { loadId: lateLoad, kind: 'status.change', target: String(lateLoad), payload: { StatusCode: 'OFP' } });
    for (const body of notes)
      await enqueue(db, { loadId: lateLoad, kind: 'note.create', target: newLocalId(), payload: { Body: body, IsPublic: true } });
    await enqueue(db, { loadId: lateLoad, kind: 'status.change', target: String(lateLoad), payload: { StatusCode: 'AT' } });
    const queued = (await db.outbox.toArray()).map((e) => e.key);

    // Every try for minutes: the access token has expired and the refresh is refused. Nothing leaves, nothing is lost.
    net.refreshFails = true;
    for (let minute = 0; minute < 10; minute++) {
      await db.outbox.toCollection().modify({ notBefore: 0 });
      const report = await replayOutbox({ db, send: net.send, withLock: lockSet() });
      expect(report.stoppedBy).toBe('sign-in');
      expect((await db.outbox.toArray()).map((e) => [e.key, e.state])).toEqual(queued.map((key) => [key, 'pending']));
    }
    expect(net.faults.failedRefreshes).toBeGreaterThanOrEqual(10);

    // The same user signs in again: the queue goes on from where it was, with the same keys.
    net.refreshFails = false;
    net.chaos.expire = 0;
    await net.signIn();
    const report = await replayOutbox({ db, send: net.send, withLock: lockSet() });
    expect([report.delivered, report.waiting, report.stoppedBy]).toEqual([queued.length, 0, null]);
    expect(await db.outbox.count()).toBe(0);

    const auth = { headers: { Authorization: `Bearer ${await tokenFor(h, TRUCKER)}` } };
    const landed = ((await (await h.app.request(`/api/Notes/${lateLoad}`, auth)).json()) as Note[]).map((n) => n.Body).sort();
    expect(landed).toEqual([...notes].sort());
    expect(await statusMovesOf(h.db, lateLoad, ['OFP', 'AT'])).toEqual(['OFP', 'AT']);
    await db.delete();
  }, 120_000);
});
