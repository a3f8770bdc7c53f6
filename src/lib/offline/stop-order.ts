/** A stop order as PUT /api/Shipments/MoveStops takes it; a stop created offline is named by its local id. */
export type StopOrder = { StopId: string | number; Position: number }[];

/**
 * An order made earlier applied to the stops there are now (decision 073): the stops it names take the places those
 * stops hold now, in the order it gives; a stop it does not name (added since, by someone else or later on this
 * device) keeps its place, and a stop it names that is gone is left out. With the same stops it is the order itself.
 */
export function orderInPlaces(current: readonly string[], order: StopOrder): string[] {
  const named = new Set(order.map((s) => String(s.StopId)));
  const mine = [...order]
    .sort((a, b) => a.Position - b.Position)
    .map((s) => String(s.StopId))
    .filter((id) => current.includes(id));
  let next = 0;
  return current.map((id) => (named.has(id) ? mine[next++]! : id));
}

/** The MoveStops body of such an order, positions 0..n-1. */
export const toStopOrder = (ids: readonly (string | number)[]): StopOrder => ids.map((StopId, Position) => ({ StopId, Position }));
