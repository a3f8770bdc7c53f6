import { tokenSubject } from '@/lib/offline/token-subject';
import { clearSession, getSession } from '@/lib/session';

/**
 * Users whose session ended (refresh refused, session revoked elsewhere) without them signing out: their changes
 * may still wait on this device, in their own database, until they sign in again (decision 071).
 */
export type WaitingUser = { id: string; email: string };

const KEY = 'haulbase-waiting-users';

export function waitingUsers(): WaitingUser[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((u): u is WaitingUser => !!u && typeof u.id === 'string' && typeof u.email === 'string') : [];
  } catch {
    return [];
  }
}

function writeWaitingUsers(list: WaitingUser[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage unavailable: the sign-in page simply does not say whose changes wait */
  }
}

/**
 * The server ended the session: forget it (so the app asks for a sign-in) but keep everything this user's database
 * holds, and remember whose it is so the sign-in page can say so. Never deletes anything.
 */
export function endSession(): void {
  const session = getSession();
  const id = tokenSubject(session?.token);
  if (id) writeWaitingUsers([...waitingUsers().filter((u) => u.id !== id), { id, email: session?.user?.Email ?? '' }]);
  if (session) clearSession();
}

/** The user signed in again (their queue resumes) or has nothing waiting any more. */
export function forgetWaitingUser(id: string): void {
  const list = waitingUsers();
  if (list.some((u) => u.id === id)) writeWaitingUsers(list.filter((u) => u.id !== id));
}
