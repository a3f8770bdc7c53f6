/**
 * Issue 7 figure: 500 queued writes replayed on loopback to the real server, wall time until the outbox is empty,
 * and the invariant checked through the API afterwards: the server holds exactly what the user did (none lost, none
 * doubled).
 *
 * Why Node and not a browser page: the built app exposes no modules to drive, and filling the outbox by clicking 500
 * times would measure the UI, not the replay. The bench runs the app's own outbox code (src/lib/offline enqueue,
 * replayOutbox, buildRequest) on IndexedDB from fake-indexeddb, and sends each request with fetch to the real server
 * process (tsx server/index.ts) over a 127.0.0.1 socket with the headers the app sends (bearer token, Idempotency-Key,
 * X-Device-Time, If-Match). What it leaves out is the browser's IndexedDB speed, which is not the part at risk here.
 *
 * `npx tsx bench/outbox-replay.ts` runs it alone (BENCH_OUTBOX_PORT, default 8122).
 */
import 'fake-indexeddb/auto';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { runnerImport } from 'vite';
import type { PartyLoadsPage } from '../src/contract/loads';
import type { Note, ShipmentViewModel, Stop } from '../src/contract/shipment';
import type { Send } from '../src/lib/offline/replay';
import type { UserDb } from '../src/lib/offline/user-db';
import type { Figure } from './figure';
import type * as AppModules from './outbox-modules';
import { runAlone } from './server-process';
import { seededRandom } from '../tests/server/support/seeded-random';

type App = typeof AppModules;

/**
 * The app's code is loaded by Vite's module runner, which resolves `@/` and fills import.meta.env (the http client
 * reads it; plain tsx leaves it undefined). The only plugin is Lingui's macro: the error catalogue the outbox reads
 * translates with it.
 */
async function loadApp(): Promise<App> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { module } = await runnerImport<App>(fileURLToPath(new URL('./outbox-modules.ts', import.meta.url)), {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': `${root}src` } },
    plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  });
  module.registerAppOfflineFeatures(); // as main.tsx does: each feature's outbox request builders
  return module;
}

const WRITES = 500;
const BUDGET_MS = 10_000;
const PASSWORD = 'Haulbase#2025';
/** Status changes a trucker makes on a booked load, in order. */
const TRUCKER_STATUSES = ['OFP', 'AT', 'IT', 'AR', 'DL'];
/** Server stops and notes made before going offline per shipper load, so the queue also edits and deletes real ones. */
const PREPARED_STOPS = 20;
const PREPARED_NOTES = 20;

type ModelStop = { id: string | number; type: string; addressId: number; note: string; version: number | null; edited: boolean };
type LoadModel = { loadId: number; stops: ModelStop[]; notes: Map<string | number, string> };

