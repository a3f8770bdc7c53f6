import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Attachment } from '../../src/contract/billing';
import type { Db } from '../db/database';
import { billingAttachments, subscriptionPeriods, subscriptions } from '../db/schema';
import { fileColumns, moveIntoStore, nameFiles, withStoredFiles } from './attachment-files';
import type { FileStorage } from './file-storage';
import { discardFiles, type ReceivedFile } from './files';
import { audit } from './audit';
import { messageError } from './errors';
import { signUrl } from './signed-urls';
import { PERIOD_NOT_FOUND } from './billing-mark-paid';

/**
 * Contracts (per user) and invoice files (per subscription period) of the billing area, decision 060: the
 * attachment shape of decision 042, bytes in the content-addressed store, signed download URLs.
 */

export type BillingAttachmentRow = typeof billingAttachments.$inferSelect;

export const billingFilePath = (id: number) => `/api/files/billing/${id}`;

const KIND = {
  contract: { Type: 'Contract', TypeId: 1, TypeCode: 'CON' },
  invoice: { Type: 'Invoice', TypeId: 2, TypeCode: 'INV' },
} as const;

export function toBillingAttachment(row: BillingAttachmentRow, callerId: number, secret: Uint8Array, now = Date.now()): Attachment {
  const kind = KIND[row.kind as keyof typeof KIND];
  return {
    Id: row.id,
    FileName: row.fileName,
    FilePath: signUrl(secret, billingFilePath(row.id), now),
    ...kind,
    IsPublic: false,
    IsOwner: row.uploadedBy === callerId,
    Created: row.created.toISOString(),
    Size: row.size,
    ContentType: row.contentType,
  };
}

const newestFirst = (db: Db, where: SQL | undefined) =>
  db.select().from(billingAttachments).where(where).orderBy(desc(billingAttachments.created), desc(billingAttachments.id));

export async function listContracts(db: Db, userId: number, callerId: number, secret: Uint8Array): Promise<Attachment[]> {
  const rows = await newestFirst(db, and(eq(billingAttachments.userId, userId), eq(billingAttachments.kind, 'contract')));
  const now = Date.now();
  return rows.map((row) => toBillingAttachment(row, callerId, secret, now));
}

/** Invoice files of the given periods, grouped by period id, newest first. */
export async function invoicesOfPeriods(db: Db, periodIds: number[], callerId: number, secret: Uint8Array) {
  const byPeriod = new Map<number, Attachment[]>();
  if (periodIds.length === 0) return byPeriod;
  const rows = await newestFirst(db, and(inArray(billingAttachments.periodId, periodIds), eq(billingAttachments.kind, 'invoice')));
  const now = Date.now();
  for (const row of rows) {
    const list = byPeriod.get(row.periodId!) ?? [];
    list.push(toBillingAttachment(row, callerId, secret, now));
    byPeriod.set(row.periodId!, list);
  }
  return byPeriod;
}

export async function findBillingAttachment(db: Db, id: number): Promise<BillingAttachmentRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(billingAttachments).where(eq(billingAttachments.id, id));
  return row ?? null;
}

export type UploadTarget = { userId: number; kind: 'contract' | 'invoice'; periodId: number | null };

/** The period must belong to one of the user's subscriptions (a period of someone else is not found). */
export async function requirePeriodOfUser(db: Db, periodId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(and(eq(subscriptionPeriods.id, periodId), eq(subscriptions.userId, userId)));
  if (!row) throw messageError(404, PERIOD_NOT_FOUND);
}

/**
 * Stores the files and their rows in one transaction (with one audit row); the bytes are moved into the store
 * first — content-addressed, so a rolled-back upload leaves at most an unreferenced file, never a row without bytes.
 */
export async function saveBillingFiles(
  db: Db,
  storage: FileStorage,
  target: UploadTarget,
  received: ReceivedFile[],
  uploadedBy: number,
): Promise<BillingAttachmentRow[]> {
  const prepared = await nameFiles(received);
  try {
    await moveIntoStore(storage, received);
  } catch (error) {
    await discardFiles(received);
    throw error;
  }
  return withStoredFiles(db, prepared, async (tx) => {
    const rows = await tx
      .insert(billingAttachments)
      .values(
        prepared.map((p) => ({
          userId: target.userId,
          periodId: target.periodId,
          kind: target.kind,
          ...fileColumns(p),
          uploadedBy,
        })),
      )
      .returning();
    await audit(tx, {
      userId: uploadedBy,
      action: target.kind === 'contract' ? 'billing_contract_uploaded' : 'billing_invoice_uploaded',
      entity: target.kind === 'contract' ? 'user' : 'subscription_period',
      entityId: target.kind === 'contract' ? target.userId : target.periodId,
      details: { userId: target.userId, files: rows.map((r) => ({ id: r.id, name: r.fileName, size: r.size })) },
    });
    return rows;
  });
}
