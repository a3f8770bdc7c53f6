/**
 * The outbox (ARCHITECTURE.md "Offline-first design", issue 7): writes made offline, or that failed for network
 * reasons, waiting to be delivered exactly once.
 */
import type { MessageRef } from '@/contract/messages';

export type OutboxKind =
  | 'note.create'
  | 'note.delete'
  | 'stop.create'
  | 'stop.update'
  | 'stop.delete'
  | 'stop.move'
  | 'status.change'
  | 'attachment.upload'
  /** Positions from the trucker's device (issue 17): payload { Points: PositionInput[] }, at most 100. */
  | 'positions.batch'
  /** The carrier accepts the rate confirmation (issue 40): payload { Name, Version }. */
  | 'paperwork.accept'
  /** The receiver-signed proof of delivery (issue 40): payload { SignedBy, Exceptions, Signature: Blob, Photos: { Name, File }[] }. */
  | 'pod.submit';

/** pending: waits for its turn; failed: refused (4xx), the user decides; conflict: 409/412, the user resolves. */
export type OutboxState = 'pending' | 'failed' | 'conflict';

/** Something created offline has a local id until its create is delivered and the server's id is known. */
export const LOCAL_PREFIX = 'local:';
export const isLocalId = (id: string | number | null | undefined): id is string => typeof id === 'string' && id.startsWith(LOCAL_PREFIX);
export const newLocalId = (): string => `${LOCAL_PREFIX}${crypto.randomUUID()}`;

export type OutboxEntry = {
  /** Auto-increment: the order the user made the changes in (replay is FIFO per load). */
  seq?: number;
  /** Sent as Idempotency-Key: the server answers a repeated key with the stored answer. */
  key: string;
  loadId: number;
  /** The load's code as the user saw it ("HB-10234"), for the sync panel; null when the writer did not know it. */
  loadCode: string | null;
  kind: OutboxKind;
  /**
   * What it changes: the server id ("12") or the local id of something created offline. Creates carry their own
   * local id here, so later edits can fold into them.
   */
  target: string | null;
  /**
   * The JSON body (stop and note fields, { Stops } for a move, { StatusCode } for a status change); for an upload
   * { TypeId, IsPublic, FileName, File } with the file's bytes as a Blob.
   */
  payload: Record<string, unknown>;
  /** Stop writes: the version the user edited, sent as If-Match. */
  baseVersion: number | null;
  /**
   * Stop edits: the fields as the user saw them before editing (same keys as the payload), so a conflict merges per
   * field (issue 35 item 2). Missing on entries stored before it existed: those conflict as a whole.
   */
  base?: Record<string, unknown> | null;
  /** When the user made the change, on the device's clock (moved with the clock when it is set back: device-clock.ts). */
  happenedAt: string;
  /** How far `happenedAt` was moved after the device clock was corrected while the change waited (decision 074). */
  clockShiftMs?: number;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which replay leaves it alone (backoff after a server error). */
  notBefore: number;
  /** True while a replay has it on the wire. */
  sending: boolean;
  /**
   * True once it has been sent at least once. The server may have committed it even though the answer never came
   * (the network dropped after the commit), so later writes queue behind it instead of folding into it: the resend
   * carries the same key and gets the stored answer, which would not include a folded change.
   */
  tried: boolean;
  lastError: string | null;
  /** The id of lastError (decision 120); missing on entries stored before ids existed. */
  lastErrorId?: MessageRef | null;
  /** What the server holds, from a 409/412 answer (its `Current`), for the sync panel. */
  serverValue: unknown;
};

/** The delivery state of an entry that waits for its first send: a new entry, or one the user sends again. */
export const NEVER_SENT = {
  state: 'pending',
  attempts: 0,
  notBefore: 0,
  sending: false,
  tried: false,
  lastError: null,
  lastErrorId: null,
  serverValue: null,
} as const satisfies Partial<OutboxEntry>;

export type NewOutboxEntry = Pick<OutboxEntry, 'loadId' | 'kind' | 'target' | 'payload'> &
  Partial<Pick<OutboxEntry, 'baseVersion' | 'base' | 'happenedAt' | 'key' | 'loadCode' | 'notBefore'>>;

/**
 * An entry sent again after the user (or a merge) resolved it. It takes a new Idempotency-Key: the server keeps its
 * 4xx answer per key and would replay the refusal for the old one.
 */
export const sendAgain = () => ({ key: crypto.randomUUID(), ...NEVER_SENT });
