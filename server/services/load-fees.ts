import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The fees deducted from the carrier's bill (spec 2 §2.14, decision 082): fixed when a load is booked — by
 * accepting a bid, Book now or a BackOffice assignment — and by the seed for the loads it creates booked. One
 * rule list, one SQL statement for both: the seed applies it to every carried load at once, booking to one load.
 */

export type FeeRule = { name: string; percentage: number; when: 'always' | 'quickPay' };

export const FEE_RULES: readonly FeeRule[] = [
  { name: 'Platform fee', percentage: 2, when: 'always' },
  { name: 'Factoring fee', percentage: 3, when: 'quickPay' },
];

/** `insert into shipment_fees …` for the loads matching `where` (an SQL condition on shipments), rule order per load. */
export function feeInsertSql(where: SQL): SQL {
  const selects = FEE_RULES.map(
    (rule, i) =>
      sql`select id, ${rule.name}::text as name, ${rule.percentage}::numeric as percentage, ${i}::int as rank from shipments where (${where})${
        rule.when === 'quickPay' ? sql` and is_quick_pay` : sql``
      }`,
  );
  return sql`insert into shipment_fees (shipment_id, name, percentage)
    select id, name, percentage from (${sql.join(selects, sql` union all `)}) f order by id, rank`;
}

/** Fixes the fees of one load as it is booked now (replacing any earlier ones). Call inside the booking transaction. */
export async function fixFees(tx: Db, shipmentId: number): Promise<void> {
  await clearFees(tx, shipmentId);
  await tx.execute(feeInsertSql(sql`id = ${shipmentId}`));
}

/** A load returned to the board has no fees until it is booked again. */
export async function clearFees(tx: Db, shipmentId: number): Promise<void> {
  await tx.execute(sql`delete from shipment_fees where shipment_id = ${shipmentId}`);
}
