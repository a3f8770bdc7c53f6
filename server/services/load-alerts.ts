import { sql } from 'drizzle-orm';
import { ALERT_DIGEST_MINUTES } from '../../src/contract/saved-searches';
import type { Db } from '../db/database';
import { EARTH_RADIUS_MILES } from './load-board';
import { startOfToday } from './market-access';
import { notify } from './notifications';

/**
 * Load alerts (issue 41, decision 166). Every path that posts a load goes through applyStatusChange, which calls
 * `enqueueLoadAlert` in its transaction: the queue row exists only once the post commits. The alert worker takes
 * it, matches the load against every saved search in one SQL statement (the GiST index on the searches' boxes, then
 * the exact rules), and alerts each matching trucker once: the bell in the same transaction, Web Push and the
 * e-mail digest after it. A load no longer open by then (booked, cancelled) alerts no one.
 */

export async function enqueueLoadAlert(tx: Db, shipmentId: number): Promise<void> {
  await tx.execute(sql`insert into load_alert_queue (shipment_id) values (${shipmentId})`);
}

export type SearchMatch = {
  searchId: number;
  name: string;
  truckerId: number;
  userId: number;
  inApp: boolean;
  email: boolean;
  push: boolean;
};

/** What the match reads of the load. */
export type LoadToMatch = {
  id: number;
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
  pickup: Date;
  equipmentTypeId: number | null;
  ratePerMile: number | null;
  bidding: boolean;
  isPrivate: boolean;
};

/** Great-circle miles from a search's point (columns) to a fixed point: the board's haversine. */
const milesFrom = (lat: string, lng: string, toLat: number, toLng: number) =>
  sql.raw(`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${toLat}::float8 - ${lat}) / 2), 2)
    + cos(radians(${lat})) * ${Math.cos((toLat * Math.PI) / 180)}::float8 * power(sin(radians(${toLng}::float8 - ${lng}) / 2), 2)))))`);

const pointBox = (lng: number, lat: number) => sql.raw(`box(point(${lng}::float8, ${lat}::float8), point(${lng}::float8, ${lat}::float8))`);

/**
 * The saved searches that alert on this load, with their trucker's user: the board's own rules read backwards (the
 * load's values are constants here: the GiST index on the searches' boxes finds the candidates, the exact rules
 * decide), public loads for anyone and private ones for the carriers they are offered to, the trucker's user not
 * suspended, at least one channel on. Whether the load is open with its pickup day ahead is the caller's check.
 */
export function matchSql(load: LoadToMatch) {
  const rate = load.ratePerMile === null ? sql`null::numeric` : sql`${load.ratePerMile}::numeric`;
  const pickup = load.pickup.toISOString();
  return sql`select ss.id as search_id, ss.name, ss.trucker_id, t.user_id, ss.alert_in_app as in_app, ss.alert_email as email,
      ss.alert_push as push
    from saved_searches ss
    join truckers t on t.id = ss.trucker_id
    join users u on u.id = t.user_id
    where ss.origin_area @> ${pointBox(load.fromLng, load.fromLat)} and ss.dest_area @> ${pointBox(load.toLng, load.toLat)}
      and (ss.alert_in_app or ss.alert_email or ss.alert_push)
      and not u.locked_out
      and (ss.origin_radius is null or ${milesFrom('ss.origin_lat', 'ss.origin_lng', load.fromLat, load.fromLng)} <= ss.origin_radius)
      and (ss.dest_radius is null or ${milesFrom('ss.dest_lat', 'ss.dest_lng', load.toLat, load.toLng)} <= ss.dest_radius)
      and (cardinality(ss.equipment_ids) = 0 or ${load.equipmentTypeId ?? -1}::int = any(ss.equipment_ids))
      and (ss.pickup_from is null or ss.pickup_from <= ${pickup}::timestamptz)
      and (ss.pickup_before is null or ss.pickup_before > ${pickup}::timestamptz)
      and (ss.min_rate_per_mile is null or ss.min_rate_per_mile <= ${rate})
      and ss.kind in ('all', ${load.bidding ? 'bid' : 'book'})
      ${load.isPrivate ? sql`and exists (select 1 from shipment_offers o where o.shipment_id = ${load.id} and o.trucker_id = ss.trucker_id)` : sql``}
    order by t.user_id, ss.id`;
}

type MatchRow = { search_id: number; name: string; trucker_id: number; user_id: number; in_app: boolean; email: boolean; push: boolean };