class Api {
  constructor(
    readonly app: App,
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async signIn(app: App, baseUrl: string, email: string): Promise<Api> {
    const res = await fetch(`${baseUrl}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD }).toString(),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    return new Api(app, baseUrl, ((await res.json()) as { access_token: string }).access_token);
  }

  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.serverMs += Number(res.headers.get('Server-Timing')?.match(/app;dur=([\d.]+)/)?.[1] ?? 0);
    const text = await res.text();
    const answer = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    if (!res.ok) throw new this.app.HttpError(res.status, answer ?? {}, false, Number(res.headers.get('Retry-After')) || null);
    return answer as T;
  }

  /** Sum of the round trips of `send`, to tell the server's share of the replay from the outbox's own work. */
  sendMs = 0;
  /** Sum of the server's own time (its Server-Timing header) over every call. */
  serverMs = 0;
  /** Calls and total ms per route (BENCH_VERBOSE prints them). */
  readonly byCall = new Map<string, [number, number]>();

  /** What the outbox replay sends with: the entry's request over loopback, as the app's http client would. */
  readonly send: Send = async (request) => {
    const started = performance.now();
    try {
      return await this.call(request.method, request.path, request.body, request.headers);
    } finally {
      const ms = performance.now() - started;
      this.sendMs += ms;
      const key = `${request.method} ${request.path.replace(/\d+/g, ':id')}`;
      const [n, total] = this.byCall.get(key) ?? [0, 0];
      this.byCall.set(key, [n + 1, total + ms]);
    }
  };
}

async function partyLoads(api: Api, statuses: string[]): Promise<number[]> {
  const page = await api.call<PartyLoadsPage>('GET', '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  return page.Shipments.filter((row) => statuses.includes(row.StatusCode)).map((row) => row.Id);
}

/** Online, before the bench: the shipper's loads get server stops and notes the offline queue then edits and deletes. */
async function prepareShipperLoad(api: Api, loadId: number, addressIds: number[]): Promise<LoadModel> {
  for (let i = 0; i < PREPARED_STOPS; i++) {
    await api.call('POST', '/api/Shipments/Stops', {
      ShipmentId: loadId,
      Type: 'Drop',
      AddressId: addressIds[i % addressIds.length],
      Note: null,
      SpecialReq: [],
    });
  }
  for (let i = 0; i < PREPARED_NOTES; i++)
    await api.call('POST', '/api/Notes', { ShipmentId: loadId, Body: `prepared note ${loadId}-${i}`, IsPublic: true });
  const fresh = await api.call<{ Stops: Stop[] }>('GET', `/api/Shipments/Stops/${loadId}`);
  const notes = await api.call<Note[]>('GET', `/api/Notes/${loadId}`);
  return {
    loadId,
    stops: fresh.Stops.map((s) => ({
      id: s.Id,
      type: s.Type,
      addressId: s.AddressId!,
      note: s.Note ?? '',
      version: s.Version,
      edited: false,
    })),
    notes: new Map(notes.filter((n) => n.Body.startsWith('prepared note')).map((n) => [n.Id, n.Body])),
  };
}

type Queued = {
  shipper: UserDb;
  trucker: UserDb;
  kinds: Record<string, number>;
  shipperLoads: LoadModel[];
  truckerLoads: LoadModel[];
  statuses: Map<number, string[]>;
  /** Status changes in each trucker load's activity history before the replay. */
  statusActivitiesBefore: Map<number, number>;
};

type Activity = { Action: string };

async function statusActivities(api: Api, loadId: number): Promise<number> {
  return (await api.call<Activity[]>('GET', `/api/Shipments/Activities/${loadId}`)).filter((a) => a.Action === 'StatusChanged').length;
}

/**
 * Fills the two outboxes (a shipper's tablet and a trucker's phone) with a seeded mix of writes made offline until
 * they hold 500 entries between them (edits of something created offline fold into its create and do not count).
 */
async function queueWrites({ enqueue, newLocalId, UserDb: AppUserDb }: App, shipperApi: Api, truckerApi: Api): Promise<Queued> {
  const random = seededRandom(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const addressIds = (await shipperApi.call<ShipmentViewModel>('GET', '/api/Shipments/GetViewModel')).Addresses.map((a) => a.Id).slice(
    0,
    8,
  );
  if (addressIds.length === 0) throw new Error('the demo shipper has no address book entries');
  const shipperLoads: LoadModel[] = [];
  for (const id of (await partyLoads(shipperApi, ['DF', 'OP'])).slice(0, 4))
    shipperLoads.push(await prepareShipperLoad(shipperApi, id, addressIds));
  const truckerLoadIds = (await partyLoads(truckerApi, ['BK'])).slice(0, 4);
  if (shipperLoads.length === 0 || truckerLoadIds.length === 0)
    throw new Error('the seed has no draft/open shipper load or no booked trucker load');
  const truckerLoads = truckerLoadIds.map((loadId) => ({ loadId, stops: [], notes: new Map<string | number, string>() }));
  const statuses = new Map(truckerLoadIds.map((id) => [id, [] as string[]]));
  const shipper = new AppUserDb(`bench-shipper-${crypto.randomUUID()}`);
  const trucker = new AppUserDb(`bench-trucker-${crypto.randomUUID()}`);
  const kinds: Record<string, number> = {};
  const count = (kind: string) => (kinds[kind] = (kinds[kind] ?? 0) + 1);
  /** A note written offline; the load's model keeps it for the check of what reached the server. */
  const createNote = async (user: UserDb, load: LoadModel, body: string, isPublic: boolean) => {
    const local = newLocalId();
    load.notes.set(local, body);
    await enqueue(user, { loadId: load.loadId, kind: 'note.create', target: local, payload: { Body: body, IsPublic: isPublic } });
    count('note.create');
  };
  let n = 0;

  while ((await shipper.outbox.count()) + (await trucker.outbox.count()) < WRITES) {
    n++;
    const roll = random();
    if (roll < 0.2) {
      const load = pick(truckerLoads);
      const done = statuses.get(load.loadId)!;
      if (random() < 0.15 && done.length < TRUCKER_STATUSES.length) {
        const status = TRUCKER_STATUSES[done.length]!;
        done.push(status);
        await enqueue(trucker, {
          loadId: load.loadId,
          kind: 'status.change',
          target: String(load.loadId),
          payload: { StatusCode: status },
        });
        count('status.change');
      } else {
        await createNote(trucker, load, `bench trucker note ${n}`, true);
      }
      continue;
    }
    const load = pick(shipperLoads);
    const op = random();
    if (op < 0.2) {
      const local = newLocalId();
      const addressId = pick(load.stops).addressId;
      load.stops.push({ id: local, type: 'Pick-up', addressId, note: '', version: null, edited: false });
      await enqueue(shipper, {
        loadId: load.loadId,
        kind: 'stop.create',
        target: local,
        payload: { Type: 'Pick-up', AddressId: addressId, Note: null, SpecialReq: [] },
      });
      count('stop.create');
    } else if (op < 0.4) {
      // an edit of a stop the server has, and that this queue has not edited yet (a second edit would fold into the first)
      const stop = load.stops.find((s) => typeof s.id === 'number' && !s.edited);
      if (!stop) continue;
      stop.edited = true;
      stop.note = `bench stop note ${n}`;
      await enqueue(shipper, {
        loadId: load.loadId,
        kind: 'stop.update',
        target: String(stop.id),
        baseVersion: stop.version,
        payload: { Type: stop.type, AddressId: stop.addressId, Note: stop.note, SpecialReq: [] },
      });
      count('stop.update');
    } else if (op < 0.5) {
      const stop = load.stops.find((s) => typeof s.id === 'number' && !s.edited && s !== load.stops[0]);
      if (!stop) continue;
      load.stops.splice(load.stops.indexOf(stop), 1);
      await enqueue(shipper, { loadId: load.loadId, kind: 'stop.delete', target: String(stop.id), baseVersion: stop.version, payload: {} });
      count('stop.delete');
    } else if (op < 0.65 && load.stops.length > 1) {
      const i = Math.floor(random() * (load.stops.length - 1));
      [load.stops[i], load.stops[i + 1]] = [load.stops[i + 1]!, load.stops[i]!];
      const order = load.stops.map((s, position) => ({ StopId: s.id, Position: position }));
      await enqueue(shipper, { loadId: load.loadId, kind: 'stop.move', target: null, payload: { Stops: order } });
      count('stop.move');
    } else if (op < 0.85) {
      await createNote(shipper, load, `bench shipper note ${n}`, random() < 0.8);
    } else {
      const server = [...load.notes.keys()].find((id) => typeof id === 'number');
      if (server === undefined) continue;
      load.notes.delete(server);
      await enqueue(shipper, { loadId: load.loadId, kind: 'note.delete', target: String(server), payload: {} });
      count('note.delete');
    }
  }
  const statusActivitiesBefore = new Map<number, number>();
  for (const loadId of truckerLoadIds) statusActivitiesBefore.set(loadId, await statusActivities(truckerApi, loadId));
  return { shipper, trucker, kinds, shipperLoads, truckerLoads, statuses, statusActivitiesBefore };
}

/** The invariant, read back through the API: every stop, note and status the user made, once, in the user's order. */
async function checkInvariant(shipperApi: Api, truckerApi: Api, queued: Queued): Promise<string[]> {
  const problems: string[] = [];
  for (const load of queued.shipperLoads) {
    const { Stops } = await shipperApi.call<{ Stops: Stop[] }>('GET', `/api/Shipments/Stops/${load.loadId}`);
    const got = JSON.stringify(Stops.map((s) => [s.AddressId, s.Note ?? '']));
    const want = JSON.stringify(load.stops.map((s) => [s.addressId, s.note]));
    if (got !== want)
      problems.push(`load ${load.loadId}: the server's stops differ from the user's (${Stops.length} vs ${load.stops.length})`);
  }
  for (const [api, loads] of [
    [shipperApi, queued.shipperLoads],
    [truckerApi, queued.truckerLoads],
  ] as const) {
    for (const load of loads) {
      const notes = (await api.call<Note[]>('GET', `/api/Notes/${load.loadId}`))
        .map((n) => n.Body)
        .filter((body) => /^(bench|prepared) /.test(body));
      const want = [...load.notes.values()].sort();
      if (JSON.stringify(notes.sort()) !== JSON.stringify(want))
        problems.push(`load ${load.loadId}: ${notes.length} notes on the server, ${want.length} made by the user`);
    }
  }
  for (const [loadId, done] of queued.statuses) {
    const shipment = await truckerApi.call<{ StatusCode: string }>('GET', `/api/Shipments/${loadId}`);
    const want = done.at(-1) ?? 'BK';
    if (shipment.StatusCode !== want) problems.push(`load ${loadId}: status ${shipment.StatusCode}, the trucker set ${want}`);
    const changes = (await statusActivities(truckerApi, loadId)) - queued.statusActivitiesBefore.get(loadId)!;
    if (changes !== done.length) problems.push(`load ${loadId}: ${changes} status changes recorded, the trucker made ${done.length}`);
  }
  return problems;
}

export async function outboxReplayFigure(baseUrl: string): Promise<Figure> {
  const app = await loadApp();
  const [shipperApi, truckerApi] = await Promise.all([
    Api.signIn(app, baseUrl, 'shipper@haulbase.test'),
    Api.signIn(app, baseUrl, 'trucker@haulbase.test'),
  ]);
  const queued = await queueWrites(app, shipperApi, truckerApi);
  const entries = (await queued.shipper.outbox.count()) + (await queued.trucker.outbox.count());
  const noLock = <T>(_name: string, run: () => Promise<T>) => run();

  // Both devices come back online at once; each replays its own queue in order.
  shipperApi.serverMs = truckerApi.serverMs = 0;
  const started = performance.now();
  const reports = await Promise.all([
    app.replayOutbox({ db: queued.shipper, send: shipperApi.send, withLock: noLock }),
    app.replayOutbox({ db: queued.trucker, send: truckerApi.send, withLock: noLock }),
  ]);
  const wallMs = performance.now() - started;
  const serverMs = shipperApi.serverMs + truckerApi.serverMs;

  const left = [...(await queued.shipper.outbox.toArray()), ...(await queued.trucker.outbox.toArray())];
  const problems = left.map((e) => `${e.kind} left in the outbox (${e.state}): ${e.lastError}`);
  problems.push(...(await checkInvariant(shipperApi, truckerApi, queued)));
  await Promise.all([queued.shipper.delete(), queued.trucker.delete()]);
  if (problems.length > 0) throw new Error(`outbox replay lost or doubled writes:\n  ${problems.slice(0, 20).join('\n  ')}`);

  if (process.env.BENCH_VERBOSE) {
    for (const api of [shipperApi, truckerApi])
      for (const [call, [n, total]] of api.byCall) console.info(`[bench] ${call}: ${n} calls, mean ${(total / n).toFixed(1)} ms`);
  }
  const delivered = reports.reduce((sum, r) => sum + r.delivered, 0);
  const mix = Object.entries(queued.kinds)
    .map(([kind, times]) => `${times} ${kind}`)
    .join(', ');
  return {
    name: `replay of ${entries} queued writes to an empty outbox, loopback`,
    value: wallMs,
    unit: 'ms',
    budget: BUDGET_MS,
    note: `${delivered} delivered, none lost, none doubled; round trips ${Math.round(shipperApi.sendMs)} + ${Math.round(truckerApi.sendMs)} ms (shipper + trucker), of which server time ${Math.round(serverMs)} ms; user's writes: ${mix}`,
  };
}

await runAlone(import.meta.url, Number(process.env.BENCH_OUTBOX_PORT ?? 8122), outboxReplayFigure);
