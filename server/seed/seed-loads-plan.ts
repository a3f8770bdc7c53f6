import type { Faker } from '@faker-js/faker';
import type { StatusCode } from '../services/load-status';
import { prefixed } from '../db/prefixed';
import type { shipments, shipmentStops } from '../db/schema';
import { AVERAGE_MPH, citiesBetween, type GeoCity, pointAlong, roadMiles } from './seed-loads-geo';

/**
 * One planned load of the seed: the shipment row, its stops, the status path with the time of each move, and
 * (for "detailed" loads) accessorials and line items. Pure: everything comes from the seeded faker and `now`.
 */

export type Party = { id: number; userId: number; name: string };
type ShipmentRow = typeof shipments.$inferInsert;
type StopRow = Omit<typeof shipmentStops.$inferInsert, 'shipmentId'> & { fraction: number };
export type AccessorialPlan = { name: string; price: number; quantity: number | null; total: number; isPercentage: boolean };
export type ItemPlan = {
  commodity: string;
  packagingId: number;
  handlingAmount: number;
  pieces: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  freightClass: number;
  nmfc: string;
  isHazardousMaterial: boolean;
  purchaseOrder: string;
  sku: string;
};

/**
 * A company of a shipper's address book: one per shipper and city (a shipper keeps shipping from and to the same
 * warehouses), created the first time one of its loads goes there. `id` is set when the seed inserts it.
 */
export type CompanyPlan = {
  shipperId: number;
  name: string;
  address1: string;
  zip: string;
  city: GeoCity;
  contact: Contact;
  isShipper: boolean;
  id?: number;
};
type Contact = { firstName: string; lastName: string; name: string; email: string; phone: string };

