import Dexie from 'dexie';
import { UserDb, userDbName } from './user-db';

const PREFIX = userDbName('');

/** How many changes wait in a user's database on this device (0 when there is none), without creating it. */
export async function countWaiting(userId: string): Promise<number> {
  if (!(await Dexie.exists(userDbName(userId)))) return 0;
  const db = new UserDb(userId);
  try {
    return (await db.outbox.count()) + (await db.points.count());
  } finally {
    db.close();
  }
}

/**
 * Another user signed in on this device (decision 071). Each earlier user's database is reduced to what only it
 * holds, their waiting changes (outbox, kept trip points and the ids their creates were given): what they saw (snapshots) is deleted,
 * so the new user's screens can never show it. A database with nothing waiting is deleted. The waiting changes stay,
 * unopened by anyone else, until their owner signs in on this device again; then they are sent.
 */
export async function setAsideOtherUsers(currentUserId: string): Promise<void> {
  const names = (await indexedDB.databases?.()) ?? [];
  for (const { name } of names) {
    if (!name?.startsWith(PREFIX) || name === userDbName(currentUserId)) continue;
    const db = new UserDb(name.slice(PREFIX.length));
    try {
      if ((await db.outbox.count()) + (await db.points.count()) === 0) {
        await db.delete();
        continue;
      }
      await db.snapshots.clear();
    } finally {
      db.close();
    }
  }
}
