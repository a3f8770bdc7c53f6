import { requireBackOffice } from '@/lib/role-home';
import { getSession, isBackOffice, type Session } from '@/lib/session';

/** True for a Shipper session (spec 2 §6: the isShipper flag of a shipper session). */
export function isShipperUser(session: Session | null): boolean {
  return !!session && /\bShipper\b/.test(session.role) && !isBackOffice(session);
}

/**
 * `beforeLoad` of the load's invoice (issue 40): staff and shippers (the API tells a shipper another's invoice is not
 * its own); a trucker goes to its loads with the staff-only notice.
 */
export function requireShipperOrBackOffice(options: { preload?: boolean } = {}): void {
  if (isShipperUser(getSession())) return;
  requireBackOffice(options);
}
