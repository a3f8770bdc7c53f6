import Dexie from 'dexie';
import { tokenSubject } from './token-subject';
import { userDbName } from './user-db';

/**
 * Shared tablets (issue 7): signing out deletes the user's IndexedDB database (snapshots and outbox). Takes the
 * access token of the session being closed, read before the session is forgotten.
 */
export async function wipeUserData(token: string | null | undefined): Promise<void> {
  const userId = tokenSubject(token);
  if (userId) await Dexie.delete(userDbName(userId));
}
