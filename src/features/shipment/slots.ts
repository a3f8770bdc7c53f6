import type { ComponentType } from 'react';

/**
 * What the shipper load screens show from other features (status badge, attachments panel, activities and bids
 * modals). Features do not import each other: the route composes them and hands these in.
 */
export type ShipmentSlots = {
  StatusBadge: ComponentType<{ code: string; name: string }>;
  Attachments: ComponentType<{ shipmentId: number; details: boolean }>;
  ActivitiesModal: ComponentType<{ loadId: number; code: string; opened: boolean; onClose: () => void }>;
  BidsModal: ComponentType<{ loadId: number; code: string; opened: boolean; onClose: () => void; canAccept: boolean }>;
};
