import { and, desc, eq, or } from 'drizzle-orm';
import type { NoteInputValue } from '../../src/contract/notes';
import type { Note } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { notes, users } from '../db/schema';
import { FORBIDDEN, NOT_FOUND, messageError } from './errors';
import { requireLoadAccess } from './loads-party';
import { deviceTime } from './stops';
import type { AuthUser } from './tokens';
import { fullName } from './users';

/**
 * Notes of a load (spec 2 §3 Note, decision 047): any party adds; only the author deletes; a private note is
 * seen by its author and BackOffice only.
 */

const noteColumns = { note: notes, firstName: users.firstName, lastName: users.lastName, email: users.email };
type NoteRow = { note: typeof notes.$inferSelect; firstName: string | null; lastName: string | null; email: string | null };

function toNote(row: NoteRow, userId: number): Note {
  const name = fullName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }) || row.email || '';
  return {
    Id: row.note.id,
    Body: row.note.body,
    ShipmentId: row.note.shipmentId,
    IsPublic: row.note.isPublic,
    AddedBy: name,
    Created: row.note.created.toISOString(),
    IsOwner: row.note.userId === userId,
  };
}

const selectNotes = (db: Db) => db.select(noteColumns).from(notes).leftJoin(users, eq(users.id, notes.userId));

/** GET /api/Notes/{shipmentId}: newest first. */
export async function listNotes(db: Db, user: AuthUser, shipmentId: number): Promise<Note[]> {
  const { access } = await requireLoadAccess(db, user, shipmentId);
  const visible =
    access === 'admin'
      ? eq(notes.shipmentId, shipmentId)
      : and(eq(notes.shipmentId, shipmentId), or(eq(notes.isPublic, true), eq(notes.userId, user.id)));
  const rows = await selectNotes(db).where(visible).orderBy(desc(notes.created), desc(notes.id));
  return rows.map((r) => toNote(r, user.id));
}

/** POST /api/Notes: Created (device time of an offline replay) dates the note when it is not in the future. */
export async function addNote(db: Db, user: AuthUser, input: NoteInputValue): Promise<Note> {
  await requireLoadAccess(db, user, input.ShipmentId);
  const created = deviceTime(input.Created);
  const [row] = await db
    .insert(notes)
    .values({ shipmentId: input.ShipmentId, body: input.Body, isPublic: input.IsPublic, userId: user.id, ...(created ? { created } : {}) })
    .returning({ id: notes.id });
  const [stored] = await selectNotes(db).where(eq(notes.id, row.id));
  return toNote(stored, user.id);
}

/** DELETE /api/Notes/{id}: the author only, while still a party of the load. */
export async function deleteNote(db: Db, user: AuthUser, id: number): Promise<{ Id: number }> {
  const [note] = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await db.select().from(notes).where(eq(notes.id, id)) : [];
  if (!note) throw messageError(404, NOT_FOUND);
  await requireLoadAccess(db, user, note.shipmentId);
  if (note.userId !== user.id) throw messageError(403, FORBIDDEN);
  await db.delete(notes).where(eq(notes.id, id));
  return { Id: id };
}
