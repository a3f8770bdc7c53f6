import { sql } from 'drizzle-orm';
import { parseCalendarDate, type StatisticsPoint } from '../../src/contract/billing';
import type { Db } from '../db/database';
import { messageError, modelStateError } from './errors';
import { type FieldMessages, message, template } from '../../src/contract/messages';

const STATISTICS_FROM_AFTER_TO = message('statistics_from_after_to', 'from must not be after to.');

const mustBeDay = template('query_day_plain', '{name} must be a date (YYYY-MM-DD).');

/**
 * The bar chart's series (decision 060): per calendar month, the subscription periods (internal and provider) that
 * started in it, by the user's type; PaidTrucker counts paid trucker periods only.
 */

export const MAX_MONTHS = 120;
const RANGE_TOO_LONG = template('statistics_range_too_long', 'The range may cover at most {max} months.');

export function statisticsRange(from: string | undefined, to: string | undefined, now: Date): { from: string; to: string } {
  const errors: FieldMessages = {};
  const read = (name: string, value: string | undefined) => {
    if (!value) return undefined;
    const date = parseCalendarDate(value);
    if (!date) errors[name] = [mustBeDay({ name })];
    return value;
  };
  const fromValue = read('from', from);
  const toValue = read('to', to);
  if (Object.keys(errors).length) throw modelStateError(errors);
  const end = toValue ?? now.toISOString().slice(0, 10);
  const endDate = parseCalendarDate(end)!;
  const start = fromValue ?? new Date(Date.UTC(endDate.getUTCFullYear(), endDate.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  if (start > end) throw modelStateError({ from: [STATISTICS_FROM_AFTER_TO] });
  const months = (endDate.getUTCFullYear() - Number(start.slice(0, 4))) * 12 + endDate.getUTCMonth() - (Number(start.slice(5, 7)) - 1);
  if (months >= MAX_MONTHS) throw messageError(400, RANGE_TOO_LONG({ max: MAX_MONTHS }));
  return { from: start, to: end };
}

export async function statisticsByDate(db: Db, range: { from: string; to: string }): Promise<StatisticsPoint[]> {
  const result = await db.execute(sql`
    with months as (
      select generate_series(date_trunc('month', ${range.from}::date), date_trunc('month', ${range.to}::date), interval '1 month')::date as m
    ),
    periods as (
      select date_trunc('month', sp.period_start)::date as m,
        coalesce(ba.type, case when t.id is not null then 'Trucker' else 'RegularShipper' end) as type,
        sp.paid
      from subscription_periods sp
      join subscriptions s on s.id = sp.subscription_id
      left join billing_accounts ba on ba.user_id = s.user_id
      left join truckers t on t.user_id = s.user_id
      where sp.period_start >= ${range.from}::date and sp.period_start <= ${range.to}::date
    )
    select to_char(months.m, 'YYYY-MM-DD') as date,
      count(*) filter (where p.type = 'D2dShipper')::int as d2d,
      count(*) filter (where p.type = 'DlsShipper')::int as dls,
      count(*) filter (where p.type = 'RegularShipper')::int as regular,
      count(*) filter (where p.type = 'Trucker' and p.paid)::int as trucker
    from months left join periods p on p.m = months.m
    group by months.m order by months.m`);
  return (result as unknown as { rows: { date: string; d2d: number; dls: number; regular: number; trucker: number }[] }).rows.map((r) => ({
    Date: r.date,
    D2dShipper: Number(r.d2d),
    DlsShipper: Number(r.dls),
    RegularShipper: Number(r.regular),
    PaidTrucker: Number(r.trucker),
  }));
}
