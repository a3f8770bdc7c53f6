import { type SQL, sql } from 'drizzle-orm';
import type { ChatConversation, ChatConversations } from '../../src/contract/shipment';
import type { LoadStatusCode } from '../../src/contract/loads';
import type { Db } from '../db/database';
import { accessOf, partiesOf } from './loads-party';
import type { AuthUser } from './tokens';
import { fullName } from './users';

/**
 * GET /api/Chat/Conversations (the /Messages page and the menu badge): the caller's loads that have a message,
 * newest message first, each with its unread count. BackOffice sees every load's chat, the newest 100.
 */

export const BACK_OFFICE_PAGE = 100;

type Row = {
  id: number;
  code: string;
  status_code: string;
  shipper_id: number;
  trucker_id: number | null;
  shipper_name: string;
  trucker_name: string | null;
  body: string;
  created: Date | string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  unread: number | string;
};

export async function chatConversations(db: Db, user: AuthUser): Promise<ChatConversations> {
  const parties = await partiesOf(db, user);
  const mine: SQL[] = [];
  if (parties.shipperId !== null) mine.push(sql`s.shipper_id = ${parties.shipperId}`);
  if (parties.truckerId !== null) mine.push(sql`s.trucker_id = ${parties.truckerId}`);
  if (!parties.admin && mine.length === 0) return { Conversations: [], TotalUnread: 0 };
  const where = parties.admin ? sql`true` : sql.join(mine, sql` or `);
  const limit = parties.admin ? sql`limit ${BACK_OFFICE_PAGE}` : sql``;
  const result = await db.execute(sql`
    with last as (
      select m.shipment_id, max(m.id) as last_id
      from chat_messages m join shipments s on s.id = m.shipment_id
      where ${where}
      group by m.shipment_id
      order by last_id desc
      ${limit}
    )
    select s.id, s.code, s.status_code, s.shipper_id, s.trucker_id, sh.company_name as shipper_name, t.name as trucker_name,
      lm.body, lm.created, lm.user_id, u.first_name, u.last_name, u.email,
      (select count(*)::int from chat_messages x
        where x.shipment_id = s.id and x.id > coalesce(r.last_read_id, 0) and x.user_id is distinct from ${user.id}) as unread
    from last
    join shipments s on s.id = last.shipment_id
    join shippers sh on sh.id = s.shipper_id
    left join truckers t on t.id = s.trucker_id
    join chat_messages lm on lm.id = last.last_id
    left join users u on u.id = lm.user_id
    left join chat_reads r on r.shipment_id = s.id and r.user_id = ${user.id}
    order by last.last_id desc`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const conversations = rows.map((r): ChatConversation => {
    const access = accessOf(parties, { shipperId: r.shipper_id, truckerId: r.trucker_id });
    const counterpart =
      access === 'owner'
        ? (r.trucker_name ?? 'BackOffice')
        : access === 'carrier'
          ? r.shipper_name
          : r.trucker_name
            ? `${r.shipper_name} ↔ ${r.trucker_name}`
            : r.shipper_name;
    return {
      ShipmentId: r.id,
      Code: r.code,
      StatusCode: r.status_code as LoadStatusCode,
      Counterpart: counterpart,
      LastMessage: {
        Body: r.body,
        Created: new Date(r.created).toISOString(),
        Nickname: fullName({ firstName: r.first_name ?? '', lastName: r.last_name ?? '' }) || r.email || 'Deleted user',
        IsMine: r.user_id === user.id,
      },
      Unread: Number(r.unread),
    };
  });
  return { Conversations: conversations, TotalUnread: conversations.reduce((sum, c) => sum + c.Unread, 0) };
}
