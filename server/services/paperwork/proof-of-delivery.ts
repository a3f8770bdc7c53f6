import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  POD_EXCEPTIONS_INVALID,
  POD_MAX_PHOTOS,
  POD_NOT_YET,
  POD_PHOTO_TYPE,
  POD_SIGNATURE_PNG,
  POD_SIGNATURE_REQUIRED,
  POD_STATUS,
  type PodException,
  type PodPhoto,
  type ProofOfDeliveryState,
  podExceptionsSchema,
  signedBySchema,
} from '../../../src/contract/paperwork';
import { issueMessage, type FieldMessages } from '../../../src/contract/messages';
import type { Db } from '../../db/database';
import { attachmentTypes, attachments, proofsOfDelivery, shipments, truckers, users } from '../../db/schema';
import { readObject, type FileStorage } from '../file-storage';
import { type ReceivedFile, sniffImageType, storeFile, storeReceivedFile } from '../files';
import { messageError, modelStateError } from '../errors';
import type { ActivityField } from '../load-activities';
import { requireLoadAccess } from '../loads-party';
import type { AuthUser } from '../tokens';
import { proofOfDeliveryPdf } from './pdf';
import { recordPaperworkChange } from './changes';
import type { PdfLanguage } from './texts';

/**
 * Proof of delivery signed by the receiver (issue 40 item 2, decision 162): the receiver's signature (PNG) and
 * printed name, optional exceptions with photos, and photos of the signed paper BOL, taken by the load's carrier at
 * delivery. All are stored; one PDF with the load's facts is drawn from them (kept in the load's documents in
 * English, drawn again in the reader's language on GET).
 */

/** A POD is taken at delivery; also once Delivered, when that tap reached the server first. */
const POD_STATUSES = new Set(['AR', 'DL']);

export type PodInput = { fields: Record<string, string>; files: ReceivedFile[]; happenedAt: Date };

type Checked = { signedBy: string; exceptions: PodException[]; signature: ReceivedFile; photos: ReceivedFile[] };

async function check(input: PodInput): Promise<Checked> {
  const errors: FieldMessages = {};
  const signedBy = v.safeParse(signedBySchema, input.fields.SignedBy);
  if (!signedBy.success) errors.SignedBy = [issueMessage(signedBy.issues[0])];
  let exceptions: PodException[] = [];
  const raw = input.fields.Exceptions;
  if (raw !== undefined && raw.trim() !== '') {
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(raw);
    } catch {
      errors.Exceptions = [POD_EXCEPTIONS_INVALID];
    }
    if (!errors.Exceptions) {
      const result = v.safeParse(podExceptionsSchema, parsed);
      if (result.success) exceptions = result.output;
      else errors.Exceptions = [POD_EXCEPTIONS_INVALID];
    }
  }
  const signatures = input.files.filter((f) => f.field === 'Signature');
  const photos = input.files.filter((f) => f.field === 'Photos');
  if (signatures.length !== 1) errors.Signature = [POD_SIGNATURE_REQUIRED];
  else if (sniffImageType(await firstBytes(signatures[0])) !== 'image/png') errors.Signature = [POD_SIGNATURE_PNG];
  if (photos.length > POD_MAX_PHOTOS || input.files.some((f) => f.field !== 'Signature' && f.field !== 'Photos'))
    errors.Photos = [POD_PHOTO_TYPE];
  for (const photo of photos) {
    const type = sniffImageType(await firstBytes(photo));
    if (type !== 'image/png' && type !== 'image/jpeg') errors.Photos = [POD_PHOTO_TYPE];
  }
  const names = new Set(photos.map((p) => p.fileName));
  if (exceptions.some((e) => e.Photos.some((name) => !names.has(name)))) errors.Exceptions = [POD_EXCEPTIONS_INVALID];
  if (Object.keys(errors).length > 0) throw modelStateError(errors);
  return { signedBy: (signedBy as { output: string }).output, exceptions, signature: signatures[0], photos };
}

async function firstBytes(file: ReceivedFile): Promise<Uint8Array> {
  const bytes = await readFile(file.tempPath);
  return bytes.subarray(0, 12);
}

type PodRow = typeof proofsOfDelivery.$inferSelect;

