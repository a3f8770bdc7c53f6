import { sql, type SQL } from 'drizzle-orm';
import type { BillingMethodValue, BillingType, BillingUserRow, PAYMENT_STATUSES } from '../../src/contract/billing';
import { PAST_DUE_DAYS, actionsFor, type CurrentSubscription } from './subscription-state';

/**
 * One billing row per trucker and shipper, as a SQL subquery (`billingRowsSql`): the user, the partner record, its
 * company address, the billing account (defaults when missing), the current (latest) subscription with its plan
 * and current period, and the payment status. The status CASE mirrors `paymentStatus` of subscription-state.ts
 * (a test checks they agree on every seeded row). Values come out as text / float8 / int so both drivers read them
 * alike (node-postgres would turn a `date` into a local-time Date).
 */

const iso = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns every branch of the union adds after the partner's own. */
const commonColumns = sql`
  u.email, u.email_confirmed, u.phone, u.phone_confirmed,
  coalesce(ba.method, 3)::int as method,
  s.id as subscription_id, s.managed_by, s.state as sub_state, s.provider_status,
  ${iso(sql`s.started_at`)} as subscription_date,
  s.current_period_start::text as current_period_start, s.current_period_end::text as current_period_end,
  coalesce(cp.paid, false) as current_period_paid,
  pl.name as plan_name, pl.reccuring, pl.amount::float8 as plan_amount`;

const commonJoins = sql`
  join users u on u.id = p.user_id
  left join billing_accounts ba on ba.user_id = p.user_id
  left join latest s on s.user_id = p.user_id
  left join subscription_periods cp on cp.id = s.current_period_id
  left join plans pl on pl.id = s.plan_id`;

/**
 * The raw rows (no status yet). The latest subscription and the first company address are picked once per table
 * (DISTINCT ON, hash-joined) rather than looked up per row: on PGlite that is several times faster for a list
 * that reads every party.
 */
const baseRows = sql`
  with latest as (
    select distinct on (x.user_id) x.* from subscriptions x order by x.user_id, x.id desc
  ),
  trucker_places as (
    select distinct on (ad.trucker_id) ad.trucker_id, ad.state, ad.city from addresses ad
    where ad.trucker_id is not null and ad.kind = 'company' order by ad.trucker_id, ad.id
  ),
  shipper_places as (
    select distinct on (ad.shipper_id) ad.shipper_id, ad.state, ad.city from addresses ad
    where ad.shipper_id is not null and ad.kind = 'company' order by ad.shipper_id, ad.id
  )
  select p.user_id as id, p.id as trucker_id, null::int as shipper_id,
    coalesce(ba.type, 'Trucker') as type, p.name, a.state, a.city, ${iso(sql`p.created`)} as created_iso, p.created,
    ${commonColumns}
  from truckers p
  ${commonJoins}
  left join trucker_places a on a.trucker_id = p.id
  union all
  select p.user_id, null::int, p.id,
    coalesce(ba.type, 'RegularShipper'), p.company_name, a.state, a.city, ${iso(sql`p.created`)}, p.created,
    ${commonColumns}
  from shippers p
  ${commonJoins}
  left join shipper_places a on a.shipper_id = p.id`;

/** The payment status of a row of `baseRows` aliased `b`, as of `today` (YYYY-MM-DD). */
export const statusSql = (today: string) => sql`case
  when b.subscription_id is null then null
  when b.managed_by = 'provider' then b.provider_status
  when b.sub_state <> 'started' then b.sub_state
  when b.current_period_end::date <= ${today}::date then 'expired'
  when b.plan_amount = 0 then 'trialing'
  when not b.current_period_paid and (${today}::date - b.current_period_start::date) > ${PAST_DUE_DAYS} then 'past_due'
  else 'active' end`;

/** Every billing row with its `payment_status`, usable as `from (${billingRowsSql(today)}) r`. */
export const billingRowsSql = (today: string) => sql`select b.*, ${statusSql(today)} as payment_status from (${baseRows}) b`;

