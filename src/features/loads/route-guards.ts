import { isBackOffice, type Session } from '@/lib/session';

/** True for a Shipper session (spec 2 §6: the isShipper flag of a shipper session). */
export function isShipperUser(session: Session | null): boolean {
  return !!session && /\bShipper\b/.test(session.role) && !isBackOffice(session);
}
