import { apiUrl } from './api-url';

/**
 * Signing out revokes the refresh cookie (`POST /api/auth/logout`, decision 011). Offline, that request waits like a
 * queued write: a flag in localStorage (the outbox itself is deleted on sign-out), sent first when the network
 * returns, before any refresh or password sign-in. Until it is sent, the app signs nobody in from that cookie
 * (decision 072).
 */
const KEY = 'haulbase-revoke-refresh-cookie';

const read = (): boolean => {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

const write = (pending: boolean): void => {
  try {
    if (pending) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: nothing can wait */
  }
};

export const revocationPending = read;

/** A password sign-in replaced the cookie: the old one is gone from this browser, and must not revoke the new one. */
export const dropPendingRevocation = (): void => write(false);

let sending: Promise<boolean> | null = null;

/** Sends the revocation; kept waiting when the network or the server fails. Resolves true once it is done. */
export function revokeRefreshCookie(): Promise<boolean> {
  write(true);
  sending ??= (async () => {
    try {
      const res = await fetch(apiUrl('/api/auth/logout'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      // 204, and any other 4xx (nothing left to revoke), settle it; 5xx and 408/429 wait for the next try.
      const done = res.ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429);
      if (done) write(false);
      return done;
    } catch {
      return false;
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** Sends a waiting revocation, if any. Resolves true when none is left waiting. */
export function sendPendingRevocation(): Promise<boolean> {
  return read() ? revokeRefreshCookie() : Promise.resolve(true);
}

/** At start and whenever the network returns: the waiting revocation goes first. */
export function watchPendingRevocation(events: Pick<EventTarget, 'addEventListener'> = window): void {
  const send = () => void sendPendingRevocation();
  events.addEventListener('online', send);
  send();
}
