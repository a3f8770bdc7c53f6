import { storeOrSayFull } from './device-storage';
import { enqueue, MAX_BATCH_POINTS } from './outbox';
import type { KeptPoint, UserDb } from './user-db';

type Point = Record<string, unknown>;

/**
 * Kept trip positions on their way to the server (issue 35 item 5). Each point is stored as it is taken, so a page
 * closed (or killed) before its minute's hand-over loses none; the hand-over moves them into the outbox in one
 * transaction, so none is sent twice or dropped, whichever tab or page start does it.
 */
export function storePoints(db: UserDb, rows: Omit<KeptPoint, 'id'>[]): Promise<unknown> {
  return storeOrSayFull(() => db.points.bulkAdd(rows));
}

/**
 * Moves the stored points of a load (every load: `loadId` null), followed by `unstored` ones still only in memory,
 * into the outbox as batches of at most 100, oldest first. Resolves the number of points handed over.
 */
export function handOverPoints(db: UserDb, loadId: number | null, unstored: Omit<KeptPoint, 'id'>[] = []): Promise<number> {
  return storeOrSayFull(() =>
    db.transaction('rw', db.points, db.outbox, async () => {
      const rows = loadId === null ? await db.points.orderBy('id').toArray() : await db.points.where('loadId').equals(loadId).sortBy('id');
      const byLoad = new Map<number, { loadCode: string | null; points: Point[] }>();
      for (const row of [...rows, ...unstored]) {
        const load = byLoad.get(row.loadId) ?? { loadCode: row.loadCode, points: [] };
        load.points.push(row.point);
        byLoad.set(row.loadId, load);
      }
      for (const [id, { loadCode, points }] of byLoad) {
        for (let i = 0; i < points.length; i += MAX_BATCH_POINTS) {
          const Points = points.slice(i, i + MAX_BATCH_POINTS);
          await enqueue(db, { loadId: id, loadCode, kind: 'positions.batch', target: null, payload: { Points } });
        }
      }
      await db.points.bulkDelete(rows.map((row) => row.id!));
      return rows.length + unstored.length;
    }),
  );
}
