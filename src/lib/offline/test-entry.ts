import { NEVER_SENT, type OutboxEntry } from './outbox-entry';

/** Tests only: an outbox entry as enqueue stores it (pending, never sent), with the fields a test cares about. */
export const testEntry = (seq: number, patch: Partial<OutboxEntry>): OutboxEntry => ({
  seq,
  key: `k${seq}`,
  loadId: 1,
  loadCode: 'HB-1',
  kind: 'note.create',
  target: null,
  payload: {},
  baseVersion: null,
  happenedAt: '2026-01-03T10:00:00Z',
  ...NEVER_SENT,
  ...patch,
});