/** The load as the match reads it, when it is on the board (open, pickup day not passed); a load without a place is matched at 0,0 (only searches without that circle). */
export async function loadToMatch(db: Db, shipmentId: number, now = new Date()): Promise<LoadToMatch | null> {
  const result = await db.execute(sql`select id, shipping_latitude, shipping_longitude, receiving_latitude, receiving_longitude,
      shipment_date, equipment_type_id, rate_per_mile, bidding_enabled, is_private from shipments
    where id = ${shipmentId} and status_code = 'OP' and shipment_date >= ${startOfToday(now).toISOString()}::timestamptz`);
  const [r] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!r) return null;
  const coordinate = (value: unknown) => (value === null ? null : Number(value));
  const [fromLat, fromLng, toLat, toLng] = [r.shipping_latitude, r.shipping_longitude, r.receiving_latitude, r.receiving_longitude].map(
    coordinate,
  );
  return {
    id: Number(r.id),
    // no place: a point no circle of the board's radii reaches from land (only searches without that circle match)
    fromLat: fromLat ?? 0,
    fromLng: fromLat === null || fromLng === null ? 0 : fromLng,
    toLat: toLat ?? 0,
    toLng: toLat === null || toLng === null ? 0 : toLng,
    pickup: new Date(r.shipment_date as string),
    equipmentTypeId: r.equipment_type_id === null ? null : Number(r.equipment_type_id),
    ratePerMile: r.rate_per_mile === null ? null : Number(r.rate_per_mile),
    bidding: r.bidding_enabled === true,
    isPrivate: r.is_private === true,
  };
}

export async function matchingSearches(db: Db, shipmentId: number, now = new Date()): Promise<SearchMatch[]> {
  const load = await loadToMatch(db, shipmentId, now);
  if (!load) return [];
  const result = await db.execute(matchSql(load));
  return (result as unknown as { rows: MatchRow[] }).rows.map((r) => ({
    searchId: Number(r.search_id),
    name: r.name,
    truckerId: Number(r.trucker_id),
    userId: Number(r.user_id),
    inApp: r.in_app,
    email: r.email,
    push: r.push,
  }));
}

/** One alert per trucker: the channels of all its matching searches together, named after the first. */
export function perTrucker(matches: SearchMatch[]): SearchMatch[] {
  const byUser = new Map<number, SearchMatch>();
  for (const m of matches) {
    const seen = byUser.get(m.userId);
    if (!seen) byUser.set(m.userId, { ...m });
    else Object.assign(seen, { inApp: seen.inApp || m.inApp, email: seen.email || m.email, push: seen.push || m.push });
  }
  return [...byUser.values()];
}

export type LoadSummary = {
  id: number;
  code: string;
  from: string;
  to: string;
  pickup: Date;
  totalPrice: number;
  ratePerMile: number | null;
};

/** What an alert says of a load, read from a raw `shipments` row (snake_case columns). */
const alertedLoad = (r: Record<string, unknown>) => ({
  code: String(r.code),
  from: [r.shipping_city, r.shipping_state].filter(Boolean).join(', '),
  to: [r.receiving_city, r.receiving_state].filter(Boolean).join(', '),
  pickup: new Date(r.shipment_date as string),
  totalPrice: Number(r.total_price),
});

export async function loadSummary(db: Db, shipmentId: number): Promise<LoadSummary | null> {
  const result = await db.execute(sql`select id, code, shipping_city, shipping_state, receiving_city, receiving_state, shipment_date,
      total_price, rate_per_mile, status_code from shipments where id = ${shipmentId}`);
  const [r] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!r || r.status_code !== 'OP') return null;
  return {
    id: Number(r.id),
    ...alertedLoad(r),
    ratePerMile: r.rate_per_mile === null ? null : Number(r.rate_per_mile),
  };
}

/** What one queued load produced: who gets a push (sent after the commit). */
export type AlertOutcome = { load: LoadSummary; push: SearchMatch[] } | null;

/**
 * Takes one queued load (SKIP LOCKED: any number of workers) and alerts its matching truckers in one transaction:
 * the bell, the digest's pending row. Already alerted about this load (posted, unassigned, posted again): nothing.
 */
