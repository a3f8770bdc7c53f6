import { and, eq, inArray } from 'drizzle-orm';
import { STALE_LOAD } from '../../src/contract/load-fields';
import type { Shipment, ShipmentCreated } from '../../src/contract/shipment';
import type { Db } from '../db/database';
import { type AddressBookEntry, addressBook, customFieldValues, shipmentAccessorials, shipments, shippers } from '../db/schema';
import type { Shipment as ShipmentRow } from '../db/schema';
import { contactNameOf } from './address-book';
import { ApiError, FORBIDDEN, messageBody, messageError } from './errors';
import { type ActivityField, type FieldTypes, createdFields, diffFields, recordActivity } from './load-activities';
import { applyStatusChange } from './load-status';
import { validateOffers, writeOffers } from './load-offers';
import { type LoadAccess, partiesOf, requireLoadAccess } from './loads-party';
import { assertCanEdit, assertMayPost } from './shipment-access';
import type { AccessorialTotal } from '../../src/contract/shipment-input';
import { type ValidShipment, validateShipment } from './shipment-input';
import { shipmentFor } from './shipment-read';
import { recomputeRoute } from './shipment-route';
import { customFieldsOf } from './shipment-view-model';
import { zoneOfEntry } from './time-zones';
import type { AuthUser } from './tokens';
import { recordRateConfirmation } from './paperwork/rate-confirmation';

/** POST /api/Shipments (a new draft) and PUT /api/Shipments/{id} (save, or save and post) — decision 047. */

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** The pickup / receiver snapshot copied from the chosen address book entries at save time. */
function companyColumns(pickup: AddressBookEntry, destination: AddressBookEntry) {
  const coordinates = (entry: AddressBookEntry, prefix: 'shipping' | 'receiving') =>
    entry.latitude !== null && entry.longitude !== null
      ? { [`${prefix}Latitude`]: entry.latitude, [`${prefix}Longitude`]: entry.longitude }
      : {};
  return {
    pickupAddressId: pickup.id,
    pickupName: pickup.name,
    shippingAddress1: pickup.address1,
    shippingAddress2: pickup.address2,
    shippingCity: pickup.city,
    shippingState: pickup.state,
    shippingCountry: pickup.country,
    shippingZipCode: pickup.zipcode,
    shippingContactName: contactNameOf(pickup),
    shippingContactEmail: pickup.contactEmail,
    shippingContactPhone: pickup.contactPhone,
    shippingContactPhone2: pickup.contactPhone2,
    shippingContactFax: pickup.contactFax,
    ...coordinates(pickup, 'shipping'),
    shippingTimeZone: zoneOfEntry(pickup),
    destinationAddressId: destination.id,
    destinationName: destination.name,
    receivingAddress1: destination.address1,
    receivingAddress2: destination.address2,
    receivingCity: destination.city,
    receivingState: destination.state,
    receivingCountry: destination.country,
    receivingZipCode: destination.zipcode,
    receivingContactName: contactNameOf(destination),
    receivingContactEmail: destination.contactEmail,
    receivingContactPhone: destination.contactPhone,
    receivingContactPhone2: destination.contactPhone2,
    receivingContactFax: destination.contactFax,
    ...coordinates(destination, 'receiving'),
    receivingTimeZone: zoneOfEntry(destination),
  } satisfies Partial<typeof shipments.$inferInsert>;
}

