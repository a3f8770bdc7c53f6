/**
 * The user id (`sub`) of an access token, read without verifying it (the server checks tokens): it names the user's
 * database and files the service worker's per-user lookups. Null for an unreadable token.
 */
export function tokenSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return (typeof sub === 'string' && sub) || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}
