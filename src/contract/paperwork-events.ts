/** Live event (GET /api/Events) when a load's rate confirmation or proof of delivery changed: `{ ShipmentId }`. */
export const EVENT_PAPERWORK = 'paperwork';
