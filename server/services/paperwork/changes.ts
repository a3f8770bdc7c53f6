import type { Db } from '../../db/database';
import { EVENT_PAPERWORK } from '../../../src/contract/paperwork-events';
import { announceLive } from '../live-hub';
import { recordActivity, type ActivityInput } from '../load-activities';
import { loadPartyUsers } from '../loads-party';

/**
 * A change to the load's papers: its activity row, then its shipper's, carrier's and staff's tabs are told that the
 * papers changed (they read them again).
 */
export async function recordPaperworkChange(tx: Db, activity: ActivityInput): Promise<void> {
  await recordActivity(tx, activity);
  const parties = await loadPartyUsers(tx, activity.shipmentId);
  if (!parties) return;
  const u = [parties.shipperUserId, parties.truckerUserId].filter((id): id is number => id !== null);
  await announceLive(tx, { u, admins: true, e: EVENT_PAPERWORK, d: { ShipmentId: activity.shipmentId } });
}
