import { eq, inArray } from 'drizzle-orm';
import type { BulkAnswer } from '../../src/contract/loads';
import type { Db } from '../db/database';
import { auditLog, shipments } from '../db/schema';
import { applyStatusChange, isStatusCode, STATUS_NAMES } from './load-status';
import { accessOf, type LoadAccess, type UserParties } from './loads-party';
import { FORBIDDEN } from './errors';
import { type Message, message, toRef } from '../../src/contract/messages';

/**
 * Bulk actions of the per-party list (decision 042): each id is handled on its own; an id the caller may not
 * touch, or a move the machine refuses, is rejected with a message and the others still go through.
 */

export const ONLY_DRAFTS = message('only_drafts_deleted', 'Only draft loads can be deleted');
export const NOT_FOUND_LOAD = message('load_not_found', 'The load was not found.');
export const NOT_ALLOWED = FORBIDDEN;

/** A rejected load: the English message and its id (decision 120), translated by the loads list. */
const rejection = (id: number, m: Message): BulkAnswer['Rejected'][number] => ({ Id: id, Message: m.text, MessageId: toRef(m) });
export { MAX_BULK } from '../../src/contract/loads-bulk';

type Head = { id: number; shipperId: number; truckerId: number | null; statusCode: string };

async function heads(db: Db, ids: number[]): Promise<Map<number, Head>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shipments.id, shipperId: shipments.shipperId, truckerId: shipments.truckerId, statusCode: shipments.statusCode })
    .from(shipments)
    .where(inArray(shipments.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const summary = (done: number[], rejected: BulkAnswer['Rejected'], verb: string): string =>
  `${done.length} load${done.length === 1 ? '' : 's'} ${verb}${rejected.length ? `, ${rejected.length} rejected` : ''}.`;

/** Deletes drafts: the caller's own (a shipper's), or any draft for BackOffice. */
export async function bulkDelete(db: Db, parties: UserParties, userId: number, ids: number[]): Promise<BulkAnswer> {
  const found = await heads(db, ids);
  const done: number[] = [];
  const rejected: BulkAnswer['Rejected'] = [];
  for (const id of ids) {
    const head = found.get(id);
    const access = head ? accessOf(parties, head) : null;
    if (!head) rejected.push(rejection(id, NOT_FOUND_LOAD));
    else if (access !== 'admin' && access !== 'owner') rejected.push(rejection(id, NOT_ALLOWED));
    else if (head.statusCode !== 'DF') rejected.push(rejection(id, ONLY_DRAFTS));
    else {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(shipments)
          .where(eq(shipments.id, id))
          .returning({ code: shipments.code, statusCode: shipments.statusCode });
        // The load's own activities go with it (cascade): the deletion is kept in the audit log.
        if (gone)
          await tx
            .insert(auditLog)
            .values({ userId, action: 'Deleted', entity: 'shipment', entityId: String(id), details: { Code: gone.code } });
      });
      done.push(id);
    }
  }
  return { Done: done, Rejected: rejected, Message: summary(done, rejected, 'deleted') };
}

/** Moves each load through the status machine, one transaction per load. */
export async function bulkStatus(db: Db, parties: UserParties, userId: number, ids: number[], to: string): Promise<BulkAnswer> {
  const found = await heads(db, ids);
  const done: number[] = [];
  const rejected: BulkAnswer['Rejected'] = [];
  for (const id of ids) {
    const head = found.get(id);
    const access: LoadAccess | null = head ? accessOf(parties, head) : null;
    if (!head) {
      rejected.push(rejection(id, NOT_FOUND_LOAD));
      continue;
    }
    if (!access) {
      rejected.push(rejection(id, NOT_ALLOWED));
      continue;
    }
    const result = await db.transaction((tx) => applyStatusChange(tx, { shipmentId: id, to, actor: access, userId }));
    if (result.ok) done.push(id);
    else rejected.push(rejection(id, result.message));
  }
  const verb = isStatusCode(to) ? `moved to ${STATUS_NAMES[to]}` : 'moved';
  return { Done: done, Rejected: rejected, Message: summary(done, rejected, verb) };
}
