import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canMove, CARRIED_STATUSES, STATUS_CODES } from '../../server/services/load-status';
import { databaseTargets } from './support/databases';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';

const targets = await databaseTargets();

/** Invariants of the load seed (decision 043) on the test fixture. */
describe.each(targets)('load seed on $name', (target) => {
  const h = useHarness(target);
  const rows = async <T>(query: ReturnType<typeof sql>) => (await h.db.execute(query)) as unknown as { rows: T[] };

  it('the demo shipper owns loads in every status and the demo trucker carries every carried status', async () => {
    const owned = await rows<{ status_code: string }>(
      sql`select distinct s.status_code from shipments s join shippers p on p.id = s.shipper_id join users u on u.id = p.user_id where u.email = ${SHIPPER}`,
    );
    expect(owned.rows.map((r) => r.status_code).sort()).toEqual([...STATUS_CODES].sort());
    const carried = await rows<{ status_code: string }>(
      sql`select distinct s.status_code from shipments s join truckers t on t.id = s.trucker_id join users u on u.id = t.user_id where u.email = ${TRUCKER}`,
    );
    expect(carried.rows.map((r) => r.status_code)).toEqual(expect.arrayContaining([...CARRIED_STATUSES]));
  });

  it('status history replays the machine from Draft to the current status, in time order', async () => {
    const history = await rows<{ shipment_id: number; codes: string[]; times: string[]; current: string; trucker: number | null }>(sql`
      select h.shipment_id, array_agg(h.status_code order by h.created, h.id) as codes, array_agg(h.created::text order by h.created, h.id) as times,
        s.status_code as current, s.trucker_id as trucker
      from status_history h join shipments s on s.id = h.shipment_id group by h.shipment_id, s.status_code, s.trucker_id`);
    const count = await rows<{ n: number }>(sql`select count(*)::int as n from shipments`);
    expect(history.rows.length).toBe(count.rows[0].n);
    for (const load of history.rows) {
      expect(load.codes[0]).toBe('DF');
      expect(load.codes[load.codes.length - 1]).toBe(load.current);
      for (let i = 1; i < load.codes.length; i++)
        expect(canMove(load.codes[i - 1], load.codes[i], 'admin', { hasTrucker: load.trucker !== null }).ok).toBe(true);
    }
  });

  it('carried loads have a trucker, moving loads have tracking points, counters match their rows', async () => {
    const unassigned = await rows<{ n: number }>(
      sql`select count(*)::int as n from shipments where status_code in ('BK','OFP','AT','IT','AR','DL') and trucker_id is null`,
    );
    expect(unassigned.rows[0].n).toBe(0);
    const untracked = await rows<{ n: number }>(
      sql`select count(*)::int as n from shipments s where status_code in ('OFP','AT','IT','AR','DL') and not exists (select 1 from tracking_points t where t.shipment_id = s.id)`,
    );
    expect(untracked.rows[0].n).toBe(0);
    const long = await rows<{ n: number }>(
      sql`select max(c)::int as n from (select count(*) as c from tracking_points group by shipment_id) x`,
    );
    expect(long.rows[0].n).toBeGreaterThanOrEqual(500);
    const stops = await rows<{ n: number }>(
      sql`select count(*)::int as n from shipments s where stops_count <> (select count(*) from shipment_stops x where x.shipment_id = s.id)`,
    );
    expect(stops.rows[0].n).toBe(0);
    const parties = await rows<{ n: number }>(
      sql`select count(*)::int as n from shippers p where shipments_count <> (select count(*) from shipments s where s.shipper_id = p.id)`,
    );
    expect(parties.rows[0].n).toBe(0);
    const names = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from shipments s join shippers p on p.id = s.shipper_id join modes m on m.id = s.mode_id
      left join truckers t on t.id = s.trucker_id where s.shipper_name <> p.company_name or s.mode_name <> m.name or s.trucker_name is distinct from t.name`);
    expect(names.rows[0].n).toBe(0);
  });

  it('the copied sort names and party counters follow renames, reassignments and deletions', async () => {
    const [load] = (
      await rows<{ id: number; trucker_id: number; shipper_id: number }>(
        sql`select id, trucker_id, shipper_id from shipments where status_code = 'BK' order by id limit 1`,
      )
    ).rows;
    await h.db.execute(sql`update truckers set name = 'Renamed Carrier Co' where id = ${load.trucker_id}`);
    const renamed = await rows<{ trucker_name: string }>(sql`select trucker_name from shipments where id = ${load.id}`);
    expect(renamed.rows[0].trucker_name).toBe('Renamed Carrier Co');
    const [other] = (
      await rows<{ id: number; name: string }>(sql`select id, name from truckers where id <> ${load.trucker_id} order by id limit 1`)
    ).rows;
    const count = async (id: number) =>
      (await rows<{ n: number }>(sql`select shipments_count as n from truckers where id = ${id}`)).rows[0].n;
    const before = [await count(load.trucker_id), await count(other.id)];
    await h.db.execute(sql`update shipments set trucker_id = ${other.id}, mode_id = 3 where id = ${load.id}`);
    const moved = await rows<{ trucker_name: string; mode_name: string }>(
      sql`select trucker_name, mode_name from shipments where id = ${load.id}`,
    );
    expect(moved.rows[0]).toEqual({ trucker_name: other.name, mode_name: 'Drayage' });
    expect([await count(load.trucker_id), await count(other.id)]).toEqual([before[0] - 1, before[1] + 1]);
    await h.db.execute(sql`delete from shipments where id = ${load.id}`);
    expect(await count(other.id)).toBe(before[1]);
  });

  it('money, fees, bills and attachments are consistent', async () => {
    const totals = await rows<{ n: number }>(sql`select count(*)::int as n from shipments s
      where exists (select 1 from shipment_accessorials a where a.shipment_id = s.id)
        and abs(s.total_price - s.basic_price - (select sum(total) from shipment_accessorials a where a.shipment_id = s.id)) > 0.011`);
    expect(totals.rows[0].n).toBe(0);
    const fees = await rows<{ name: string; percentage: string }>(
      sql`select distinct name, percentage::text from shipment_fees order by name`,
    );
    expect(fees.rows).toEqual([
      { name: 'Factoring fee', percentage: '3.00' },
      { name: 'Platform fee', percentage: '2.00' },
    ]);
    const billed = await rows<{ n: number }>(
      sql`select count(*)::int as n from shipments where bill_date is not null and status_code <> 'DL'`,
    );
    expect(billed.rows[0].n).toBe(0);
    const due = await rows<{ n: number }>(
      sql`select count(*)::int as n from shipments where invoice_date is not null and invoice_due_date <> invoice_date + interval '30 days'`,
    );
    expect(due.rows[0].n).toBe(0);
    const files = await rows<{ content_type: string }>(
      sql`select distinct f.content_type from attachments a join files f on f.sha256 = a.file_sha256 order by 1`,
    );
    expect(files.rows.map((r) => r.content_type)).toEqual(['application/pdf', 'image/png']);
    const banks = await rows<{ n: number }>(sql`select count(*)::int as n from truckers where ach_aba_routing_number is null`);
    expect(banks.rows[0].n).toBe(0);
  });
});
