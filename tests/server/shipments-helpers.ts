import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { addressBook, billingAccounts, subscriptions, users } from '../../server/db/schema';
import { addCalendarDays } from '../../src/contract/calendar';
import { todayOf } from '../../server/services/subscription-state';
import type { ShipmentInput, ShipmentItemInput, StopInput } from '../../src/contract/shipment';
import { shipperIdOf } from './support/detail-loads';

/** Helpers of the shipments-*.test.ts files (decision 047). */

export { sendJson as send } from './support/http';

export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** Makes the shipper's latest subscription started with a paid period around today (the fixture's dates are in 2025). */
export async function activateSubscription(db: Db, email: string): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db
    .insert(billingAccounts)
    .values({ userId, type: 'RegularShipper', method: 3 })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { method: 3 } });
  const today = todayOf(new Date());
  const [latest] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (latest) {
    await db
      .update(subscriptions)
      .set({ state: 'started', currentPeriodStart: addCalendarDays(today, -2), currentPeriodEnd: addCalendarDays(today, 28) })
      .where(eq(subscriptions.id, latest.id));
    await db.execute(
      sql`update subscription_periods set paid = true where id = (select current_period_id from subscriptions where id = ${latest.id})`,
    );
    return;
  }
  const [plan] = await db
    .execute<{ id: number }>(sql`select id from plans where amount > 0 order by id limit 1`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  await db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    managedBy: 'internal',
    state: 'started',
    startedAt: new Date(),
    currentPeriodStart: addCalendarDays(today, -2),
    currentPeriodEnd: addCalendarDays(today, 28),
  });
}

/** Every subscription of the user canceled (a state that may not post). */
export async function cancelSubscription(db: Db, email: string): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db
    .insert(billingAccounts)
    .values({ userId, type: 'RegularShipper', method: 3 })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { method: 3 } });
  await db.update(subscriptions).set({ state: 'canceled', canceledAt: new Date() }).where(eq(subscriptions.userId, userId));
}

export async function setFreeAccount(db: Db, email: string): Promise<void> {
  const userId = await userIdByEmail(db, email);
  await db
    .insert(billingAccounts)
    .values({ userId, type: 'RegularShipper', method: 1 })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { method: 1 } });
}

/** The shipper's id (support/detail-loads.ts has the one query). */
export const shipperIdByEmail = shipperIdOf;

/** An address book entry inserted directly (with coordinates, so the route is known). */
export async function addEntry(
  db: Db,
  shipperId: number,
  place: { name: string; city: string; state: string; latitude: number | null; longitude: number | null },
): Promise<number> {
  const [row] = await db
    .insert(addressBook)
    .values({
      shipperId,
      name: place.name,
      address1: `1 ${place.city} Way`,
      city: place.city,
      state: place.state,
      zipcode: '00001',
      contactFirstName: 'Pat',
      contactLastName: place.city,
      contactPhone: '2145550100',
      latitude: place.latitude,
      longitude: place.longitude,
    })
    .returning({ id: addressBook.id });
  return row.id;
}

export const DALLAS = { name: 'Dallas Dock', city: 'Dallas', state: 'Texas', latitude: 32.7767, longitude: -96.797 };
export const CHICAGO = { name: 'Chicago Yard', city: 'Chicago', state: 'Illinois', latitude: 41.8781, longitude: -87.6298 };

/** A complete, valid form body. */
export function shipmentBody(pickupId: number, destinationId: number, overrides: Partial<ShipmentInput> = {}): ShipmentInput {
  return {
    ShipmentDate: '2030-05-01T00:00:00.000Z',
    ModeId: 2,
    EquipmentTypeId: 1,
    Equipment: null,
    BasicPrice: 1000,
    Value: null,
    RestTime: 3600,
    SignatureRequired: true,
    IsQuickPay: false,
    BiddingEnabled: true,
    IsPrivate: false,
    TruckNumber: null,
    TrailerNumber: null,
    IsStayWith: false,
    ContainerNumber: null,
    ReleaseNumber: null,
    LastFreeDate: null,
    VesselEta: null,
    AvailableEta: null,
    ReportedEmpty: null,
    PickupId: pickupId,
    PickupNumber: 'PU-1',
    ReqShipDate: '2030-05-01T00:00:00.000Z',
    PuAppointmentDate: null,
    PuAppointmentToDate: null,
    SealNumber: null,
    ShippingNote: null,
    ShippingSpecialReq: [],
    DestinationId: destinationId,
    DestinationNumber: 'DEL-1',
    Mabd: '2030-05-04T00:00:00.000Z',
    DelAppointmentDate: null,
    DelAppointmentToDate: null,
    ReceivingNote: null,
    ReceivingSpecialReq: [],
    Accessorials: [],
    CustomFields: [],
    AsDraft: true,
    ...overrides,
  };
}

/** A valid line item of a load (48×40×48 in, 500 lb each, class 100); `over` changes fields. */
export const itemBody = (shipmentId: number, over: Partial<ShipmentItemInput> = {}): ShipmentItemInput => ({
  ShipmentId: shipmentId,
  PurchaseOrder: 'PO-1',
  Sku: null,
  PackagingId: 4,
  PackagingGroupId: null,
  Commodity: 'Canned goods',
  Cube: null,
  SpaceReq: null,
  Pieces: null,
  HandlingAmount: 2,
  Weight: 500,
  WeightMode: 'each',
  WeightType: 'LBS',
  DimensionsType: 'in',
  UnitOfMeasureId: 4,
  Length: 48,
  Width: 40,
  Height: 48,
  IsHazardousMaterial: false,
  FreightClass: 100,
  Nmfc: null,
  PickupStopId: null,
  DropStopId: null,
  ...over,
});

/** A valid pick-up stop at `addressId` (12 March 2025, 14:00–16:00 UTC); `over` changes fields. */
export const stopBody = (shipmentId: number, addressId: number, over: Partial<StopInput> = {}): StopInput => ({
  ShipmentId: shipmentId,
  Type: 'Pick-up',
  AddressId: addressId,
  Note: null,
  SpecialReq: [],
  ReqShipDate: '2025-03-12T00:00:00.000Z',
  PickupNumber: 'PU-1',
  SealNumber: null,
  PuAppointmentDate: '2025-03-12T14:00:00.000Z',
  PuAppointmentToDate: '2025-03-12T16:00:00.000Z',
  Mabd: null,
  DestinationNumber: null,
  DelAppointmentDate: null,
  DelAppointmentToDate: null,
  ...over,
});
