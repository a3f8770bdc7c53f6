import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { localStorage } from '../services/file-storage';
import { storeFile } from '../services/files';
import { type ActivityField, diffFields } from '../services/load-activities';
import { STATUS_NAMES } from '../services/load-status';
import { bulkInsert } from '../db/bulk-insert';
import type { Db } from '../db/database';
import { activities, attachments, bids, customFieldDefinitions, customFieldValues, files, notes } from '../db/schema';
import type { LoadPlan, Party } from './seed-loads-plan';
import { gradientPng, onePagePdf } from './seed-loads-files';
import type { GeoCity } from './seed-loads-geo';

/** Per-load detail rows of the seed: activities, bids, notes, attachments, custom field values (decision 043). */

type Detailed = { plan: LoadPlan; id: number; code: string };
type Doc = { sha256: string; size: number; contentType: string; ext: string };
const HOUR = 3_600_000;

const ATTACHMENT_TYPE = { BOL: 1, POD: 2, RC: 3, PHO: 5, BB: 7, BI: 8 } as const;

/** A fixed set of small real documents (content-addressed, so every load shares the same few files). */
export async function storeSeedDocuments(db: Db, dataDir?: string) {
  const pdf = (title: string, lines: string[]) => onePagePdf(title, ['Haulbase demo document', ...lines]);
  const sources = {
    RC: {
      bytes: pdf('Rate confirmation', ['Carrier agrees to haul the load at the rate shown.', 'Payment terms: 30 days.']),
      type: 'application/pdf',
      ext: 'pdf',
    },
    BOL: {
      bytes: pdf('Bill of lading', ['Shipper, consignee and carrier copies.', 'Freight charges prepaid unless marked collect.']),
      type: 'application/pdf',
      ext: 'pdf',
    },
    POD: { bytes: pdf('Proof of delivery', ['Received in good order.', 'Signature on file.']), type: 'application/pdf', ext: 'pdf' },
    BB: { bytes: pdf('Carrier bill', ['Line haul and accessorials, less platform fees.']), type: 'application/pdf', ext: 'pdf' },
    BI: { bytes: pdf('Invoice', ['Line haul and accessorials.', 'Due 30 days after issue.']), type: 'application/pdf', ext: 'pdf' },
    PHO1: { bytes: gradientPng(320, 200, [70, 110, 160], [200, 190, 170]), type: 'image/png', ext: 'png' },
    PHO2: { bytes: gradientPng(320, 200, [150, 90, 60], [230, 220, 200]), type: 'image/png', ext: 'png' },
  };
  const out = {} as Record<keyof typeof sources, Doc>;
  for (const [key, source] of Object.entries(sources) as [keyof typeof sources, (typeof sources)['RC']][]) {
    if (dataDir) {
      const stored = await storeFile(db, localStorage(dataDir), source.bytes, source.type);
      out[key] = { sha256: stored.sha256, size: stored.size, contentType: source.type, ext: source.ext };
    } else {
      const sha256 = createHash('sha256').update(source.bytes).digest('hex');
      await db.insert(files).values({ sha256, contentType: source.type, size: source.bytes.byteLength }).onConflictDoNothing();
      out[key] = { sha256, size: source.bytes.byteLength, contentType: source.type, ext: source.ext };
    }
  }
  return out;
}

/** Custom fields offered to every shipper. */
export async function seedCustomFields(db: Db) {
  return db
    .insert(customFieldDefinitions)
    .values([
      { label: 'Customer PO', type: 'text', size: 'Small', required: false, position: 0 },
      { label: 'Temperature (°F)', type: 'Number', size: 'Small', required: false, position: 1 },
      { label: 'Dock', type: 'One Select', size: 'Small', required: false, position: 2, options: ['Dock 1', 'Dock 2', 'Dock 3', 'Yard'] },
      {
        label: 'Handling',
        type: 'Multi Select',
        size: 'Large',
        required: false,
        position: 3,
        options: ['Fragile', 'Keep dry', 'This side up', 'Do not stack'],
      },
      { label: 'Booked on', type: 'Date', size: 'Small', required: false, position: 4 },
    ])
    .returning({ id: customFieldDefinitions.id, type: customFieldDefinitions.type, options: customFieldDefinitions.options });
}

const NOTES = [
  'Driver called ahead, ETA confirmed.',
  'Receiver asked for a delivery before noon.',
  'Load is fragile: no double stacking.',
  'Pallets shrink-wrapped and labelled.',
  'Please send the signed POD as soon as possible.',
  'Detention started at 2 PM at the pickup.',
  'Gate code for the yard is at the guard shack.',
  'Reefer set to 34 °F, continuous.',
];

const between = (f: Faker, from: number, to: number) => new Date(to <= from ? from : f.number.int({ min: from, max: to }));

