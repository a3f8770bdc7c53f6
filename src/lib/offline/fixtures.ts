/** Test data: a waiting reorder of a load's stops, `order` naming the stops from the first position on. */
export const stopMove = (loadId: number, ...order: (number | string)[]) => ({
  loadId,
  kind: 'stop.move' as const,
  target: null,
  payload: { Stops: order.map((StopId, Position) => ({ StopId, Position })) },
});
