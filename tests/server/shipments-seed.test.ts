import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BENCH_SO_NUMBER } from '../../server/seed/seed-loads';
import { addressBook, shipmentItems, shipmentStops, shipments } from '../../server/db/schema';
import { shipperMayPost } from '../../server/services/shipment-access';
import { itemTotals } from '../../server/services/shipment-items';
import type { Shipment } from '../../src/contract/shipment';
import { send, shipperIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { SHIPPER } from './support/fixtures';
import { useHarness } from './support/harness';
import { tokenFor } from './support/partners';

const targets = await databaseTargets();

describe.each(targets)('seeded address books and the bench load on $name', (target) => {
  const h = useHarness(target);
  const count = async (query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;

  it('every load and stop points at a company of its own shipper’s address book, with the same name', async () => {
    expect(
      await count(sql`select count(*)::int as n from shipments s left join address_book p on p.id = s.pickup_address_id left join address_book d on d.id = s.destination_address_id
      where p.id is null or d.id is null or p.shipper_id <> s.shipper_id or d.shipper_id <> s.shipper_id or p.name <> s.pickup_name or d.name <> s.destination_name or p.city <> s.shipping_city`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from shipment_stops x join shipments s on s.id = x.shipment_id left join address_book a on a.id = x.address_id
      where a.id is null or a.shipper_id <> s.shipper_id or a.name <> x.name`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from address_book where latitude is null`)).toBe(0);
    // A shipper's loads reuse its companies: one per city.
    expect(
      await count(
        sql`select count(*)::int as n from (select shipper_id, state, city from address_book group by 1, 2, 3 having count(*) > 1) x`,
      ),
    ).toBe(0);
  });

  it('a load with line items weighs what its items weigh (the form, the list and the bill of lading agree)', async () => {
    const rows = (await h.db.execute(sql`select s.id, s.mode_id as "modeId", s.total_weight as "totalWeight",
      json_agg(json_build_object('Weight', i.weight::float8, 'WeightType', i.weight_type, 'WeightMode', i.weight_mode, 'HandlingAmount', i.handling_amount, 'Pieces', i.pieces) order by i.id) as items
      from shipments s join shipment_items i on i.shipment_id = s.id group by s.id`)) as unknown as {
      rows: { id: number; modeId: number; totalWeight: string; items: Parameters<typeof itemTotals>[1] }[];
    };
    expect(rows.rows.length).toBeGreaterThan(50);
    const wrong = rows.rows.filter((r) => Math.abs((itemTotals(r.modeId, r.items).TotalWeight ?? 0) - Number(r.totalWeight)) > 1);
    expect(wrong.map((r) => r.id)).toEqual([]);
  });

  it('seeded activities were received when they happened (only offline changes show a later receipt)', async () => {
    expect(await count(sql`select count(*)::int as n from activities where received_at <> created`)).toBe(0);
  });

  it('the demo shipper has at least 8 companies and may post (its subscription is current on the seed day)', async () => {
    const shipperId = await shipperIdByEmail(h.db, SHIPPER);
    const entries = await h.db.select({ id: addressBook.id }).from(addressBook).where(eq(addressBook.shipperId, shipperId));
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(await shipperMayPost(h.db, shipperId, new Date('2025-03-18T12:00:00Z'))).toBe(true);
  });

  it(`${BENCH_SO_NUMBER}: the demo shipper's draft with 10 stops and 50 line items opens in the form`, async () => {
    const [bench] = await h.db.select().from(shipments).where(eq(shipments.soNumber, BENCH_SO_NUMBER));
    expect(bench).toMatchObject({ statusCode: 'DF', shipperId: await shipperIdByEmail(h.db, SHIPPER), modeId: 1, stopsCount: 10 });
    expect((await h.db.select({ id: shipmentStops.id }).from(shipmentStops).where(eq(shipmentStops.shipmentId, bench.id))).length).toBe(10);
    expect((await h.db.select({ id: shipmentItems.id }).from(shipmentItems).where(eq(shipmentItems.shipmentId, bench.id))).length).toBe(50);
    const load = (await (await send(h.app, 'GET', `/api/Shipments/${bench.id}`, await tokenFor(h, SHIPPER))).json()) as Shipment;
    expect(load).toMatchObject({ id: bench.id, SoNumber: BENCH_SO_NUMBER, StopsCount: 10, CanEdit: true, PickupName: expect.any(String) });
    expect(await count(sql`select count(*)::int as n from shipments where so_number = ${BENCH_SO_NUMBER}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from shipment_stops where shipment_id = ${bench.id} and address_id is null`)).toBe(0);
  });
});