async function factsOf(db: Db, storage: FileStorage, row: PodRow) {
  const [load] = await db
    .select({ s: shipments, carrier: truckers.name })
    .from(shipments)
    .leftJoin(truckers, eq(truckers.id, shipments.truckerId))
    .where(eq(shipments.id, row.shipmentId));
  const [taker] = row.userId ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)) : [];
  const read = async (sha: string) => (await readObject(storage, sha)) ?? new Uint8Array();
  const s = load.s;
  const exceptionPhotos = new Map<string, Uint8Array>();
  const bolPages: Uint8Array[] = [];
  for (const photo of row.photos) {
    const bytes = await read(photo.Sha256);
    if (photo.Exception === null) bolPages.push(bytes);
    else exceptionPhotos.set(photo.Name, bytes);
  }
  return {
    loadCode: s.code,
    carrier: load.carrier,
    deliveredTo: {
      name: s.destinationName,
      address: [s.receivingAddress1, s.receivingCity, s.receivingState, s.receivingZipCode].filter(Boolean).join(', '),
    },
    signedBy: row.signedBy,
    signedAt: row.signedAt.toISOString(),
    takenBy: taker?.email ?? '—',
    signature: await read(row.signatureSha256),
    exceptions: row.exceptions,
    bolPages,
    exceptionPhotos,
  };
}

export const podState = (row: PodRow): ProofOfDeliveryState => ({
  SignedBy: row.signedBy,
  SignedAt: row.signedAt.toISOString(),
  Exceptions: row.exceptions,
  Pages: row.photos.filter((p) => p.Exception === null).length,
  Photos: row.photos.length,
});

/** POST …/ProofOfDelivery (multipart: Signature, SignedBy, Exceptions, Photos) by the load's carrier at delivery. */
export async function submitProofOfDelivery(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  shipmentId: number,
  input: PodInput,
): Promise<ProofOfDeliveryState> {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['carrier']);
  if (!POD_STATUSES.has(load.statusCode)) throw messageError(409, POD_STATUS);
  const checked = await check(input);
  const exceptionOf = new Map(checked.exceptions.flatMap((e) => e.Photos.map((name) => [name, e.Kind] as const)));
  const photos: PodPhoto[] = [];
  for (const file of checked.photos) {
    const contentType = sniffImageType(await firstBytes(file))!;
    await storeReceivedFile(db, storage, file, contentType);
    photos.push({ Sha256: file.sha256, Name: file.fileName, ContentType: contentType, Exception: exceptionOf.get(file.fileName) ?? null });
  }
  const signature = await storeReceivedFile(db, storage, checked.signature, 'image/png');
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(proofsOfDelivery)
      .values({
        shipmentId,
        signedBy: checked.signedBy,
        exceptions: checked.exceptions,
        signatureSha256: signature.sha256,
        photos,
        userId: user.id,
        signedAt: input.happenedAt,
      })
      .returning();
    const bytes = await proofOfDeliveryPdf(await factsOf(tx, storage, inserted), 'en');
    const file = await storeFile(tx, storage, bytes, 'application/pdf');
    const [type] = await tx.select({ id: attachmentTypes.id }).from(attachmentTypes).where(eq(attachmentTypes.code, 'POD'));
    const fileName = `POD-${load.code}-signed.pdf`;
    const [attachment] = await tx
      .insert(attachments)
      .values({
        shipmentId,
        fileSha256: file.sha256,
        fileName,
        typeId: type.id,
        isPublic: true,
        userId: user.id,
        size: file.size,
        contentType: 'application/pdf',
      })
      .returning({ id: attachments.id });
    const [done] = await tx
      .update(proofsOfDelivery)
      .set({ attachmentId: attachment.id })
      .where(eq(proofsOfDelivery.id, inserted.id))
      .returning();
    const fields: ActivityField[] = [
      { Field: 'ProofOfDelivery', Type: 'string', OldValue: null, NewValue: checked.signedBy },
      { Field: 'Attachment', Type: 'string', OldValue: null, NewValue: fileName },
    ];
    await recordPaperworkChange(tx, { shipmentId, userId: user.id, action: 'Created', fields, created: input.happenedAt });
    return done;
  });
  return podState(row);
}

export async function latestProofOfDelivery(db: Db, shipmentId: number): Promise<PodRow | null> {
  const [row] = await db
    .select()
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.shipmentId, shipmentId))
    .orderBy(desc(proofsOfDelivery.created), desc(proofsOfDelivery.id))
    .limit(1);
  return row ?? null;
}

/** GET …/ProofOfDelivery: the latest POD's PDF in the reader's language, for the load's parties. */
export async function proofOfDeliveryFor(db: Db, storage: FileStorage, user: AuthUser, shipmentId: number, language: PdfLanguage) {
  await requireLoadAccess(db, user, shipmentId);
  const row = await latestProofOfDelivery(db, shipmentId);
  if (!row) throw messageError(404, POD_NOT_YET);
  return { row, bytes: await proofOfDeliveryPdf(await factsOf(db, storage, row), language) };
}
