import { desc, eq, isNull } from 'drizzle-orm';
import { RC_NOT_ISSUED, type Paperwork, type RateConfirmationState } from '../../../src/contract/paperwork';
import type { Db } from '../../db/database';
import { attachmentTypes, attachments, rateConfirmations, shipments, shippers, truckers, users } from '../../db/schema';
import type { FileStorage } from '../file-storage';
import { storeFile } from '../files';
import { messageError } from '../errors';
import type { ActivityField } from '../load-activities';
import { requireLoadAccess } from '../loads-party';
import type { Mailer } from '../mail';
import type { AuthUser } from '../tokens';
import { recordPaperworkChange } from './changes';
import { type Acceptance, rateConfirmationPdf } from './pdf';
import { latestProofOfDelivery } from './proof-of-delivery';
import { currentTerms, fingerprintOf } from './terms';
import { PDF_TEXTS, type PdfLanguage, fill } from './texts';

/**
 * Rate confirmations (issue 40 item 1, decision 162). A version is recorded in the transaction that books the load or
 * changes what it binds (rate, stops, appointments, carrier), so it exists exactly when that change does; its PDF,
 * the copy in the load's documents and the e-mails follow once the change is committed (`deliverRateConfirmations`).
 */

export type RcRow = typeof rateConfirmations.$inferSelect;

export async function latestRateConfirmation(db: Db, shipmentId: number): Promise<RcRow | null> {
  const [row] = await db
    .select()
    .from(rateConfirmations)
    .where(eq(rateConfirmations.shipmentId, shipmentId))
    .orderBy(desc(rateConfirmations.version))
    .limit(1);
  return row ?? null;
}

/** Statuses after booking and before delivery: what the trip is driven on. A new version is issued only then. */
const BINDING_STATUSES = new Set(['BK', 'OFP', 'AT', 'IT', 'AR']);

/**
 * Records a new version when the load's binding terms differ from the latest one's (or there is none). Call in the
 * writing transaction after the change; the load row is locked so two writers do not both issue the same version.
 */
export async function recordRateConfirmation(tx: Db, shipmentId: number, userId: number): Promise<RcRow | null> {
  const [load] = await tx.select({ statusCode: shipments.statusCode }).from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!load || !BINDING_STATUSES.has(load.statusCode)) return null;
  const current = await currentTerms(tx, shipmentId);
  if (!current) return null;
  const fingerprint = fingerprintOf(current.truckerId, current.terms);
  const latest = await latestRateConfirmation(tx, shipmentId);
  if (latest?.fingerprint === fingerprint) return null;
  const version = (latest?.version ?? 0) + 1;
  const [row] = await tx
    .insert(rateConfirmations)
    .values({ shipmentId, version, truckerId: current.truckerId, terms: current.terms, fingerprint })
    .returning();
  const fields: ActivityField[] = [
    { Field: 'RateConfirmation', Type: 'int', OldValue: latest ? String(latest.version) : null, NewValue: String(version) },
  ];
  await recordPaperworkChange(tx, { shipmentId, userId, action: 'Updated', fields });
  return row;
}

async function acceptanceOf(db: Db, row: RcRow): Promise<Acceptance> {
  if (!row.acceptedAt) return null;
  const [user] = row.acceptedByUserId ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.acceptedByUserId)) : [];
  return {
    name: row.acceptedName ?? '',
    user: user?.email ?? '—',
    at: (row.acceptedDeviceAt ?? row.acceptedAt).toISOString(),
    device: row.acceptedDevice ?? '—',
  };
}

export async function renderRateConfirmation(db: Db, row: RcRow, language: PdfLanguage): Promise<Uint8Array> {
  return rateConfirmationPdf(
    row.terms,
    { version: row.version, issued: row.created.toISOString(), acceptance: await acceptanceOf(db, row) },
    language,
  );
}

export type DeliveryDeps = { db: Db; storage: FileStorage; mailer: Mailer; appUrl: string };

/**
 * The PDF of each recorded version not yet delivered: kept in the load's documents (type RC, public to its parties)
 * and e-mailed to the carrier and the shipper with a link to the load. Run after every write that succeeded
 * (server/http/paperwork-delivery.ts), so a version left undelivered by a crash goes out with the next write. Claimed
 * row by row (SKIP LOCKED): nodes running it at once deliver each version once.
 */
