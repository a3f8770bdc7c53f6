import { AttachmentsPanel } from '@/features/loads/attachments/attachments-panel';
import { LoadStatusBadge } from '@/features/loads/status-badge';
import { AssignModal } from '@/features/market/assign-modal';
import { TruckerPicker } from '@/features/market/trucker-picker';
import type { ShipmentSlots } from '@/features/shipment/slots';
import { ActivitiesModal } from '@/features/tracking/activities/activities-modal';
import { BidsModal } from '@/features/tracking/bids/bids-modal';

/** Shared by the new, edit and detail routes (not a route: the `-` prefix keeps the generator away). */

/** The load screens show the loads feature's status badge and attachments, and the tracking feature's activities and bids. */
export const shipmentSlots: ShipmentSlots = {
  StatusBadge: ({ code, name }) => <LoadStatusBadge code={code} name={name} context="shipper" size="md" />,
  Attachments: AttachmentsPanel,
  ActivitiesModal,
  BidsModal,
  AssignModal,
  TruckerPicker,
};
