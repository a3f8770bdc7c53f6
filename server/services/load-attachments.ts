import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Attachment, AttachmentType } from '../../src/contract/attachments';
import type { Db } from '../db/database';
import { attachmentTypes, attachments, users } from '../db/schema';
import type { ReceivedFile } from './files';
import { fileColumns, keepExtension, moveIntoStore, nameFiles, withStoredFiles } from './attachment-files';
import type { FileStorage } from './file-storage';
import { ApiError, FORBIDDEN, NOT_FOUND, fieldError, messageError } from './errors';
import { type ActivityField, attachmentVisibility, diffFields, recordActivity } from './load-activities';
import { requireLoadAccess } from './loads-party';
import { signUrl } from './signed-urls';
import type { AuthUser } from './tokens';
import { rolesOf } from './users';
import { SELECT_ATTACHMENT_TYPE } from '../../src/contract/attachments';
import { message } from '../../src/contract/messages';

/**
 * Load attachments (spec 2 §2.5, decision 042/044). Visibility: BackOffice sees every attachment; a party (the
 * owning shipper, the assigned trucker) sees its own and the public ones. Changes are the uploader's only.
 * Billing documents (types BB / BI, `in_panel` false) are not panel attachments: they show in the invoice and
 * bill views, to BackOffice only.
 */

export const SELECT_TYPE = SELECT_ATTACHMENT_TYPE;
export const DELETED = 'Your_Attachment_has_been_deleted';
export const NAME_REQUIRED = message('The_file_name_is_required', 'The_file_name_is_required');

export type AttachmentRow = typeof attachments.$inferSelect & { typeName: string; typeCode: string; inPanel: boolean };

const selectRows = (db: Db) =>
  db
    .select({ a: attachments, typeName: attachmentTypes.name, typeCode: attachmentTypes.code, inPanel: attachmentTypes.inPanel })
    .from(attachments)
    .innerJoin(attachmentTypes, eq(attachments.typeId, attachmentTypes.id));

const flatten = (r: { a: typeof attachments.$inferSelect; typeName: string; typeCode: string; inPanel: boolean }): AttachmentRow => ({
  ...r.a,
  typeName: r.typeName,
  typeCode: r.typeCode,
  inPanel: r.inPanel,
});

export const attachmentFilePath = (id: number) => `/api/files/attachments/${id}`;

export function toAttachment(row: AttachmentRow, userId: number, secret: Uint8Array, now = Date.now()): Attachment {
  return {
    Id: row.id,
    FileName: row.fileName,
    FilePath: signUrl(secret, attachmentFilePath(row.id), now, undefined, userId),
    Type: row.typeName,
    TypeId: row.typeId,
    TypeCode: row.typeCode,
    IsPublic: row.isPublic,
    IsOwner: row.userId === userId,
    Created: row.created.toISOString(),
    Size: row.size,
    ContentType: row.contentType,
  };
}

export async function listAttachmentTypes(db: Db): Promise<AttachmentType[]> {
  const rows = await db.select().from(attachmentTypes).orderBy(asc(attachmentTypes.id));
  return rows.map((t) => ({ Id: t.id, Code: t.code, Name: t.name }));
}

/** The type of a new or edited panel attachment (`billing`: the type code a billing upload must have). */
export async function resolveType(db: Db, typeId: string | undefined, billing?: 'BB' | 'BI') {
  const id = Number(typeId);
  const [type] = typeId && /^\d{1,9}$/.test(typeId) ? await db.select().from(attachmentTypes).where(eq(attachmentTypes.id, id)) : [];
  if (!type || (billing ? type.code !== billing : !type.inPanel)) throw fieldError('TypeId', SELECT_TYPE);
  return type;
}

export async function billingTypeByCode(db: Db, code: 'BB' | 'BI') {
  const [type] = await db.select().from(attachmentTypes).where(eq(attachmentTypes.code, code));
  return type;
}

async function findRow(db: Db, id: number): Promise<AttachmentRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await selectRows(db).where(eq(attachments.id, id));
  return row ? flatten(row) : null;
}

/** A row only its uploader may see when it is not tied to a load; otherwise the load's parties by visibility. */
async function requireVisible(db: Db, user: AuthUser, row: AttachmentRow | null): Promise<AttachmentRow> {
  if (!row) throw messageError(404, NOT_FOUND);
  const admin = user.roles.includes('BackOffice');
  if (row.shipmentId === null) {
    if (!admin && row.userId !== user.id) throw messageError(403, FORBIDDEN);
    return row;
  }
  const { access } = await requireLoadAccess(db, user, row.shipmentId);
  if (access !== 'admin' && (!row.inPanel || (!row.isPublic && row.userId !== user.id))) throw messageError(403, FORBIDDEN);
  return row;
}