export async function deliverRateConfirmations(deps: DeliveryDeps): Promise<number> {
  const { db } = deps;
  let delivered = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(rateConfirmations)
        .where(isNull(rateConfirmations.attachmentId))
        .orderBy(rateConfirmations.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const { shipmentId } = row;
      const bytes = await renderRateConfirmation(tx, row, 'en');
      const file = await storeFile(tx, deps.storage, bytes, 'application/pdf');
      const [type] = await tx.select({ id: attachmentTypes.id }).from(attachmentTypes).where(eq(attachmentTypes.code, 'RC'));
      const [attachment] = await tx
        .insert(attachments)
        .values({
          shipmentId,
          fileSha256: file.sha256,
          fileName: `Rate-confirmation-${row.terms.LoadCode}-v${row.version}.pdf`,
          typeId: type.id,
          isPublic: true,
          userId: null,
          size: file.size,
          contentType: 'application/pdf',
        })
        .returning({ id: attachments.id });
      await tx.update(rateConfirmations).set({ attachmentId: attachment.id }).where(eq(rateConfirmations.id, row.id));
      const recipients = await Promise.all([
        tx
          .select({ email: users.email })
          .from(truckers)
          .innerJoin(users, eq(users.id, truckers.userId))
          .where(eq(truckers.id, row.truckerId)),
        tx
          .select({ email: users.email })
          .from(shipments)
          .innerJoin(shippers, eq(shippers.id, shipments.shipperId))
          .innerJoin(users, eq(users.id, shippers.userId))
          .where(eq(shipments.id, shipmentId)),
      ]);
      const t = PDF_TEXTS.en;
      const link = `${deps.appUrl.replace(/\/$/, '')}/trackload/${shipmentId}/details`;
      const subject = `${t.rcTitle} ${row.terms.LoadCode} · ${fill(t.version, { n: row.version })}`;
      const text = `${subject}\n\n${row.terms.Shipper.Name} → ${row.terms.Carrier.Name}\n${t.total}: $${row.terms.Total.toFixed(2)}\n\n${link}\n\nHaulbase`;
      // Queued after the commit: the mailer writes through its own connection (on PGlite, the one this transaction holds).
      return recipients.flatMap(([found]) => (found ? [{ to: found.email, subject, text }] : []));
    });
    if (!done) return delivered;
    for (const mail of done) await deps.mailer.send(mail);
    delivered += 1;
  }
}

export const rcState = async (db: Db, row: RcRow | null): Promise<RateConfirmationState | null> => {
  if (!row) return null;
  const [user] = row.acceptedByUserId ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.acceptedByUserId)) : [];
  return {
    Version: row.version,
    Issued: row.created.toISOString(),
    AcceptedAt: row.acceptedAt?.toISOString() ?? null,
    AcceptedName: row.acceptedName,
    AcceptedBy: user?.email ?? null,
    AcceptedDevice: row.acceptedDevice,
  };
};

/** GET …/RateConfirmation: the latest version's PDF for the load's carrier, its shipper and staff. */
export async function rateConfirmationFor(db: Db, user: AuthUser, shipmentId: number, language: PdfLanguage) {
  await requireLoadAccess(db, user, shipmentId);
  const row = await latestRateConfirmation(db, shipmentId);
  if (!row) throw messageError(404, RC_NOT_ISSUED);
  return { row, bytes: await renderRateConfirmation(db, row, language) };
}

/**
 * POST …/RateConfirmation/Accept: the load's carrier accepts the latest version (typed name, time, user, device).
 * Accepting an accepted version again answers its state unchanged (an outbox replay after a lost answer).
 */
export async function acceptRateConfirmation(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  input: { name: string; happenedAt: Date; device: string },
): Promise<RateConfirmationState> {
  await requireLoadAccess(db, user, shipmentId, ['carrier']);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(rateConfirmations)
      .where(eq(rateConfirmations.shipmentId, shipmentId))
      .orderBy(desc(rateConfirmations.version))
      .limit(1)
      .for('update');
    if (!row) throw messageError(404, RC_NOT_ISSUED);
    if (row.acceptedAt) return (await rcState(tx, row))!;
    const [accepted] = await tx
      .update(rateConfirmations)
      .set({
        acceptedAt: new Date(),
        acceptedDeviceAt: input.happenedAt,
        acceptedByUserId: user.id,
        acceptedName: input.name,
        acceptedDevice: input.device,
      })
      .where(eq(rateConfirmations.id, row.id))
      .returning();
    const fields: ActivityField[] = [
      { Field: 'RateConfirmationAccepted', Type: 'string', OldValue: null, NewValue: `v${row.version} · ${input.name}` },
    ];
    await recordPaperworkChange(tx, { shipmentId, userId: user.id, action: 'Updated', fields, created: input.happenedAt });
    return (await rcState(tx, accepted))!;
  });
}

/** GET …/Paperwork: the state of the load's papers for its parties. */
export async function paperworkOf(db: Db, user: AuthUser, shipmentId: number): Promise<Paperwork> {
  await requireLoadAccess(db, user, shipmentId);
  const rc = await latestRateConfirmation(db, shipmentId);
  const pod = await latestProofOfDelivery(db, shipmentId);
  return {
    RateConfirmation: await rcState(db, rc),
    ProofOfDelivery: pod
      ? {
          SignedBy: pod.signedBy,
          SignedAt: pod.signedAt.toISOString(),
          Exceptions: pod.exceptions,
          Pages: pod.photos.filter((p) => p.Exception === null).length,
          Photos: pod.photos.length,
        }
      : null,
  };
}
