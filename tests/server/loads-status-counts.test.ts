import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadsPage } from '../../src/contract/loads';
import { compactStatusCounts } from '../../server/db/maintenance';
import { shipments, shipmentStatusCounts } from '../../server/db/schema';
import { STATUS_CODES, type StatusCode } from '../../server/services/load-status';
import { databaseTargets } from './support/databases';
import { insertLoad } from './support/detail-loads';
import { ADMIN } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

/** Status ids are positions in STATUS_CODES + 1 (migration 0002). */
const statusFilter = (...codes: StatusCode[]) => codes.map((code) => `statusIds=${STATUS_CODES.indexOf(code) + 1}`).join('&');

/**
 * The admin list's total for no filter or a status filter is read from the status counts the triggers keep
 * (decision 128): it must stay the number of rows the same list holds, whatever wrote the loads.
 */
describe.each(targets)('GetLoads totals kept by status on $name', (target) => {
  const h = useHarness(target);
  let admin = '';

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
  });

  /** The total the list announces and the rows it holds, for one query. */
  const listed = async (query: string) => {
    const res = await h.app.request(`/api/admin/GetLoads?pageSize=1000000&${query}`, { headers: auth(admin) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LoadsPage;
    return { total: body.Pagination.TotalItemCount, rows: body.Shipments.length };
  };
  const QUERIES = { all: '', booked: statusFilter('BK'), bookedOrAtPickup: statusFilter('BK', 'AT'), atPickup: statusFilter('AT') };
  const totals = async () => {
    const result: Record<string, number> = {};
    for (const [name, query] of Object.entries(QUERIES)) {
      const { total, rows } = await listed(query);
      expect(total, name).toBe(rows);
      result[name] = total;
    }
    return result;
  };

  it('follow loads inserted, moved from status to status, edited and deleted', async () => {
    const before = await totals();
    const ids = [await insertLoad(h.db, { statusCode: 'BK' }), await insertLoad(h.db, { statusCode: 'BK' })];
    expect(await totals()).toEqual({
      ...before,
      all: before.all + 2,
      booked: before.booked + 2,
      bookedOrAtPickup: before.bookedOrAtPickup + 2,
    });

    await h.db.update(shipments).set({ statusCode: 'AT' }).where(eq(shipments.id, ids[0]));
    await h.db.update(shipments).set({ totalPrice: 3100 }).where(eq(shipments.id, ids[1]));
    expect(await totals()).toEqual({
      ...before,
      all: before.all + 2,
      booked: before.booked + 1,
      bookedOrAtPickup: before.bookedOrAtPickup + 2,
      atPickup: before.atPickup + 1,
    });

    await h.db.delete(shipments).where(inArray(shipments.id, ids));
    expect(await totals()).toEqual(before);
  });

  it('stay the same when the counts are compacted to one row per status', async () => {
    await insertLoad(h.db, { statusCode: 'AT' });
    const before = await totals();
    await compactStatusCounts(h.db);
    expect(await totals()).toEqual(before);
    const rows = await h.db
      .select({ status: shipmentStatusCounts.statusCode, n: sql<number>`count(*)::int` })
      .from(shipmentStatusCounts)
      .groupBy(shipmentStatusCounts.statusCode);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });

  it('start again from nothing after the loads are truncated', async () => {
    await h.db.execute(sql`truncate shipments cascade`);
    expect(await totals()).toEqual({ all: 0, booked: 0, bookedOrAtPickup: 0, atPickup: 0 });
    await insertLoad(h.db, { statusCode: 'AT' });
    expect(await totals()).toEqual({ all: 1, booked: 0, bookedOrAtPickup: 1, atPickup: 1 });
  });
});
