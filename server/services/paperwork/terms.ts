import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { RateConfirmationTerms, RcStop } from '../../../src/contract/paperwork';
import type { Db } from '../../db/database';
import { equipmentTypes, shipmentAccessorials, shipmentItems, shipmentStops, shipments, shippers, truckers, users } from '../../db/schema';
import { FEE_RULES } from '../load-fees';
import { facilityZone } from './facility-time';

/** Net days of the spec's bills and invoices (spec 2 §2.14: due 30 days after issue). */
export const PAYMENT_DAYS = 30;
/** Quick pay's promise (decision 162): paid within 2 business days of the POD. */
export const QUICK_PAY_DAYS = 2;
export const QUICK_PAY_FEE_PERCENT = FEE_RULES.find((rule) => rule.when === 'quickPay')?.percentage ?? 0;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const address = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');
const ownerName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The terms a rate confirmation fixes for a booked load as it is now; null without a carrier. */
export async function currentTerms(db: Db, shipmentId: number): Promise<{ terms: RateConfirmationTerms; truckerId: number } | null> {
  const [row] = await db
    .select({ s: shipments, equipmentType: equipmentTypes.name })
    .from(shipments)
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, shipments.equipmentTypeId))
    .where(eq(shipments.id, shipmentId));
  if (!row || row.s.truckerId === null) return null;
  const s = row.s;
  const truckerId = row.s.truckerId;
  const [shipper] = await db
    .select({ company: shippers.companyName, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(shippers)
    .innerJoin(users, eq(users.id, shippers.userId))
    .where(eq(shippers.id, s.shipperId));
  const [carrier] = await db
    .select({ name: truckers.name, mc: truckers.mcNumber, dot: truckers.dotNumber, email: users.email, phone: users.phone })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .where(eq(truckers.id, truckerId));
  const lines = await db
    .select()
    .from(shipmentAccessorials)
    .where(eq(shipmentAccessorials.shipmentId, shipmentId))
    .orderBy(asc(shipmentAccessorials.position), asc(shipmentAccessorials.id));
  const items = await db.select({ commodity: shipmentItems.commodity }).from(shipmentItems).where(eq(shipmentItems.shipmentId, shipmentId));
  const extra = await db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.position), asc(shipmentStops.id));

  const stops: RcStop[] = [
    {
      Type: 'Pick-up',
      Name: s.pickupName ?? '',
      Address: address(s.shippingAddress1, s.shippingAddress2, s.shippingCity, s.shippingState, s.shippingZipCode),
      From: iso(s.puAppointmentDate),
      To: iso(s.puAppointmentToDate),
      TimeZone: facilityZone(s.shippingLatitude, s.shippingLongitude),
    },
    ...extra.map((stop): RcStop => ({
      Type: stop.type === 'Drop' ? 'Drop' : 'Pick-up',
      Name: stop.name,
      Address: address(stop.address1, stop.address2, stop.city, stop.state, stop.zipcode),
      From: iso(stop.type === 'Drop' ? stop.delAppointmentDate : stop.puAppointmentDate),
      To: iso(stop.type === 'Drop' ? stop.delAppointmentToDate : stop.puAppointmentToDate),
      TimeZone: facilityZone(stop.latitude, stop.longitude),
    })),
    {
      Type: 'Drop',
      Name: s.destinationName ?? '',
      Address: address(s.receivingAddress1, s.receivingAddress2, s.receivingCity, s.receivingState, s.receivingZipCode),
      From: iso(s.delAppointmentDate),
      To: iso(s.delAppointmentToDate),
      TimeZone: facilityZone(s.receivingLatitude, s.receivingLongitude),
    },
  ];
  const commodities = [...new Set(items.map((i) => i.commodity?.trim()).filter((c): c is string => Boolean(c)))];
  return {
    truckerId,
    terms: {
      LoadCode: s.code,
      Shipper: {
        Name: shipper?.company ?? '',
        Address: shipper ? ownerName(shipper) : '',
        Phone: shipper?.phone ?? null,
        Email: shipper?.email ?? null,
      },
      Carrier: {
        Name: carrier?.name ?? '',
        Address: '',
        Phone: carrier?.phone ?? null,
        Email: carrier?.email ?? null,
        McNumber: carrier?.mc ?? null,
        DotNumber: carrier?.dot ?? null,
      },
      Stops: stops,
      Equipment: [row.equipmentType, s.equipment].filter(Boolean).join(' · ') || null,
      Commodity: commodities.join(', ') || null,
      Weight: s.totalWeight,
      WeightType: s.weightType,
      Rate: s.basicPrice,
      Accessorials: lines.map((a) => ({ Name: a.name, Total: a.total ?? 0 })),
      Total: s.totalPrice,
      PaymentDays: PAYMENT_DAYS,
      QuickPay: { Selected: s.isQuickPay, FeePercent: QUICK_PAY_FEE_PERCENT, Days: QUICK_PAY_DAYS },
    },
  };
}

/** What makes a new version: the carrier, the rate and its accessorials, the stops and their appointments. */
export function fingerprintOf(truckerId: number, terms: RateConfirmationTerms): string {
  const binding = {
    truckerId,
    rate: terms.Rate,
    total: terms.Total,
    accessorials: terms.Accessorials,
    stops: terms.Stops.map((s) => [s.Type, s.Name, s.Address, s.From, s.To]),
  };
  return createHash('sha256').update(JSON.stringify(binding)).digest('hex');
}
