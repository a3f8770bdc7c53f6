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
  /** Searches carriers for a private load's offers (decision 081). */
  TruckerPicker: ComponentType<{
    label: string;
    value: { Id: number; Name: string }[];
    onChange: (next: { Id: number; Name: string }[]) => void;
    multiple?: boolean;
    required?: boolean;
    disabled?: boolean;
    description?: string;
  }>;
  /** BackOffice: assign a carrier, change it, or return the load to the board (decision 084). */
  AssignModal: ComponentType<{
    target: { id: number; code: string; trucker: string | null; kind: 'assign' | 'unassign' } | null;
    onClose: () => void;
  }>;
};
