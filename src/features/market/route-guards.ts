import { redirect } from '@tanstack/react-router';
import { getSession, isBackOffice } from '@/lib/session';

/** The board is for carriers and BackOffice (decision 080); a shipper lands on its own loads. */
export function requireCarrierOrBackOffice(): void {
  const session = getSession();
  if (!isBackOffice(session) && !(session && /Trucker/.test(session.role))) throw redirect({ to: '/shipper/loads', replace: true });
}

/** My bids is a carrier's screen. */
export function requireCarrier(): void {
  const session = getSession();
  if (!session || !/Trucker/.test(session.role)) throw redirect({ to: '/shipper/loads', replace: true });
}
