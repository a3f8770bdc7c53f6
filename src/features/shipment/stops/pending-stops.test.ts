import { describe, expect, it } from 'vitest';
import type { Stop } from '@/contract/shipment';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { stopsWithOutbox } from './pending-stops';
import { emptyStopForm } from './stop-rules';
import { testEntry } from '@/lib/offline/test-entry';

const stop = (Id: number, Position: number): Stop => ({
  ...emptyStopForm(),
  Id,
  Position,
  Name: `Co ${Id}`,
  ShipmentId: 9,
  Type: 'Drop',
  AddressId: 3,
  Delivered: false,
  Version: 2,
});

const entry = (seq: number, patch: Partial<OutboxEntry>): OutboxEntry =>
  testEntry(seq, { loadId: 9, loadCode: 'HB-9', kind: 'stop.update', ...patch });

const server = [stop(2, 1), stop(1, 0)];
const view = (entries: OutboxEntry[]) =>
  stopsWithOutbox(server, entries).map((s) => ({ Id: s.Id, Name: s.Name, sync: s.sync, Position: s.Position }));

describe('stops with the writes waiting in the outbox (issue 7)', () => {
  it('shows the server stops by position, unmarked, when nothing waits', () => {
    expect(view([])).toEqual([
      { Id: 1, Name: 'Co 1', sync: null, Position: 0 },
      { Id: 2, Name: 'Co 2', sync: null, Position: 1 },
    ]);
  });

  it('adds a stop created offline last, with its local id, no version and the chosen company', () => {
    const created = entry(3, {
      kind: 'stop.create',
      target: 'local:x',
      payload: { Type: 'Pick-up', AddressId: 7, PickupNumber: 'PU-9', Name: 'Acme', City: 'Austin' },
    });
    const shown = stopsWithOutbox(server, [created]);
    expect(shown.at(-1)).toMatchObject({
      Id: 'local:x',
      Version: null,
      Type: 'Pick-up',
      AddressId: 7,
      PickupNumber: 'PU-9',
      Name: 'Acme',
      City: 'Austin',
      Position: 2,
      sync: 'waiting',
    });
  });

  it('shows the edited values of a waiting edit, keeping the version the edit was made on', () => {
    const shown = stopsWithOutbox(server, [
      entry(3, { target: '1', payload: { DestinationNumber: 'D-1', Name: 'Other Co', City: 'Waco' } }),
    ]);
    expect(shown[0]).toMatchObject({ Id: 1, Version: 2, DestinationNumber: 'D-1', Name: 'Other Co', City: 'Waco', sync: 'waiting' });
    expect(shown[1]!.sync).toBeNull();
  });

  it('hides a stop whose delete waits and marks one whose delete or edit is in conflict', () => {
    expect(view([entry(3, { kind: 'stop.delete', target: '1' })]).map((s) => s.Id)).toEqual([2]);
    expect(view([entry(3, { kind: 'stop.delete', target: '1', state: 'conflict' })]).map((s) => s.sync)).toEqual(['not-sent', null]);
    expect(view([entry(3, { target: '2', state: 'failed' }), entry(4, { target: '2' })]).map((s) => s.sync)).toEqual([null, 'not-sent']);
  });

  it('shows a waiting move in its new order, stops created offline included', () => {
    const created = entry(3, { kind: 'stop.create', target: 'local:x', payload: { Type: 'Drop', AddressId: 7, Name: 'New Co' } });
    const move = entry(4, {
      kind: 'stop.move',
      payload: {
        Stops: [
          { StopId: 'local:x', Position: 0 },
          { StopId: 1, Position: 1 },
          { StopId: 2, Position: 2 },
        ],
      },
    });
    expect(view([created, move])).toEqual([
      { Id: 'local:x', Name: 'New Co', sync: 'waiting', Position: 0 },
      { Id: 1, Name: 'Co 1', sync: 'waiting', Position: 1 },
      { Id: 2, Name: 'Co 2', sync: 'waiting', Position: 2 },
    ]);
  });

  it('shows a move in conflict over the stops there are now: a stop added by someone else keeps its place, the moved ones are marked', () => {
    const now = [stop(1, 0), stop(2, 1), stop(5, 2)];
    const move = entry(3, {
      kind: 'stop.move',
      state: 'conflict',
      payload: {
        Stops: [
          { StopId: 2, Position: 0 },
          { StopId: 1, Position: 1 },
        ],
      },
    });
    expect(stopsWithOutbox(now, [move]).map((s) => [s.Id, s.sync])).toEqual([
      [2, 'not-sent'],
      [1, 'not-sent'],
      [5, null],
    ]);
  });
});
