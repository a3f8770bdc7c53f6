import type { Stop } from '@/contract/shipment';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { orderInPlaces, type StopOrder } from '@/lib/offline/stop-order';
import { syncMarkOf, type SyncMark } from '@/lib/ui/sync-mark';
import { COMPANY_VIEW_FIELDS } from '../form/form-values';
import { emptyStopForm } from './stop-rules';

/**
 * A stop as the editor shows it: from the server, or created offline (its Id is then the local id and it has no
 * Version yet), with the waiting writes of the load applied and marked.
 */
export type ShownStop = Omit<Stop, 'Id' | 'Version'> & { Id: number | string; Version: number | null; sync: SyncMark | null };

/** The outbox target of a stop: its server id as a string, or its local id. */
export const stopTarget = (stop: Pick<ShownStop, 'Id'>): string => String(stop.Id);

const worse = (a: SyncMark | null, b: SyncMark): SyncMark => (a === 'not-sent' ? a : b);

/** The chosen company's address and contact, carried in the outbox payload for showing a stop changed offline. */
export const COMPANY_FIELDS = ['Name', ...COMPANY_VIEW_FIELDS] as const;

/** What a waiting write shows: its stop fields and the company's it carries (StopForm has both; the server ignores the latter). */
const EDITABLE = new Set(Object.keys(emptyStopForm()).concat('Type'));
const editedFields = (payload: Record<string, unknown>) => Object.fromEntries(Object.entries(payload).filter(([key]) => EDITABLE.has(key)));

/**
 * The load's stops with its waiting writes applied, in order (issue 7): creates appear at the end, edits show the
 * edited values, a waiting delete hides the stop (a refused one keeps it, marked "not sent"), a move shows the new
 * order. Nothing is written into the query cache, so a refetch cannot erase a waiting change; once delivered the
 * entry leaves the outbox and the server's list carries the change.
 */
export function stopsWithOutbox(stops: readonly Stop[], entries: readonly OutboxEntry[]): ShownStop[] {
  let shown: ShownStop[] = [...stops].sort((a, b) => a.Position - b.Position).map((stop) => ({ ...stop, sync: null }));
  for (const entry of entries) {
    const mark = syncMarkOf(entry);
    const isTarget = (stop: ShownStop) => stopTarget(stop) === entry.target;
    switch (entry.kind) {
      case 'stop.create':
        if (!entry.target) break;
        shown.push({
          ...emptyStopForm(),
          Type: 'Pick-up',
          Delivered: false,
          ...editedFields(entry.payload),
          ShipmentId: entry.loadId,
          Id: entry.target,
          Version: null,
          Position: shown.length,
          sync: mark,
        } as ShownStop);
        break;
      case 'stop.update':
        shown = shown.map((stop) =>
          isTarget(stop)
            ? {
                ...stop,
                ...editedFields(entry.payload),
                sync: worse(stop.sync, mark),
              }
            : stop,
        );
        break;
      case 'stop.delete':
        shown =
          mark === 'waiting'
            ? shown.filter((stop) => !isTarget(stop))
            : shown.map((stop) => (isTarget(stop) ? { ...stop, sync: mark } : stop));
        break;
      case 'stop.move': {
        // the order applied to the stops shown now: a stop added since (by someone else) keeps its place, unmarked
        const byId = new Map(shown.map((stop) => [stopTarget(stop), stop]));
        const before = shown.map(stopTarget);
        const after = orderInPlaces(before, (entry.payload.Stops as StopOrder | undefined) ?? []);
        shown = after.map((id, index) => {
          const stop = byId.get(id)!;
          return before[index] === id ? stop : { ...stop, sync: worse(stop.sync, mark) };
        });
        break;
      }
      default:
        break;
    }
  }
  return shown.map((stop, Position) => ({ ...stop, Position }));
}