/** The columns a save writes from the validated body (status, version and totals of items are not among them). */
function formColumns(valid: ValidShipment, quickPayAllowed: boolean) {
  const i = valid.input;
  return {
    modeId: valid.modeId,
    equipmentTypeId: i.EquipmentTypeId,
    equipment: i.Equipment || null,
    basicPrice: i.BasicPrice,
    totalPrice: valid.totalPrice,
    value: i.Value,
    restTime: i.RestTime,
    signatureRequired: i.SignatureRequired,
    isQuickPay: i.IsQuickPay && quickPayAllowed,
    biddingEnabled: i.BiddingEnabled && !i.IsPrivate,
    isPrivate: i.IsPrivate,
    truckNumber: i.TruckNumber || null,
    trailerNumber: i.TrailerNumber || null,
    isStayWith: valid.modeId === 3 && i.IsStayWith,
    containerNumber: i.ContainerNumber || null,
    releaseNumber: i.ReleaseNumber || null,
    lastFreeDate: date(i.LastFreeDate),
    vesselEta: date(i.VesselEta),
    availableEta: date(i.AvailableEta),
    reportedEmpty: date(i.ReportedEmpty),
    pickupNumber: i.PickupNumber || null,
    reqShipDate: date(i.ReqShipDate),
    puAppointmentDate: date(i.PuAppointmentDate),
    puAppointmentToDate: date(i.PuAppointmentToDate),
    sealNumber: i.SealNumber || null,
    shippingNote: i.ShippingNote || null,
    shippingSpecialReq: i.ShippingSpecialReq ?? [],
    destinationNumber: i.DestinationNumber || null,
    mabd: date(i.Mabd),
    delAppointmentDate: date(i.DelAppointmentDate),
    delAppointmentToDate: date(i.DelAppointmentToDate),
    receivingNote: i.ReceivingNote || null,
    receivingSpecialReq: i.ReceivingSpecialReq ?? [],
  } satisfies Partial<typeof shipments.$inferInsert>;
}

/** Fields of the activity, by wire name, in the order the modal lists them. */
const FIELD_TYPES: FieldTypes = {
  ShipmentDate: 'date',
  ModeId: 'int',
  EquipmentTypeId: 'int',
  Equipment: 'string',
  BasicPrice: 'decimal',
  TotalPrice: 'decimal',
  Value: 'decimal',
  RestTime: 'int',
  SignatureRequired: 'bool',
  IsQuickPay: 'bool',
  BiddingEnabled: 'bool',
  IsPrivate: 'bool',
  TruckNumber: 'string',
  TrailerNumber: 'string',
  IsStayWith: 'bool',
  ContainerNumber: 'string',
  ReleaseNumber: 'string',
  LastFreeDate: 'date',
  VesselEta: 'date',
  AvailableEta: 'date',
  ReportedEmpty: 'date',
  PickupName: 'string',
  PickupNumber: 'string',
  ReqShipDate: 'date',
  PuAppointmentDate: 'date',
  PuAppointmentToDate: 'date',
  SealNumber: 'string',
  ShippingNote: 'string',
  ShippingSpecialReq: 'string',
  DestinationName: 'string',
  DestinationNumber: 'string',
  Mabd: 'date',
  DelAppointmentDate: 'date',
  DelAppointmentToDate: 'date',
  ReceivingNote: 'string',
  ReceivingSpecialReq: 'string',
  Accessorials: 'string',
};

const money = (n: number) => n.toFixed(2);
const accessorialText = (lines: readonly Pick<AccessorialTotal, 'Name' | 'Price' | 'Quantity' | 'IsPercentage' | 'Total'>[]) =>
  lines
    .map((a) =>
      a.IsPercentage ? `${a.Name} ${a.Price}% = ${money(a.Total)}` : `${a.Name} ${a.Quantity ?? 1} × ${money(a.Price)} = ${money(a.Total)}`,
    )
    .join('; ');

function wireRecord(row: Partial<ShipmentRow>, accessorials: string, custom: Record<string, string[]>): Record<string, unknown> {
  return {
    ShipmentDate: row.shipmentDate,
    ModeId: row.modeId,
    EquipmentTypeId: row.equipmentTypeId,
    Equipment: row.equipment,
    BasicPrice: row.basicPrice,
    TotalPrice: row.totalPrice,
    Value: row.value,
    RestTime: row.restTime,
    SignatureRequired: row.signatureRequired,
    IsQuickPay: row.isQuickPay,
    BiddingEnabled: row.biddingEnabled,
    IsPrivate: row.isPrivate,
    TruckNumber: row.truckNumber,
    TrailerNumber: row.trailerNumber,
    IsStayWith: row.isStayWith,
    ContainerNumber: row.containerNumber,
    ReleaseNumber: row.releaseNumber,
    LastFreeDate: row.lastFreeDate,
    VesselEta: row.vesselEta,
    AvailableEta: row.availableEta,
    ReportedEmpty: row.reportedEmpty,
    PickupName: row.pickupName,
    PickupNumber: row.pickupNumber,
    ReqShipDate: row.reqShipDate,
    PuAppointmentDate: row.puAppointmentDate,
    PuAppointmentToDate: row.puAppointmentToDate,
    SealNumber: row.sealNumber,
    ShippingNote: row.shippingNote,
    ShippingSpecialReq: row.shippingSpecialReq,
    DestinationName: row.destinationName,
    DestinationNumber: row.destinationNumber,
    Mabd: row.mabd,
    DelAppointmentDate: row.delAppointmentDate,
    DelAppointmentToDate: row.delAppointmentToDate,
    ReceivingNote: row.receivingNote,
    ReceivingSpecialReq: row.receivingSpecialReq,
    Accessorials: accessorials,
    ...Object.fromEntries(Object.entries(custom).map(([label, value]) => [label, value])),
  };
}

