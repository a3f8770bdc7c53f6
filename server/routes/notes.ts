import { Hono } from 'hono';
import { requireSignedIn } from '../auth/guards';
import { pathId } from '../http/path-id';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { readTimedChange } from '../http/device-time';
import { noteInputSchema } from '../../src/contract/notes';
import { addNote, deleteNote, listNotes } from '../services/notes';

/**
 * Load notes (spec 2 §3, §7; decision 047). Guards: requireSignedIn + load access (any party reads and adds);
 * delete is the author's. The web app's extra client-key header on POST is accepted and ignored.
 */
export const noteRoutes = new Hono<AppEnv>();

noteRoutes.get(route('/api/Notes/:id{[0-9]+}'), requireSignedIn, async (c) =>
  c.json(await listNotes(c.var.deps.db, c.var.user, pathId(c))),
);

// The key's answer is stored in the write's transaction (issue 36): a retry after a crash gets it, never a conflict.
noteRoutes.post(route('/api/Notes'), requireSignedIn, idempotent, async (c) => {
  const input = await readTimedChange(c, noteInputSchema);
  return answerWithWrite(c, 200, (db) => addNote(db, c.var.user, input));
});

noteRoutes.delete(route('/api/Notes/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  answerWithWrite(c, 200, (db) => deleteNote(db, c.var.user, pathId(c))),
);
