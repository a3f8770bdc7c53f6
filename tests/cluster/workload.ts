import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { bids, chatMessages, notes, statusHistory, trackingPoints } from '../../server/db/schema';
import { insertLoad } from '../server/support/detail-loads';
import { insertOpenLoad } from '../server/support/market';
import type { Write } from './client';

/**
 * The cluster test's keyed writes (decision 157): per connection and phase a load of its own for five status taps
 * and four open loads to bid on; shared loads for positions, notes and chat. What was acknowledged is kept, and
 * `storedOnce` reads the database: acknowledged writes missing (`lost`) and values stored more than once (`doubled`).
 */
export const STATUS_TAPS = ['OFP', 'AT', 'IT', 'AR', 'DL'] as const;

export type Loads = { notes: number; chat: number; positions: number; statusLoads: number[]; openLoads: number[] };

export async function insertLoads(db: Db, connections: number): Promise<Loads> {
  const loads: Loads = {
    notes: await insertLoad(db, { statusCode: 'IT' }),
    chat: await insertLoad(db, { statusCode: 'IT' }),
    positions: await insertLoad(db, { statusCode: 'IT' }),
    statusLoads: [],
    openLoads: [],
  };
  for (let i = 0; i < connections * 2; i++) loads.statusLoads.push(await insertLoad(db, { statusCode: 'BK' }));
  for (let i = 0; i < connections * 8; i++) loads.openLoads.push(await insertOpenLoad(db));
  return loads;
}

export type Acked = { notes: string[]; chat: number[]; points: string[]; bids: number[]; taps: string[] };

export function workload(loads: Loads, tokens: { shipper: string; trucker: string }, connections: number) {
  const acked: Acked = { notes: [], chat: [], points: [], bids: [], taps: [] };
  let lastPointMs = Date.now() - 120_000;
  function* writesOf(c: number, phase: 0 | 1): Generator<{ write: Write; done: (answer: unknown) => void }> {
    const statusLoad = loads.statusLoads[phase * connections + c];
    const bidLoads = loads.openLoads.slice((phase * connections + c) * 4, (phase * connections + c + 1) * 4);
    for (let i = 0; ; i++) {
      const kind = i % 5;
      if (kind === 0 && i / 5 < STATUS_TAPS.length) {
        const code = STATUS_TAPS[i / 5];
        yield {
          write: { method: 'PUT', path: `/api/Shipments/${statusLoad}/Status`, token: tokens.trucker, body: { StatusCode: code } },
          done: () => acked.taps.push(`${statusLoad}:${code}`),
        };
      } else if (kind === 1 && bidLoads.length) {
        const load = bidLoads.shift()!;
        yield {
          write: { method: 'POST', path: `/api/Shipments/${load}/Bids`, token: tokens.trucker, body: { Price: 1500 + c } },
          done: () => acked.bids.push(load),
        };
      } else if (kind === 2) {
        lastPointMs = Math.max(lastPointMs + 1, Date.now() - 60_000);
        const at = new Date(lastPointMs).toISOString();
        const body = [{ Latitude: 35.1, Longitude: -97.2, RecordedAt: at }];
        yield {
          write: { method: 'POST', path: `/api/Tracking/${loads.positions}/Positions`, token: tokens.trucker, body },
          done: () => acked.points.push(at),
        };
      } else if (kind === 3) {
        const body = `note ${phase}-${c}-${i}`;
        yield {
          write: {
            method: 'POST',
            path: '/api/Notes',
            token: tokens.shipper,
            body: { Body: body, ShipmentId: loads.notes, IsPublic: true },
          },
          done: () => acked.notes.push(body),
        };
      } else {
        yield {
          write: {
            method: 'POST',
            path: `/api/Chat/${loads.chat}/Messages`,
            token: tokens.shipper,
            body: { Body: `chat ${phase}-${c}-${i}` },
          },
          done: (answer) => (answer as { Id?: number }).Id && acked.chat.push((answer as { Id: number }).Id),
        };
      }
    }
  }

  return { acked, writesOf };
}

const onceEach = <T>(stored: T[], acknowledged: T[]) => {
  const counts = stored.reduce((map, v) => map.set(v, (map.get(v) ?? 0) + 1), new Map<T, number>());
  return { lost: acknowledged.filter((v) => !counts.has(v)).length, doubled: [...counts.values()].filter((n) => n > 1).length };
};

/** Each kind's acknowledged writes lost and values doubled in the database, and the chat load's message ids. */
export async function storedOnce(db: Db, loads: Loads, acked: Acked) {
  const noteRows = await db.select({ body: notes.body }).from(notes).where(eq(notes.shipmentId, loads.notes));
  const chatRows = await db
    .select({ id: chatMessages.id, body: chatMessages.body })
    .from(chatMessages)
    .where(eq(chatMessages.shipmentId, loads.chat));
  const pointRows = await db
    .select({ at: trackingPoints.deviceAt })
    .from(trackingPoints)
    .where(eq(trackingPoints.shipmentId, loads.positions));
  const bidRows = await db.select({ load: bids.shipmentId }).from(bids).where(inArray(bids.shipmentId, loads.openLoads));
  const tapRows = await db
    .select({ load: statusHistory.shipmentId, code: statusHistory.statusCode })
    .from(statusHistory)
    .where(and(inArray(statusHistory.shipmentId, loads.statusLoads), inArray(statusHistory.statusCode, [...STATUS_TAPS])));
  const checks = {
    notes: onceEach(
      noteRows.map((r) => r.body),
      acked.notes,
    ),
    // A chat message doubled has two ids: counted by its body.
    chat: {
      lost: onceEach(
        chatRows.map((r) => r.id),
        acked.chat,
      ).lost,
      doubled: onceEach(
        chatRows.map((r) => r.body),
        [],
      ).doubled,
    },
    positions: onceEach(
      pointRows.map((r) => r.at!.toISOString()),
      acked.points,
    ),
    bids: onceEach(
      bidRows.map((r) => r.load),
      acked.bids,
    ),
    'status taps': onceEach(
      tapRows.map((r) => `${r.load}:${r.code}`),
      acked.taps,
    ),
  };
  return { checks, chatIds: chatRows.map((r) => r.id) };
}