export type LoadPlan = {
  row: ShipmentRow;
  stops: StopRow[];
  /** Origin, intermediate stops and receiver. */
  route: GeoCity[];
  path: StatusCode[];
  times: Date[];
  shipper: Party;
  trucker: Party | null;
  detailed: boolean;
  /** Share of the route driven (tracking points go up to it); null = no tracking. */
  progress: number | null;
  /** Tracking points to generate along the driven part. */
  points: number;
  accessorials: AccessorialPlan[];
  items: ItemPlan[];
  /** Address book entries of the pickup, the receiver and each stop (in stop order). */
  companies: { pickup: CompanyPlan; destination: CompanyPlan; stops: CompanyPlan[] };
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MODES = [
  { value: 1, weight: 25 },
  { value: 2, weight: 45 },
  { value: 3, weight: 10 },
  { value: 4, weight: 12 },
  { value: 5, weight: 8 },
];
/** Names of the lookup rows migration 0002 inserts (the seed fills the list's sort names itself, in bulk). */
const MODE_NAMES: Record<number, string> = { 1: 'LTL', 2: 'FTL', 3: 'Drayage', 4: 'Partial', 5: 'Intermodal' };
const EQUIPMENT_NAMES = [
  '',
  'Dry Van',
  'Reefer',
  'Flatbed',
  'Step Deck',
  'Lowboy',
  'Conestoga',
  'Power Only',
  'Box Truck',
  'Container 20 ft',
  'Container 40 ft',
  'Tanker',
  'Hotshot',
];
const WEIGHT_RANGE: Record<number, [number, number]> = {
  1: [500, 12_000],
  2: [20_000, 44_000],
  3: [30_000, 44_000],
  4: [8_000, 24_000],
  5: [25_000, 42_000],
};
const COMMODITIES = [
  'Canned goods',
  'Paper products',
  'Auto parts',
  'Building materials',
  'Frozen poultry',
  'Fresh produce',
  'Electronics',
  'Furniture',
  'Beverages',
  'Steel coils',
  'Plastic resin',
  'Household appliances',
  'Pet food',
  'Textiles',
  'Lumber',
];
const FREIGHT_CLASSES = [50, 55, 60, 70, 77.5, 85, 92.5, 100, 110, 125, 150, 175, 200, 250, 300, 400, 500];
const SPECIAL = ['Liftgate', 'Inside delivery', 'Appointment required', 'Driver assist', 'Straps', 'Tarps', 'Temperature controlled'];
const ACCESSORIALS: { name: string; isPercentage: boolean }[] = [
  { name: 'Detention', isPercentage: false },
  { name: 'Lumper', isPercentage: false },
  { name: 'Fuel surcharge', isPercentage: true },
  { name: 'Liftgate', isPercentage: false },
  { name: 'Stop off', isPercentage: false },
  { name: 'Driver assist', isPercentage: false },
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const PATHS: Record<StatusCode, StatusCode[]> = {
  DF: ['DF'],
  OP: ['DF', 'OP'],
  BK: ['DF', 'OP', 'BK'],
  OFP: ['DF', 'OP', 'BK', 'OFP'],
  AT: ['DF', 'OP', 'BK', 'OFP', 'AT'],
  IT: ['DF', 'OP', 'BK', 'OFP', 'AT', 'IT'],
  AR: ['DF', 'OP', 'BK', 'OFP', 'AT', 'IT', 'AR'],
  DL: ['DF', 'OP', 'BK', 'OFP', 'AT', 'IT', 'AR', 'DL'],
  CL: ['DF', 'CL'],
};

export type PlanInput = {
  status: StatusCode;
  shipper: Party;
  trucker: Party | null;
  detailed: boolean;
  /** Force a route (the long demo loads). */
  route?: GeoCity[];
  trackingPoints?: number;
  /** Force the mode, the number of line items and the SO number (the bench load). */
  modeId?: number;
  itemCount?: number;
  soNumber?: string;
};

export class LoadPlanner {
  constructor(
    private readonly f: Faker,
    private readonly now: Date,
    private readonly hubs: GeoCity[],
    /** Shipper + city → its company; shared by planners that seed the same database. */
    readonly companies = new Map<string, CompanyPlan>(),
  ) {}

  /** The same address book, another random source (loads added after the main stream keep it unchanged). */
  withFaker(f: Faker): LoadPlanner {
    return new LoadPlanner(f, this.now, this.hubs, this.companies);
  }

  /** The shipper's company in `city`: the one drawn now on first use, the remembered one afterwards. */
  private remember(
    shipper: Party,
    city: GeoCity,
    drawn: ReturnType<LoadPlanner['companyAt']>,
    contact: Contact,
    isShipper: boolean,
  ): CompanyPlan {
    const key = `${shipper.id}|${city.stateCode}|${city.city}`;
    let company = this.companies.get(key);
    if (!company) {
      company = { shipperId: shipper.id, name: drawn.name, address1: drawn.address1, zip: drawn.zip, city, contact, isShipper };
      this.companies.set(key, company);
    }
    return company;
  }

  /** The shipment row's snapshot of its pickup or delivery company in `city`; the dock's `note` on some loads. */
  private placeSnapshot(company: CompanyPlan, city: GeoCity, note: string) {
    const f = this.f;
    return {
      address1: company.address1,
      address2: '',
      city: city.city,
      state: city.state,
      country: 'United States',
      zipCode: company.zip,
      contactName: company.contact.name,
      contactEmail: company.contact.email,
      contactPhone: company.contact.phone,
      contactPhone2: null,
      contactFax: null,
      note: f.datatype.boolean(0.3) ? note : null,
      specialReq: f.helpers.arrayElements(SPECIAL, { min: 0, max: 2 }),
      latitude: city.lat,
      longitude: city.lng,
    };
  }

  private pickRoute(): GeoCity[] {
    const f = this.f;
    for (;;) {
      const [a, b] = f.helpers.arrayElements(this.hubs, 2);
      const candidates = citiesBetween(a, b, this.hubs);
      const wanted = f.helpers.weightedArrayElement([
        { value: 0, weight: 45 },
        { value: 1, weight: 30 },
        { value: 2, weight: 15 },
        { value: 3, weight: 10 },
      ]);
      const stops = f.helpers.arrayElements(candidates, Math.min(wanted, candidates.length)).sort((x, y) => x.t - y.t);
      const route = [a, ...stops.map((s) => s.city), b];
      if (roadMiles(route) > 60) return route;
    }
  }

  private contact(): Contact {
    const f = this.f;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    return {
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: f.internet.email({ provider: 'example.com' }).toLowerCase(),
      phone: `${f.number.int({ min: 201, max: 989 })}${f.string.numeric(7)}`,
    };
  }

  private companyAt(city: GeoCity) {
    const f = this.f;
    return {
      name: `${f.company.name()} ${f.helpers.arrayElement(['DC', 'Warehouse', 'Plant', 'Distribution', 'Terminal', 'Yard'])}`,
      address1: f.location.streetAddress(),
      zip: f.location.zipCode({ state: city.stateCode }),
    };
  }

  /** Status path and the time of each move; also the shipment date. */
  private timeline(status: StatusCode, drivingMs: number, cancelAfterBooking: boolean) {
    const f = this.f;
    const now = this.now.getTime();
    const rand = (min: number, max: number) => f.number.int({ min: Math.round(min), max: Math.round(max) });
    let shipmentDate: number;
    let created: number;
    const transit = 1.5 * HOUR + drivingMs * 1.1;
    switch (status) {
      case 'DF':
        shipmentDate = now + rand(2 * DAY, 30 * DAY);
        created = now - rand(HOUR, 10 * DAY);
        break;
      case 'OP':
        shipmentDate = now + rand(DAY, 21 * DAY);
        created = now - rand(DAY, 14 * DAY);
        break;
      case 'BK':
        shipmentDate = now + rand(4 * HOUR, 7 * DAY);
        created = now - rand(2 * DAY, 14 * DAY);
        break;
      case 'OFP':
        shipmentDate = now + rand(HOUR, 3 * HOUR);
        created = now - rand(3 * DAY, 14 * DAY);
        break;
      case 'AT':
        shipmentDate = now - rand(5 * 60_000, HOUR);
        created = now - rand(3 * DAY, 14 * DAY);
        break;
      case 'IT':
        shipmentDate = now - 1.5 * HOUR - drivingMs * f.number.float({ min: 0.15, max: 0.85 });
        created = shipmentDate - rand(2 * DAY, 12 * DAY);
        break;
      case 'AR':
        shipmentDate = now - transit - rand(10 * 60_000, HOUR);
        created = shipmentDate - rand(2 * DAY, 12 * DAY);
        break;
      case 'DL':
        shipmentDate = now - transit - 2 * HOUR - rand(DAY, 540 * DAY);
        created = shipmentDate - rand(2 * DAY, 14 * DAY);
        break;
      case 'CL':
        shipmentDate = now + rand(-300 * DAY, 20 * DAY);
        created = Math.min(shipmentDate, now) - rand(2 * DAY, 10 * DAY);
        break;
    }
    const path =
      status === 'CL'
        ? cancelAfterBooking
          ? ['DF', 'OP', 'BK', 'CL']
          : f.helpers.arrayElement([
              ['DF', 'CL'],
              ['DF', 'OP', 'CL'],
            ])
        : PATHS[status];
    const opAt = created + rand(10 * 60_000, 3 * HOUR);
    const bkAt = Math.min(opAt + rand(2 * HOUR, 72 * HOUR), shipmentDate - 3.5 * HOUR, now - HOUR);
    const itAt = shipmentDate + 1.5 * HOUR;
    const at: Record<StatusCode, number> = {
      DF: created,
      OP: opAt,
      BK: bkAt,
      OFP: shipmentDate - 3 * HOUR,
      AT: shipmentDate,
      IT: itAt,
      AR: itAt + drivingMs * 1.1,
      DL: itAt + drivingMs * 1.1 + 1.5 * HOUR,
      CL: Math.min(created + rand(HOUR, 5 * DAY), now - 5 * 60_000),
    };
    const times: Date[] = [];
    for (const code of path as StatusCode[]) {
      const previous = times.length ? times[times.length - 1].getTime() + 60_000 : -Infinity;
      times.push(new Date(Math.max(previous, Math.min(at[code], now - 60_000))));
    }
    return { path: path as StatusCode[], times, shipmentDate: new Date(shipmentDate), created: times[0], at };
  }

  plan(input: PlanInput): LoadPlan {
    const f = this.f;
    const route = input.route ?? this.pickRoute();
    const miles = Math.round(roadMiles(route) * 10) / 10;
    const drivingSeconds = Math.round((miles / AVERAGE_MPH) * 3600);
    const status = input.status;
    const trucker = input.trucker;
    const { path, times, shipmentDate, created, at } = this.timeline(status, drivingSeconds * 1000, status === 'CL' && trucker !== null);
    const timeOf = (code: StatusCode) => {
      const i = path.indexOf(code);
      return i >= 0 ? times[i] : null;
    };
    const drawnMode = f.helpers.weightedArrayElement(MODES);
    const modeId = input.modeId ?? drawnMode;
    const drayage = modeId === 3;
    const equipmentTypeId = drayage
      ? f.helpers.arrayElement([9, 10])
      : f.helpers.weightedArrayElement([1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 11, 12].map((value) => ({ value, weight: 1 })));
    const basicPrice = round2(Math.max(250, miles * f.number.float({ min: 1.8, max: 3.6 })));
    const accessorials = input.detailed ? this.accessorials(basicPrice) : [];
    const totalPrice = round2(basicPrice + accessorials.reduce((sum, a) => sum + a.total, 0));
    const items = input.detailed ? this.items(modeId, input.itemCount) : [];
    const [minW, maxW] = WEIGHT_RANGE[modeId];
    const totalWeight = items.length ? items.reduce((s, i) => s + i.weight * i.handlingAmount, 0) : f.number.int({ min: minW, max: maxW });
    const origin = route[0];
    const dest = route[route.length - 1];
    // Drawn for every load (the random stream stays the same), then replaced by the shipper's remembered company.
    const drawnFrom = this.companyAt(origin);
    const drawnTo = this.companyAt(dest);
    const pickup = this.remember(input.shipper, origin, drawnFrom, this.contact(), true);
    const destination = this.remember(input.shipper, dest, drawnTo, this.contact(), false);
    const booked = timeOf('BK') !== null;
    const delivered = status === 'DL';
    const deliveredAt = timeOf('DL');
    const isQuickPay = f.datatype.boolean(0.2);
    const biddingEnabled = f.datatype.boolean(0.65);
    const billing = delivered && deliveredAt ? this.billing(deliveredAt, isQuickPay, input.detailed) : null;
    const puFrom = new Date(shipmentDate.getTime() - HOUR);
    const delFrom = new Date(shipmentDate.getTime() + 1.5 * HOUR + drivingSeconds * 1100);
    const appointments = f.datatype.boolean(0.8);
    const row: ShipmentRow = {
      soNumber: input.soNumber ?? `SO-${f.string.numeric(6)}`,
      dlsId: f.datatype.boolean(0.3) ? `DLS${f.string.numeric({ length: 7, allowLeadingZeros: false })}` : null,
      shipperId: input.shipper.id,
      truckerId: trucker?.id ?? null,
      shipperName: input.shipper.name,
      truckerName: trucker?.name ?? null,
      modeName: MODE_NAMES[modeId],
      equipmentName: EQUIPMENT_NAMES[equipmentTypeId],
      statusCode: status,
      isDraft: status === 'DF',
      modeId,
      equipmentTypeId,
      equipment: null,
      shipmentDate,
      basicPrice,
      totalPrice,
      value: f.datatype.boolean(0.6) ? f.number.int({ min: 5, max: 400 }) * 250 : null,
      totalMiles: miles,
      drivingTime: drivingSeconds,
      restTime: f.helpers.arrayElement([0, 0, 1800, 3600, 36_000]),
      totalWeight,
      weightType: 'LBS',
      biddingEnabled,
      isPrivate: !biddingEnabled && f.datatype.boolean(0.4),
      signatureRequired: f.datatype.boolean(0.85),
      isQuickPay,
      sealNumber: booked ? f.string.numeric(8) : null,
      truckNumber: booked && !drayage ? `T${f.string.numeric(4)}` : null,
      trailerNumber: booked && !drayage ? `TR${f.string.numeric(5)}` : null,
      isStayWith: drayage && f.datatype.boolean(0.4),
      containerNumber: drayage ? `${f.helpers.arrayElement(['MSCU', 'MAEU', 'CMAU', 'HLXU', 'OOLU'])}${f.string.numeric(7)}` : null,
      releaseNumber: drayage ? f.string.alphanumeric({ length: 10, casing: 'upper' }) : null,
      lastFreeDate: drayage ? new Date(shipmentDate.getTime() + 3 * DAY) : null,
      vesselEta: drayage ? new Date(shipmentDate.getTime() - 2 * DAY) : null,
      availableEta: drayage ? new Date(shipmentDate.getTime() - DAY) : null,
      reportedEmpty: drayage && delivered && deliveredAt ? new Date(deliveredAt.getTime() + 6 * HOUR) : null,
      customerRefNumber: `CR${f.string.numeric(7)}`,
      proNumber: booked ? f.string.numeric(9) : null,
      freightChargeTerms: f.helpers.weightedArrayElement([
        { value: 'Prepaid', weight: 70 },
        { value: 'Collect', weight: 20 },
        { value: 'Third Party Billing', weight: 10 },
      ]),
      codAmount: null,
      pickupAddressId: null,
      pickupName: pickup.name,
      pickupNumber: `PU${f.string.numeric(6)}`,
      reqShipDate: shipmentDate,
      puAppointmentDate: appointments ? puFrom : null,
      puAppointmentToDate: appointments ? new Date(puFrom.getTime() + 2 * HOUR) : null,
      shippingDepartureDate: timeOf('IT'),
      ...prefixed('shipping', this.placeSnapshot(pickup, origin, 'Check in at the guard shack; bring a copy of the BOL.')),
      destinationAddressId: null,
      destinationName: destination.name,
      destinationNumber: `DEL${f.string.numeric(6)}`,
      mabd: new Date(delFrom.getTime() + DAY),
      delAppointmentDate: appointments ? delFrom : null,
      delAppointmentToDate: appointments ? new Date(delFrom.getTime() + 2 * HOUR) : null,
      receivingArrivalDate: timeOf('AR'),
      ...prefixed('receiving', this.placeSnapshot(destination, dest, 'Receiving hours 6 AM to 2 PM; call ahead.')),
      billPaid: billing?.billPaid ?? false,
      billUploaded: billing?.billUploaded ?? false,
      billDate: billing?.billDate ?? null,
      billDueDate: billing?.billDueDate ?? null,
      billPaymentDate: billing?.billPaymentDate ?? null,
      invoicePaid: billing?.invoicePaid ?? false,
      invoiceUploaded: billing?.invoiceUploaded ?? false,
      invoiceDate: billing?.invoiceDate ?? null,
      invoiceDueDate: billing?.invoiceDueDate ?? null,
      invoicePaymentDate: billing?.invoicePaymentDate ?? null,
      plannedPolyline: input.detailed ? route.map((c) => ({ Latitude: c.lat, Longitude: c.lng })) : null,
      plannedPolylineSource: input.detailed ? 'straight' : null,
      createdBy: input.shipper.userId,
      created,
      updated: times[times.length - 1],
      version: path.length,
    };
    const progress = this.progress(status, at, drivingSeconds);
    const stopCompanies: CompanyPlan[] = [];
    const stops = this.stops(route, progress, shipmentDate, drivingSeconds, times[times.length - 1], (city, drawn, contact) => {
      const company = this.remember(input.shipper, city, drawn, contact, false);
      stopCompanies.push(company);
      return company;
    });
    const points =
      progress === null ? 0 : (input.trackingPoints ?? Math.max(6, Math.min(80, Math.round((miles * Math.max(progress, 0.05)) / 20))));
    const companies = { pickup, destination, stops: stopCompanies };
    return {
      row,
      stops,
      route,
      path,
      times,
      shipper: input.shipper,
      trucker,
      detailed: input.detailed,
      progress,
      points,
      accessorials,
      items,
      companies,
    };
  }

  /** Share of the route driven now: -1 = approaching the pickup (OFP), 0 = at pickup, 1 = arrived. */
  private progress(status: StatusCode, at: Record<StatusCode, number>, drivingSeconds: number): number | null {
    switch (status) {
      case 'OFP':
        return -1;
      case 'AT':
        return 0;
      case 'IT':
        return Math.max(0.05, Math.min(0.95, (this.now.getTime() - at.IT) / (drivingSeconds * 1100)));
      case 'AR':
      case 'DL':
        return 1;
      default:
        return null;
    }
  }

  private stops(
    route: GeoCity[],
    progress: number | null,
    shipmentDate: Date,
    drivingSeconds: number,
    lastMove: Date,
    companyOf: (city: GeoCity, drawn: ReturnType<LoadPlanner['companyAt']>, contact: Contact) => CompanyPlan,
  ): StopRow[] {
    const f = this.f;
    const total = roadMiles(route);
    let run = 0;
    return route.slice(1, -1).map((city, i) => {
      run += roadMiles([route[i], city]);
      const fraction = total > 0 ? run / total : 0;
      const company = companyOf(city, this.companyAt(city), this.contact());
      const contact = company.contact;
      const type = fraction < 0.5 && f.datatype.boolean(0.5) ? 'Pick-up' : 'Drop';
      const eta = new Date(shipmentDate.getTime() + 1.5 * HOUR + drivingSeconds * 1100 * fraction);
      const done = progress !== null && progress >= fraction;
      const pick = type === 'Pick-up';
      return {
        type,
        position: i,
        name: company.name,
        addressId: null,
        address1: company.address1,
        address2: '',
        city: city.city,
        state: city.state,
        country: 'United States',
        zipcode: company.zip,
        contactName: contact.name,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        contactPhone2: null,
        contactFax: null,
        note: null,
        specialReq: [],
        reqShipDate: pick ? eta : null,
        pickupNumber: pick ? `PU${f.string.numeric(6)}` : null,
        sealNumber: null,
        puAppointmentDate: pick ? new Date(eta.getTime() - HOUR) : null,
        puAppointmentToDate: pick ? new Date(eta.getTime() + HOUR) : null,
        mabd: pick ? null : new Date(eta.getTime() + DAY),
        destinationNumber: pick ? null : `DEL${f.string.numeric(6)}`,
        delAppointmentDate: pick ? null : new Date(eta.getTime() - HOUR),
        delAppointmentToDate: pick ? null : new Date(eta.getTime() + HOUR),
        delivered: done,
        eventName: done ? (pick ? 'Picked up' : 'Delivered') : null,
        eventDate: done ? new Date(Math.min(eta.getTime(), lastMove.getTime())) : null,
        latitude: city.lat,
        longitude: city.lng,
        fraction,
      };
    });
  }

  private accessorials(basicPrice: number): AccessorialPlan[] {
    const f = this.f;
    return f.helpers.arrayElements(ACCESSORIALS, { min: 0, max: 3 }).map((a) => {
      if (a.isPercentage) {
        const pct = f.number.int({ min: 8, max: 25 });
        return { name: a.name, price: pct, quantity: null, total: round2((basicPrice * pct) / 100), isPercentage: true };
      }
      const price = f.number.int({ min: 10, max: 80 }) * 5;
      const quantity = f.number.int({ min: 1, max: 3 });
      return { name: a.name, price, quantity, total: price * quantity, isPercentage: false };
    });
  }

  private items(modeId: number, forcedCount?: number): ItemPlan[] {
    const f = this.f;
    const [minW, maxW] = WEIGHT_RANGE[modeId];
    const drawnCount = f.number.int({ min: 1, max: 3 });
    const count = forcedCount ?? drawnCount;
    return Array.from({ length: count }, () => {
      const handlingAmount = f.number.int({ min: 1, max: modeId === 1 ? 6 : 20 });
      return {
        commodity: f.helpers.arrayElement(COMMODITIES),
        packagingId: f.helpers.arrayElement([2, 3, 4, 4, 4, 5, 8]),
        handlingAmount,
        pieces: handlingAmount * f.number.int({ min: 1, max: 40 }),
        weight: Math.max(50, Math.round(f.number.int({ min: minW, max: maxW }) / count / handlingAmount)),
        length: 48,
        width: 40,
        height: f.number.int({ min: 30, max: 72 }),
        freightClass: f.helpers.arrayElement(FREIGHT_CLASSES),
        nmfc: `${f.string.numeric(6)}-${f.string.numeric(2)}`,
        isHazardousMaterial: f.datatype.boolean(0.05),
        purchaseOrder: `PO${f.string.numeric(7)}`,
        sku: `SKU-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`,
      };
    });
  }

  /** Invoice (shipper pays) and bill (carrier is paid) of a delivered load: due 30 days after issue (2 on quick pay). */
  private billing(deliveredAt: Date, quickPay: boolean, detailed: boolean) {
    const f = this.f;
    const now = this.now.getTime();
    const invoiceDate = new Date(deliveredAt.getTime() + f.number.int({ min: 0, max: 2 }) * DAY);
    const invoiceDueDate = new Date(invoiceDate.getTime() + 30 * DAY);
    const billDate = new Date(deliveredAt.getTime() + f.number.int({ min: 1, max: 3 }) * DAY);
    const billDueDate = new Date(billDate.getTime() + (quickPay ? 2 : 30) * DAY);
    const paidBy = (issued: Date, due: Date) =>
      due.getTime() < now && f.datatype.boolean(0.85)
        ? new Date(Math.min(now - HOUR, issued.getTime() + f.number.int({ min: 1, max: 40 }) * DAY))
        : null;
    const invoicePaymentDate = invoiceDate.getTime() < now ? paidBy(invoiceDate, invoiceDueDate) : null;
    const billPaymentDate = billDate.getTime() < now ? paidBy(billDate, billDueDate) : null;
    return {
      invoiceDate: invoiceDate.getTime() <= now ? invoiceDate : null,
      invoiceDueDate: invoiceDate.getTime() <= now ? invoiceDueDate : null,
      invoicePaid: invoicePaymentDate !== null,
      invoicePaymentDate,
      invoiceUploaded: detailed && invoiceDate.getTime() <= now && f.datatype.boolean(0.7),
      billDate: billDate.getTime() <= now ? billDate : null,
      billDueDate: billDate.getTime() <= now ? billDueDate : null,
      billPaid: billPaymentDate !== null,
      billPaymentDate,
      billUploaded: detailed && billDate.getTime() <= now && f.datatype.boolean(0.7),
    };
  }
}

export { pointAlong };
