import { useSyncExternalStore } from 'react';
import type { TokenResponse } from '@/contract/auth';

/** The signed-in user as the web app keeps it in localStorage (spec 1 §3, decision 001). */
export type Session = {
  token: string;
  role: string;
  firstName: string;
  lastName: string;
  profilePicture: string;
  user: { FullName: string; Email: string } | null;
};

export const SESSION_KEYS = {
  token: 'Token',
  role: 'Role',
  firstName: 'FirstName',
  lastName: 'LastName',
  profilePicture: 'ProfilePicture',
  user: 'User',
  persistedAuth: 'v713-demo1-auth',
} as const;

const CHANGE_EVENT = 'hb:session-change';

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable (private mode, quota): the session simply does not persist */
  }
}

function parseUser(raw: string): Session['user'] {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { FullName?: unknown; Email?: unknown } | null;
    if (!value || typeof value !== 'object') return null;
    return { FullName: String(value.FullName ?? ''), Email: String(value.Email ?? '') };
  } catch {
    return null;
  }
}

const WATCHED: string[] = Object.values(SESSION_KEYS);
let cachedKey = '';
let cachedSession: Session | null = null;

/** The current session, or null when no Token is stored. The same object is returned until storage changes. */
export function getSession(): Session | null {
  const raw = WATCHED.map(read);
  const key = raw.join('\u0000');
  if (key === cachedKey) return cachedSession;
  cachedKey = key;
  const [token, role, firstName, lastName, profilePicture, user] = raw;
  cachedSession = token ? { token, role, firstName, lastName, profilePicture, user: parseUser(user) } : null;
  return cachedSession;
}

function emitChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function writeUser(fullName: string, email: string, token: string): void {
  const user = { FullName: fullName, Email: email };
  write(SESSION_KEYS.user, JSON.stringify(user));
  write(SESSION_KEYS.persistedAuth, JSON.stringify({ authToken: token, user }));
}

/** Stores a `POST /token` answer (sign-in and refresh). */
export function saveSession(t: TokenResponse): void {
  write(SESSION_KEYS.token, t.access_token);
  write(SESSION_KEYS.role, t.roles ?? '');
  write(SESSION_KEYS.firstName, t.firstName ?? '');
  write(SESSION_KEYS.lastName, t.lastName ?? '');
  write(SESSION_KEYS.profilePicture, t.profilePicture ?? '');
  writeUser(`${t.firstName ?? ''} ${t.lastName ?? ''}`.trim(), t.userName ?? '', t.access_token);
  emitChange();
}

/** Sign-out (spec 1 §4): blanks Token, FirstName, LastName, User and ProfilePicture, resets the persisted auth state. */
export function clearSession(): void {
  write(SESSION_KEYS.token, '');
  write(SESSION_KEYS.firstName, '');
  write(SESSION_KEYS.lastName, '');
  write(SESSION_KEYS.user, '');
  write(SESSION_KEYS.profilePicture, '');
  write(SESSION_KEYS.role, null);
  write(SESSION_KEYS.persistedAuth, null);
  emitChange();
}

/** After My Profile saves: the greeting, avatar and stored user follow the new values. */
export function updateSessionProfile(p: { firstName: string; lastName: string; email: string; profilePicture: string }): void {
  const token = read(SESSION_KEYS.token);
  if (!token) return;
  write(SESSION_KEYS.firstName, p.firstName);
  write(SESSION_KEYS.lastName, p.lastName);
  write(SESSION_KEYS.profilePicture, p.profilePicture);
  writeUser(`${p.firstName} ${p.lastName}`.trim(), p.email, token);
  emitChange();
}

/** True when the session's Role string contains BackOffice (spec 1 §6). */
export function isBackOffice(session: Session | null): boolean {
  return !!session && session.role.includes('BackOffice');
}

/** Calls `onChange` on sign-in, sign-out and profile changes, in this tab and others; returns the unsubscribe. */
export function onSessionChange(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || WATCHED.includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session as React state: re-renders on sign-in, sign-out and profile changes, in this tab and others. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, getSession, () => null);
}
