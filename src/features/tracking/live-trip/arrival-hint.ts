import type { TrackingPoint } from '@/contract/load-detail';
import type { LoadStatusCode } from '@/contract/loads';
import { ARRIVAL_HINT_METRES, metresBetween } from '@/contract/positions';

export type ArrivalHint = { step: 'AT' | 'AR'; place: 'pickup' | 'delivery' };

/**
 * Within 500 m of the next place of the trip, the step that matches it (issue 17): on the way to the pickup → "At
 * pickup?", in transit → "At delivery?". The planned route starts at the pickup and ends at the receiver. A hint only
 * offers the step; it never changes a status by itself.
 */
export function arrivalHint(
  status: LoadStatusCode,
  position: { Latitude: number; Longitude: number } | null,
  planned: readonly TrackingPoint[],
): ArrivalHint | null {
  if (!position || planned.length === 0) return null;
  const target = status === 'OFP' ? planned[0] : status === 'IT' ? planned[planned.length - 1] : null;
  if (!target || metresBetween(position, target) > ARRIVAL_HINT_METRES) return null;
  return status === 'OFP' ? { step: 'AT', place: 'pickup' } : { step: 'AR', place: 'delivery' };
}