/** Change, toggle, delete: the uploader, while still a party of the load (decision 042: owner-only). */
async function requireOwnRow(db: Db, user: AuthUser, id: number): Promise<AttachmentRow> {
  const row = await requireVisible(db, user, await findRow(db, id));
  if (row.userId !== user.id) throw messageError(403, FORBIDDEN);
  return row;
}

/** The panel list of a load, newest first. */
export async function listLoadAttachments(db: Db, user: AuthUser, secret: Uint8Array, shipmentId: number): Promise<Attachment[]> {
  const { access } = await requireLoadAccess(db, user, shipmentId);
  const where: SQL[] = [eq(attachments.shipmentId, shipmentId), eq(attachmentTypes.inPanel, true)];
  if (access !== 'admin') where.push(or(eq(attachments.userId, user.id), eq(attachments.isPublic, true))!);
  const rows = await selectRows(db)
    .where(and(...where))
    .orderBy(desc(attachments.created), desc(attachments.id));
  const now = Date.now();
  return rows.map((r) => toAttachment(flatten(r), user.id, secret, now));
}

/** Billing documents of one type, newest first (the invoice and bill views; BackOffice only by their routes). */
export async function billingAttachments(
  db: Db,
  userId: number,
  secret: Uint8Array,
  shipmentId: number,
  code: 'BB' | 'BI',
): Promise<Attachment[]> {
  const rows = await selectRows(db)
    .where(and(eq(attachments.shipmentId, shipmentId), eq(attachmentTypes.code, code)))
    .orderBy(desc(attachments.created), desc(attachments.id));
  const now = Date.now();
  return rows.map((r) => toAttachment(flatten(r), userId, secret, now));
}

export async function getAttachment(db: Db, user: AuthUser, secret: Uint8Array, id: number): Promise<Attachment> {
  return toAttachment(await requireVisible(db, user, await findRow(db, id)), user.id, secret);
}

/** For the signed download: the row (no caller; the signature was the permission). */
/**
 * The attachment a signed link opens, checked when the link is used (issue 36): the user it was signed for must still
 * see it (made private since, or the user no longer a party of the load: 404). A link for no one opens nothing.
 */