function activityRows(f: Faker, x: Detailed, ctx: ChunkContext) {
  const { plan } = x;
  const r = plan.row;
  const rows: { shipmentId: number; userId: number; action: string; fields: ActivityField[]; created: Date }[] = [];
  const created = plan.times[0];
  rows.push({
    shipmentId: x.id,
    userId: plan.shipper.userId,
    action: 'Created',
    created,
    fields: diffFields(
      {},
      {
        Code: x.code,
        ShipmentDate: r.shipmentDate,
        ModeId: r.modeId,
        TotalPrice: r.totalPrice,
        PickupName: r.pickupName,
        DestinationName: r.destinationName,
        IsQuickPay: r.isQuickPay,
      },
      {
        Code: 'string',
        ShipmentDate: 'date',
        ModeId: 'int',
        TotalPrice: 'decimal',
        PickupName: 'string',
        DestinationName: 'string',
        IsQuickPay: 'bool',
      },
    ),
  });
  const last = plan.times[plan.times.length - 1].getTime();
  const updates = f.number.int({ min: 0, max: 2 });
  for (let u = 0; u < updates; u++) {
    const choice = f.helpers.arrayElement(['price', 'appointment', 'seal', 'miles'] as const);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (choice === 'price') {
      before.TotalPrice = Math.round(Number(r.totalPrice) * 0.92 * 100) / 100;
      after.TotalPrice = r.totalPrice;
    } else if (choice === 'appointment' && r.puAppointmentDate) {
      before.PuAppointmentDate = new Date((r.puAppointmentDate as Date).getTime() + 24 * HOUR);
      after.PuAppointmentDate = r.puAppointmentDate;
    } else if (choice === 'seal' && r.sealNumber) {
      before.SealNumber = null;
      after.SealNumber = r.sealNumber;
    } else {
      before.RestTime = 0;
      after.RestTime = r.restTime || 3600;
      before.Value = null;
      after.Value = r.value ?? 12_500;
    }
    const fields = diffFields(before, after, {
      TotalPrice: 'decimal',
      PuAppointmentDate: 'date',
      SealNumber: 'string',
      RestTime: 'int',
      Value: 'decimal',
    });
    if (fields.length)
      rows.push({
        shipmentId: x.id,
        userId: plan.shipper.userId,
        action: 'Updated',
        fields,
        created: between(f, created.getTime() + 60_000, last),
      });
  }
  plan.path.forEach((code, j) => {
    if (j === 0) return;
    const userId =
      code === 'BK'
        ? ctx.adminUserId
        : ['OFP', 'AT', 'IT', 'AR', 'DL'].includes(code)
          ? (plan.trucker?.userId ?? ctx.adminUserId)
          : plan.shipper.userId;
    rows.push({
      shipmentId: x.id,
      userId,
      action: 'StatusChanged',
      created: plan.times[j],
      fields: [{ Field: 'Status', Type: 'string', OldValue: STATUS_NAMES[plan.path[j - 1]], NewValue: STATUS_NAMES[code] }],
    });
  });
  return rows;
}

function bidRows(f: Faker, x: Detailed, ctx: ChunkContext) {
  const { plan } = x;
  const opIndex = plan.path.indexOf('OP');
  if (opIndex < 0 || !plan.row.biddingEnabled) return [];
  const bkIndex = plan.path.indexOf('BK');
  const from = plan.times[opIndex].getTime();
  const to = bkIndex >= 0 ? plan.times[bkIndex].getTime() - 60_000 : Math.min(ctx.now.getTime(), (plan.row.shipmentDate as Date).getTime());
  const price = () => Math.round(Number(plan.row.basicPrice) * f.number.float({ min: 0.85, max: 1.12 }) * 100) / 100;
  const others = f.helpers.arrayElements(
    ctx.truckers.filter((t) => t.id !== plan.trucker?.id),
    f.number.int({ min: 0, max: 4 }),
  );
  // The other bids of a booked load were declined when it was booked (decision 081).
  const othersStatus = bkIndex >= 0 ? 'Declined' : 'Open';
  const rows = others.map((t) => {
    const created = between(f, from, to);
    return {
      shipmentId: x.id,
      truckerId: t.id,
      price: price(),
      note: null as string | null,
      selected: false,
      status: othersStatus,
      created,
      updated: created,
    };
  });
  if (bkIndex >= 0 && plan.trucker) {
    const created = between(f, from, to);
    rows.push({
      shipmentId: x.id,
      truckerId: plan.trucker.id,
      price: Number(plan.row.basicPrice),
      note: 'Can pick up on time.',
      selected: true,
      status: 'Accepted',
      created,
      updated: created,
    });
  }
  return rows.sort((a, b) => a.created.getTime() - b.created.getTime());
}

