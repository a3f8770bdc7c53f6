import type { Db } from '../../db/database';
import { EVENT_PAPERWORK } from '../../../src/contract/paperwork-events';
import { announceLive } from '../live-hub';
import { loadPartyUsers } from '../loads-party';

/** Tells the load's shipper, carrier and staff tabs that its papers changed (they read them again). */
export async function announcePaperwork(tx: Db, shipmentId: number): Promise<void> {
  const row = await loadPartyUsers(tx, shipmentId);
  if (!row) return;
  const u = [row.shipperUserId, row.truckerUserId].filter((id): id is number => id !== null);
  await announceLive(tx, { u, admins: true, e: EVENT_PAPERWORK, d: { ShipmentId: shipmentId } });
}
