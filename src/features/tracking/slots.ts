import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** Admin screens and shipper screens colour some statuses differently (spec 2 §4). */
export type StatusContext = 'admin' | 'shipper';

/**
 * What the tracking page shows from the loads feature (status badge and colours, attachments panel, chat). Features do not
 * import each other: the route composes them and hands these in.
 */
export type TrackingSlots = {
  StatusBadge: ComponentType<{ code: string; name: string; context: StatusContext }>;
  /** Mantine colour of a status (timeline bullets). */
  statusColor: (code: string, context: StatusContext) => string;
  /** The translatable name of a known status code. */
  statusName: (code: string) => MessageDescriptor | undefined;
  Attachments: ComponentType<{ shipmentId: number; details: boolean }>;
  /** The load's chat (a button that opens it), for the shipper, the assigned trucker and BackOffice. */
  Chat: ComponentType<{ shipmentId: number; code: string }>;
};