export async function alertOneQueuedLoad(db: Db, now = new Date()): Promise<AlertOutcome | 'empty'> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute(sql`delete from load_alert_queue where id = (
        select id from load_alert_queue order by id limit 1 for update skip locked) returning shipment_id`);
    const [job] = (taken as unknown as { rows: { shipment_id: number }[] }).rows;
    if (!job) return 'empty';
    // The load's row is read with a share lock: a booking waits for this alert, or this alert sees it booked.
    await tx.execute(sql`select 1 from shipments where id = ${job.shipment_id} for share`);
    const load = await loadSummary(tx, Number(job.shipment_id));
    if (!load) return null;
    const matches = perTrucker(await matchingSearches(tx, load.id, now));
    if (matches.length === 0) return { load, push: [] };
    const inserted = await tx.execute(sql`insert into saved_search_alerts (user_id, shipment_id, search_name, email_pending)
      select * from unnest(${`{${matches.map((m) => m.userId).join(',')}}`}::int[], ${`{${matches.map(() => load.id).join(',')}}`}::int[],
        ${pgTextArray(matches.map((m) => m.name))}::text[], ${`{${matches.map((m) => m.email).join(',')}}`}::boolean[])
      on conflict (user_id, shipment_id) do nothing returning user_id`);
    const fresh = new Set((inserted as unknown as { rows: { user_id: number }[] }).rows.map((r) => Number(r.user_id)));
    const alerted = matches.filter((m) => fresh.has(m.userId));
    await notify(
      tx,
      alerted
        .filter((m) => m.inApp)
        .map((m) => ({
          userId: m.userId,
          kind: 'SavedSearchMatch' as const,
          shipmentId: load.id,
          code: load.code,
          data: { Search: m.name, From: load.from, To: load.to },
        })),
    );
    return { load, push: alerted.filter((m) => m.push) };
  });
}

/** A PostgreSQL text[] literal. */
export function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Still open? (a load booked between the match and its push is not pushed) */
export async function isStillOpen(db: Db, shipmentId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from shipments where id = ${shipmentId} and status_code = 'OP'`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export type DigestItem = { code: string; from: string; to: string; pickup: Date; totalPrice: number; search: string; shipmentId: number };
export type Digest = { userId: number; email: string; items: DigestItem[] };

/**
 * The next trucker whose e-mail digest is due (pending alerts, none sent in the last 15 minutes), claimed in the
 * caller's transaction: its pending rows are cleared and its digest time set. Loads no longer open are left out; a
 * digest with nothing left is not sent. Suspended users get none.
 */
export async function claimDigest(tx: Db, now = new Date()): Promise<Digest | 'empty'> {
  const due = await tx.execute(sql`select a.user_id, u.email, u.locked_out from saved_search_alerts a
      join users u on u.id = a.user_id
      left join alert_digests d on d.user_id = a.user_id
      where a.email_pending and (d.last_sent_at is null or d.last_sent_at <= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(ALERT_DIGEST_MINUTES))} minutes')
      order by a.user_id limit 1 for update of a skip locked`);
  const [user] = (due as unknown as { rows: { user_id: number; email: string; locked_out: boolean }[] }).rows;
  if (!user) return 'empty';
  const cleared = await tx.execute(sql`update saved_search_alerts a set email_pending = false from shipments l
      where a.user_id = ${user.user_id} and a.email_pending and l.id = a.shipment_id
      returning l.id, l.code, l.status_code, l.shipping_city, l.shipping_state, l.receiving_city, l.receiving_state, l.shipment_date,
        l.total_price, a.search_name`);
  const rows = (cleared as unknown as { rows: Record<string, unknown>[] }).rows;
  await tx.execute(sql`insert into alert_digests (user_id, last_sent_at) values (${user.user_id}, ${now.toISOString()}::timestamptz)
      on conflict (user_id) do update set last_sent_at = excluded.last_sent_at`);
  const items = user.locked_out
    ? []
    : rows
        .filter((r) => r.status_code === 'OP')
        .map((r) => ({
          shipmentId: Number(r.id),
          ...alertedLoad(r),
          search: String(r.search_name),
        }))
        .sort((a, b) => a.shipmentId - b.shipmentId);
  return { userId: Number(user.user_id), email: user.email, items };
}

export function digestText(items: DigestItem[], publicUrl: string): { subject: string; text: string } {
  const subject =
    items.length === 1 ? `New load ${items[0].code} matches your saved search` : `${items.length} new loads match your saved searches`;
  const lines = items.map(
    (i) =>
      `${i.code}: ${i.from} → ${i.to}, pickup ${i.pickup.toISOString().slice(0, 10)}, $${i.totalPrice.toFixed(2)} (${i.search})\n  ${publicUrl}/Loads/find?load=${i.shipmentId}`,
  );
  return {
    subject,
    text: `New loads on the Haulbase board match your saved searches:\n\n${lines.join('\n\n')}\n\nChange your alerts on the board under Saved searches.\n`,
  };
}
