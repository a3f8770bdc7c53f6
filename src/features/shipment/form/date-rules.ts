/** The load form's date rules (spec 2 §5); the input formats are src/lib/format/form-dates.ts. */

/** Today (UTC) as "YYYY-MM-DD": a new load's shipment date. */
export const todayDay = (now = new Date()) => now.toISOString().slice(0, 10);

export type DateRule = { disabled: boolean; min: string | undefined };

/** Spec 2 §5: MABD waits for a requested ship date and may not be before it. */
export const mabdRule = (reqShipDate: string): DateRule => ({ disabled: reqShipDate === '', min: reqShipDate || undefined });

/** Spec 2 §5: a delivery appointment bound waits for the matching pickup one and may not be before it. */
export const delAppointmentRule = (pickupBound: string, deliveryFrom = ''): DateRule => ({
  disabled: pickupBound === '',
  min: [pickupBound, deliveryFrom].filter(Boolean).sort().at(-1),
});

/** An appointment's "to" may not be before its "from". */
export const appointmentToRule = (from: string): DateRule => ({ disabled: false, min: from || undefined });

/** true when both are set and `later` is before `earlier` (same format, so text order is time order). */
export const isBefore = (later: string, earlier: string) =>
  later !== '' && earlier !== '' && later.slice(0, earlier.length) < earlier.slice(0, later.length);