/** English labels of the types (the search matches them too). */
export const TYPE_LABELS: Record<BillingType, string> = {
  Trucker: 'Trucker',
  D2dShipper: 'D2D shipper',
  DlsShipper: 'DLS shipper',
  RegularShipper: 'Regular shipper',
};

/**
 * English labels of the payment statuses, as the Payment status column shows them (src/features/billing/labels.ts):
 * the search matches these, not the wire codes ("Past due" finds what the screen calls Past due; issue 15 item 12).
 */
export const STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  paused: 'Paused',
  expired: 'Expired',
  canceled: 'Canceled',
};

/** A row as selected from `billingRowsSql`. */
export type RawBillingRow = {
  id: number;
  trucker_id: number | null;
  shipper_id: number | null;
  type: BillingType;
  name: string;
  state: string | null;
  city: string | null;
  created_iso: string;
  email: string;
  email_confirmed: boolean;
  phone: string | null;
  phone_confirmed: boolean;
  method: number;
  subscription_id: number | null;
  managed_by: 'internal' | 'provider' | null;
  sub_state: 'started' | 'paused' | 'canceled' | null;
  provider_status: string | null;
  subscription_date: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  current_period_paid: boolean;
  plan_name: string | null;
  reccuring: number | null;
  plan_amount: number | null;
  payment_status: string | null;
};

/** The columns of a raw row that the wire row needs (not `created`, whose driver type differs). */
export const rawColumns = sql.raw(
  [
    'id',
    'trucker_id',
    'shipper_id',
    'type',
    'name',
    'state',
    'city',
    'created_iso',
    'email',
    'email_confirmed',
    'phone',
    'phone_confirmed',
    'method',
    'subscription_id',
    'managed_by',
    'sub_state',
    'provider_status',
    'subscription_date',
    'current_period_start',
    'current_period_end',
    'current_period_paid',
    'plan_name',
    'reccuring',
    'plan_amount',
    'payment_status',
  ]
    .map((c) => `r.${c}`)
    .join(', '),
);

export function currentOf(raw: RawBillingRow): CurrentSubscription | null {
  if (raw.subscription_id === null || !raw.managed_by || !raw.sub_state) return null;
  return {
    managedBy: raw.managed_by,
    state: raw.sub_state,
    currentPeriodStart: raw.current_period_start ?? '',
    currentPeriodEnd: raw.current_period_end ?? '',
    currentPeriodPaid: Boolean(raw.current_period_paid),
    planAmount: Number(raw.plan_amount ?? 0),
    providerStatus: raw.provider_status,
  };
}

export const methodOf = (raw: { method: number }) => Number(raw.method) as BillingMethodValue;

export function toWireRow(raw: RawBillingRow, today: string): BillingUserRow {
  const method = methodOf(raw);
  return {
    Id: Number(raw.id),
    TruckerId: raw.trucker_id === null ? null : Number(raw.trucker_id),
    ShipperId: raw.shipper_id === null ? null : Number(raw.shipper_id),
    Type: raw.type,
    Name: raw.name,
    Email: raw.email,
    EmailConfirmed: Boolean(raw.email_confirmed),
    PhoneNumber: raw.phone,
    PhoneNumberConfirmed: Boolean(raw.phone_confirmed),
    State: raw.state || null,
    City: raw.city || null,
    PaymentStatus: raw.payment_status,
    Reccuring: raw.reccuring === null ? null : Number(raw.reccuring),
    PlanName: raw.plan_name,
    SubscriptionId: raw.subscription_id === null ? null : Number(raw.subscription_id),
    SubscriptionDate: raw.subscription_date,
    Created: raw.created_iso,
    IsInternalSubscription: method,
    HasSubscriptions: raw.subscription_id !== null,
    ...actionsFor(method, currentOf(raw), today),
  };
}
