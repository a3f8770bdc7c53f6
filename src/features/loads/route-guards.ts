import { redirect } from '@tanstack/react-router';
import { getSession, isBackOffice, type Session } from '@/lib/session';

/** True for a Shipper session (spec 2 §6: the isShipper flag of a shipper session). */
export function isShipperUser(session: Session | null): boolean {
  return !!session && /\bShipper\b/.test(session.role) && !isBackOffice(session);
}

/**
 * The admin loads screens call BackOffice-only endpoints (spec 2 §6). A shipper or trucker who opens them (the
 * create screen's Back goes to /Loads) lands on their own loads list instead.
 */
export function requireBackOffice(): void {
  if (!isBackOffice(getSession())) throw redirect({ to: '/shipper/loads', replace: true });
}