function attachmentRows(f: Faker, x: Detailed, ctx: ChunkContext) {
  const { plan, code } = x;
  const d = ctx.documents;
  const at = (status: string) => plan.times[plan.path.indexOf(status as never)];
  const rows: (typeof attachments.$inferInsert)[] = [];
  const add = (doc: Doc, typeId: number, name: string, userId: number, created: Date, isPublic = true) =>
    rows.push({
      shipmentId: x.id,
      fileSha256: doc.sha256,
      fileName: `${name}.${doc.ext}`,
      typeId,
      isPublic,
      userId,
      size: doc.size,
      contentType: doc.contentType,
      created,
    });
  const carrier = plan.trucker?.userId ?? ctx.adminUserId;
  if (plan.path.includes('BK'))
    add(d.RC, ATTACHMENT_TYPE.RC, `Rate-confirmation-${code}`, plan.shipper.userId, new Date(at('BK').getTime() + 600_000));
  if (plan.path.includes('AT')) add(d.BOL, ATTACHMENT_TYPE.BOL, `BOL-${code}`, carrier, new Date(at('AT').getTime() + 900_000));
  if (plan.path.includes('IT') && f.datatype.boolean(0.5))
    add(
      f.datatype.boolean() ? d.PHO1 : d.PHO2,
      ATTACHMENT_TYPE.PHO,
      `Loaded-trailer-${code}`,
      carrier,
      new Date(at('IT').getTime() + 300_000),
      f.datatype.boolean(0.7),
    );
  if (plan.path.includes('DL')) add(d.POD, ATTACHMENT_TYPE.POD, `POD-${code}`, carrier, new Date(at('DL').getTime() + 600_000));
  if (plan.row.billUploaded && plan.row.billDate)
    add(d.BB, ATTACHMENT_TYPE.BB, `Bill-${code}`, ctx.adminUserId, plan.row.billDate as Date, false);
  if (plan.row.invoiceUploaded && plan.row.invoiceDate)
    add(d.BI, ATTACHMENT_TYPE.BI, `Invoice-${code}`, ctx.adminUserId, plan.row.invoiceDate as Date, false);
  return rows;
}

function noteRows(f: Faker, x: Detailed) {
  const { plan } = x;
  const first = plan.times[0].getTime();
  const last = plan.times[plan.times.length - 1].getTime();
  return Array.from({ length: f.number.int({ min: 0, max: 2 }) }, () => ({
    shipmentId: x.id,
    body: f.helpers.arrayElement(NOTES),
    isPublic: f.datatype.boolean(0.8),
    userId: plan.trucker && f.datatype.boolean(0.4) ? plan.trucker.userId : plan.shipper.userId,
    created: between(f, first, last),
  })).sort((a, b) => a.created.getTime() - b.created.getTime());
}

function customValueRows(f: Faker, x: Detailed, ctx: ChunkContext) {
  if (x.plan.shipper.id !== ctx.demoShipperId) return [];
  return ctx.customFields.slice(0, f.number.int({ min: 1, max: ctx.customFields.length })).map((d) => {
    let value: string[];
    if (d.type === 'One Select') value = [f.helpers.arrayElement(d.options)];
    else if (d.type === 'Multi Select') value = f.helpers.arrayElements(d.options, { min: 1, max: 2 });
    else if (d.type === 'Number') value = [String(f.number.int({ min: 30, max: 70 }))];
    else if (d.type === 'Date') value = [x.plan.times[0].toISOString().slice(0, 10)];
    else value = [`PO${f.string.numeric(7)}`];
    return { shipmentId: x.id, definitionId: d.id, value };
  });
}

export async function seedLoadExtras(db: Db, f: Faker, detailed: Detailed[], ctx: ChunkContext): Promise<void> {
  const rowsOfEach = <R>(rowsOf: (faker: Faker, load: Detailed, chunk: ChunkContext) => R[]) => detailed.flatMap((x) => rowsOf(f, x, ctx));
  // Seeded changes reached the server when they happened (received_at would otherwise be the seed's run time).
  await bulkInsert(
    db,
    activities,
    rowsOfEach(activityRows).map((row) => ({ ...row, receivedAt: row.created })),
  );
  await bulkInsert(db, bids, rowsOfEach(bidRows));
  await bulkInsert(db, notes, rowsOfEach(noteRows));
  await bulkInsert(db, attachments, rowsOfEach(attachmentRows));
  await bulkInsert(db, customFieldValues, rowsOfEach(customValueRows));
}

/** What every chunk of seeded loads shares (seed-loads.ts builds it once). */
export type ChunkContext = {
  now: Date;
  hubs: GeoCity[];
  adminUserId: number;
  truckers: Party[];
  documents: Awaited<ReturnType<typeof storeSeedDocuments>>;
  customFields: Awaited<ReturnType<typeof seedCustomFields>>;
  demoShipperId: number;
};