async function entriesOf(tx: Db, valid: ValidShipment) {
  const rows = await tx
    .select()
    .from(addressBook)
    .where(inArray(addressBook.id, [valid.pickupId, valid.destinationId]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { pickup: byId.get(valid.pickupId)!, destination: byId.get(valid.destinationId)! };
}

async function writeChildren(tx: Db, shipmentId: number, valid: ValidShipment): Promise<void> {
  await tx.delete(shipmentAccessorials).where(eq(shipmentAccessorials.shipmentId, shipmentId));
  if (valid.accessorials.length > 0) {
    await tx.insert(shipmentAccessorials).values(
      valid.accessorials.map((a, position) => ({
        shipmentId,
        name: a.Name,
        price: a.Price,
        quantity: a.Quantity,
        total: a.Total,
        isPercentage: a.IsPercentage,
        position,
      })),
    );
  }
  await tx.delete(customFieldValues).where(eq(customFieldValues.shipmentId, shipmentId));
  const values = valid.input.CustomFields.map((c) => ({
    shipmentId,
    definitionId: c.Id,
    value: c.Value.map((x) => x.trim()).filter(Boolean),
  })).filter((c) => c.value.length > 0);
  if (values.length > 0) await tx.insert(customFieldValues).values(values);
}

/** Custom field values keyed `CF · <Label>` for the activity diff. */
async function customRecord(tx: Db, shipmentId: number, shipperId: number): Promise<Record<string, string[]>> {
  const definitions = await customFieldsOf(tx, shipperId);
  const values = new Map(
    (await tx.select().from(customFieldValues).where(eq(customFieldValues.shipmentId, shipmentId))).map((v) => [v.definitionId, v.value]),
  );
  return Object.fromEntries(definitions.filter((d) => values.has(d.Id)).map((d) => [`CF · ${d.Label}`, values.get(d.Id)!]));
}

async function quickPayAllowed(tx: Db, shipperId: number): Promise<boolean> {
  const [row] = await tx.select({ suspended: shippers.quickPaySuspended }).from(shippers).where(eq(shippers.id, shipperId));
  return row ? !row.suspended : false;
}

export async function createShipment(db: Db, user: AuthUser, raw: unknown): Promise<ShipmentCreated> {
  const parties = await partiesOf(db, user);
  if (parties.shipperId === null) throw messageError(403, FORBIDDEN);
  const shipperId = parties.shipperId;
  await assertMayPost(db, { ...parties, admin: false }, shipperId);
  const valid = await validateShipment(db, raw, shipperId, await customFieldsOf(db, shipperId));
  await validateOffers(db, valid.input.IsPrivate, valid.input.OfferedTruckerIds, false);
  return db.transaction(async (tx) => {
    const { pickup, destination } = await entriesOf(tx, valid);
    const [row] = await tx
      .insert(shipments)
      .values({
        shipperId,
        statusCode: 'DF',
        isDraft: true,
        shipmentDate: date(valid.input.ShipmentDate) ?? new Date(),
        ...formColumns(valid, await quickPayAllowed(tx, shipperId)),
        ...companyColumns(pickup, destination),
        createdBy: user.id,
      })
      .returning();
    await writeChildren(tx, row.id, valid);
    await writeOffers(tx, row.id, valid.input.IsPrivate, valid.input.OfferedTruckerIds);
    const route = await recomputeRoute(tx, row.id);
    const after = wireRecord(
      { ...row, ...(route ? { totalMiles: route.totalMiles, drivingTime: route.drivingTime } : {}) },
      accessorialText(valid.accessorials),
      await customRecord(tx, row.id, shipperId),
    );
    await recordActivity(tx, {
      shipmentId: row.id,
      userId: user.id,
      action: 'Created',
      fields: [
        { Field: 'Code', Type: 'string', OldValue: null, NewValue: row.code },
        ...createdFields(after, FIELD_TYPES),
        ...(route?.fields ?? []),
        ...customFields({}, after),
      ],
    });
    return { Id: row.id, Code: row.code };
  });
}

/** Diff of the `CF · …` keys (not in FIELD_TYPES, so diffFields with types would skip them). */
function customFields(before: Record<string, unknown>, after: Record<string, unknown>): ActivityField[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => k.startsWith('CF · ')))];
  return diffFields(
    Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
    Object.fromEntries(keys.map((k) => [k, 'string' as const])),
  );
}