export async function attachmentForDownload(db: Db, id: number, viewer: number | null): Promise<AttachmentRow | null> {
  if (viewer === null) return null;
  const [user] = await db.select({ id: users.id, email: users.email, roles: users.roles }).from(users).where(eq(users.id, viewer));
  if (!user) return null;
  try {
    return await requireVisible(db, { id: user.id, email: user.email, roles: rolesOf(user) }, await findRow(db, id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

export type CreateInput = {
  shipmentId: number;
  typeId: number;
  isPublic: boolean;
  files: readonly ReceivedFile[];
  /** Extra activity fields and writes of the same transaction (billing: the uploaded flag). */
  alsoInTransaction?: (tx: Db) => Promise<ActivityField[]>;
};

/**
 * Stores the bytes first, then writes the rows and the activity in one transaction: a failure leaves at most
 * unreferenced bytes in the content-addressed store, never a row without its file.
 */
export async function createAttachments(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  secret: Uint8Array,
  input: CreateInput,
): Promise<Attachment[]> {
  const prepared = await nameFiles(input.files);
  await moveIntoStore(storage, input.files);
  const rows = await withStoredFiles(db, prepared, async (tx) => {
    const inserted = await tx
      .insert(attachments)
      .values(
        prepared.map((p) => ({
          shipmentId: input.shipmentId,
          ...fileColumns(p),
          typeId: input.typeId,
          isPublic: input.isPublic,
          userId: user.id,
        })),
      )
      .returning({ id: attachments.id });
    const extra = input.alsoInTransaction ? await input.alsoInTransaction(tx) : [];
    const fields: ActivityField[] = prepared.map((p) => ({ Field: 'Attachment', Type: 'string', OldValue: null, NewValue: p.fileName }));
    const [type] = await tx.select({ inPanel: attachmentTypes.inPanel }).from(attachmentTypes).where(eq(attachmentTypes.id, input.typeId));
    const visibility = attachmentVisibility({ isPublic: input.isPublic, userId: user.id, inPanel: type?.inPanel ?? false });
    await recordActivity(tx, {
      shipmentId: input.shipmentId,
      userId: user.id,
      action: 'Created',
      fields: [...fields, ...extra],
      visibility,
    });
    return inserted;
  });
  const out: Attachment[] = [];
  for (const { id } of rows) out.push(toAttachment((await findRow(db, id))!, user.id, secret));
  return out;
}

export type UpdateInput = { name?: string; typeId?: string; isPublic?: boolean; file?: ReceivedFile };

/**
 * Activity fields of a change: `Attachment` (old → new name) names the attachment in every entry, then what
 * changed of its type, visibility and size.
 */
const ACTIVITY_TYPES = { AttachmentType: 'string', AttachmentIsPublic: 'bool', AttachmentSize: 'int' } as const;
type ActivityView = { fileName: string; typeName: string; isPublic: boolean; size: number };
const changeFields = (before: ActivityView, after: ActivityView): ActivityField[] => [
  { Field: 'Attachment', Type: 'string', OldValue: before.fileName, NewValue: after.fileName },
  ...diffFields(
    { AttachmentType: before.typeName, AttachmentIsPublic: before.isPublic, AttachmentSize: before.size },
    { AttachmentType: after.typeName, AttachmentIsPublic: after.isPublic, AttachmentSize: after.size },
    ACTIVITY_TYPES,
  ),
];

/** Checks that may answer before the body is read: the row is the caller's, the name and type are valid. */
export async function checkUpdate(db: Db, user: AuthUser, id: number, input: Omit<UpdateInput, 'file'>) {
  const row = await requireOwnRow(db, user, id);
  if (input.name !== undefined && !input.name.trim()) throw fieldError('Name', NAME_REQUIRED);
  const type = input.typeId === undefined ? null : await resolveType(db, input.typeId);
  return { row, type };
}

/** Rename (keeping the extension), retype, change visibility and/or replace the file. */
export async function updateAttachment(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  secret: Uint8Array,
  id: number,
  input: UpdateInput,
): Promise<Attachment> {
  const { row, type } = await checkUpdate(db, user, id, input);
  const replacement = input.file ? (await nameFiles([input.file]))[0] : null;
  const extensionSource = replacement ? replacement.fileName : row.fileName;
  const fileName =
    input.name !== undefined ? keepExtension(input.name, extensionSource) : replacement ? replacement.fileName : row.fileName;
  if (replacement) await moveIntoStore(storage, [replacement.file]);
  const next = {
    fileName,
    typeId: type?.id ?? row.typeId,
    isPublic: input.isPublic ?? row.isPublic,
    ...(replacement ? { fileSha256: replacement.file.sha256, size: replacement.file.size, contentType: replacement.contentType } : {}),
  };
  await withStoredFiles(db, replacement ? [replacement] : [], async (tx) => {
    await tx.update(attachments).set(next).where(eq(attachments.id, row.id));
    const after = { fileName, typeName: type?.name ?? row.typeName, isPublic: next.isPublic, size: next.size ?? row.size };
    const fields = changeFields(row, after);
    const changed = fields.length > 1 || fileName !== row.fileName || replacement !== null;
    const visibility = attachmentVisibility({ isPublic: next.isPublic, userId: row.userId, inPanel: type?.inPanel ?? row.inPanel });
    if (changed && row.shipmentId !== null)
      await recordActivity(tx, { shipmentId: row.shipmentId, userId: user.id, action: 'Updated', fields, visibility });
  });
  return toAttachment((await findRow(db, row.id))!, user.id, secret);
}

export async function toggleVisibility(db: Db, user: AuthUser, secret: Uint8Array, id: number): Promise<Attachment> {
  const row = await requireOwnRow(db, user, id);
  await db.transaction(async (tx) => {
    await tx.update(attachments).set({ isPublic: !row.isPublic }).where(eq(attachments.id, row.id));
    if (row.shipmentId !== null) {
      const fields = changeFields(row, { ...row, isPublic: !row.isPublic });
      const visibility = attachmentVisibility({ ...row, isPublic: !row.isPublic });
      await recordActivity(tx, { shipmentId: row.shipmentId, userId: user.id, action: 'Updated', fields, visibility });
    }
  });
  return toAttachment((await findRow(db, row.id))!, user.id, secret);
}

/** Deletes the row; the bytes stay in the content-addressed store (other rows may share them). */
export async function deleteAttachment(db: Db, user: AuthUser, id: number): Promise<{ Message: string }> {
  const row = await requireOwnRow(db, user, id);
  await db.transaction(async (tx) => {
    await tx.delete(attachments).where(eq(attachments.id, row.id));
    if (row.shipmentId !== null) {
      await recordActivity(tx, {
        shipmentId: row.shipmentId,
        userId: user.id,
        action: 'Deleted',
        fields: [{ Field: 'Attachment', Type: 'string', OldValue: row.fileName, NewValue: null }],
        visibility: attachmentVisibility(row),
      });
    }
  });
  return { Message: DELETED };
}
