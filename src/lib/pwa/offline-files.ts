import { ROLES, type Role } from '../../contract/auth';

/**
 * The files a device keeps to open Haulbase offline, in groups (decision 075): `core` (the shell, the sign-in pages,
 * precached by the service worker as it installs), then the screens of each role and the catalogs of each language,
 * which the page asks the worker to fetch while the link is idle. Written at build time as OFFLINE_FILES_PATH.
 */
export type OfflineFiles = {
  core: string[];
  roles: Record<Role, string[]>;
  locales: Record<string, string[]>;
  /** Bytes of each file beyond the core, so the largest start first (decision 187). */
  sizes: Record<string, number>;
};

export const OFFLINE_FILES_PATH = 'offline-files.json';

const STAFF = ['BackOffice'] as const;

/**
 * Screens only some roles open (their API refuses the others), by route file under src/routes. Every other screen
 * behind sign-in is for every role; a screen missing here is only fetched for more roles than need it.
 */
export const ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  '_app/backoffice.tsx': STAFF,
  '_app/billing/dashboard.tsx': STAFF,
  '_app/billing/details/$id.tsx': STAFF,
  '_app/Loads/index.tsx': STAFF,
  '_app/Loads/$id/bill.tsx': STAFF,
  '_app/Loads/$id/invoice.tsx': STAFF,
  '_app/Shippers/$shipperId/details.tsx': STAFF,
  '_app/truckers/$truckerId/details.tsx': STAFF,
  '_app/Loads/find.tsx': ['BackOffice', 'Trucker'],
  '_app/Loads/my-bids.tsx': ['Trucker'],
};

/** Route files anyone opens before signing in: part of the core. */
export function isPublicRoute(routeFile: string): boolean {
  return /^(auth|_public|error|logout|index|__root)([./]|$)/.test(routeFile);
}

/** The roles a session's comma-separated Role string holds (spec 1 §3). */
export function rolesOf(roleText: string | null | undefined): Role[] {
  return ROLES.filter((role) => (roleText ?? '').includes(role));
}

/** The files beyond the core that a user with these roles, in this language, needs offline, largest first. */
export function filesFor(files: OfflineFiles, roles: readonly Role[], locale: string): string[] {
  const wanted = new Set([...roles.flatMap((role) => files.roles[role] ?? []), ...(files.locales[locale] ?? [])]);
  for (const file of files.core) wanted.delete(file);
  // Largest first: fetched in lanes, the map's 300 KB chunk then downloads beside the small files instead of after them.
  const size = (file: string) => files.sizes[file] ?? 0;
  return [...wanted].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}