/** Parses `If-Match: <Version>` (quotes and W/ allowed); undefined when absent, NaN when unreadable. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match ? Number(match[1]) : Number.NaN;
}

export async function updateShipment(
  db: Db,
  user: AuthUser,
  shipmentId: number,
  raw: unknown,
  expectedVersion: number | undefined,
): Promise<Shipment> {
  const { access, load, parties } = await requireLoadAccess(db, user, shipmentId, ['owner', 'admin']);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    if (expectedVersion !== undefined && expectedVersion !== current.version)
      throw new ApiError(412, messageBody(STALE_LOAD, { Version: current.version }));
    assertCanEdit(access, current.statusCode);
    const valid = await validateShipment(tx, raw, load.shipperId, await customFieldsOf(tx, load.shipperId));
    const posting = !valid.input.AsDraft && current.statusCode === 'DF';
    if (posting) await assertMayPost(tx, parties, load.shipperId);
    await validateOffers(tx, valid.input.IsPrivate, valid.input.OfferedTruckerIds, posting || current.statusCode === 'OP');

    const beforeAccessorials = await tx
      .select()
      .from(shipmentAccessorials)
      .where(eq(shipmentAccessorials.shipmentId, shipmentId))
      .orderBy(shipmentAccessorials.position, shipmentAccessorials.id);
    const before = wireRecord(
      current,
      accessorialText(
        beforeAccessorials.map((a) => ({
          Name: a.name,
          Price: a.price,
          Quantity: a.quantity,
          IsPercentage: a.isPercentage,
          Total: a.total,
        })),
      ),
      await customRecord(tx, shipmentId, load.shipperId),
    );
    const { pickup, destination } = await entriesOf(tx, valid);
    const [updated] = await tx
      .update(shipments)
      .set({
        ...(valid.input.ShipmentDate ? { shipmentDate: new Date(valid.input.ShipmentDate) } : {}),
        ...formColumns(valid, current.isQuickPay || (await quickPayAllowed(tx, load.shipperId))),
        ...companyColumns(pickup, destination),
        updated: new Date(),
        version: current.version + 1,
      })
      .where(and(eq(shipments.id, shipmentId), eq(shipments.version, current.version)))
      .returning();
    await writeChildren(tx, shipmentId, valid);
    await writeOffers(tx, shipmentId, valid.input.IsPrivate, valid.input.OfferedTruckerIds);
    const route = await recomputeRoute(tx, shipmentId);
    const after = wireRecord(updated, accessorialText(valid.accessorials), await customRecord(tx, shipmentId, load.shipperId));
    const fields = [...diffFields(before, after, FIELD_TYPES), ...(route?.fields ?? []), ...customFields(before, after)];
    if (fields.length > 0) await recordActivity(tx, { shipmentId, userId: user.id, action: 'Updated', fields });
    if (posting) {
      const moved = await applyStatusChange(tx, { shipmentId, to: 'OP', actor: access as LoadAccess, userId: user.id });
      if (!moved.ok) throw messageError(409, moved.message);
    }
    // A booked load's rate, stops and appointments are its rate confirmation's: a change issues the next version.
    await recordRateConfirmation(tx, shipmentId, user.id);
    return shipmentFor(tx, shipmentId, access);
  });
}
