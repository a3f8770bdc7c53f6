import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, shipmentAccessorials, shipmentFees, truckers } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { insertLoad, loadRow, truckerIdOf, usePartyTokens } from './support/detail-loads';
import { TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth } from './support/partners';

const targets = await databaseTargets();

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const filesForm = (files: { bytes: Uint8Array; name: string }[]) => {
  const form = new FormData();
  for (const f of files) form.append('File', new File([f.bytes as Uint8Array<ArrayBuffer>], f.name));
  return form;
};
const INVALID = 'The request is invalid.';

describe.each(targets)('invoice, bill and billing updates on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  let loadId = 0;

  beforeAll(async () => {
    loadId = await insertLoad(h.db, { statusCode: 'DL' });
    await h.db.insert(shipmentAccessorials).values([
      { shipmentId: loadId, name: 'Detention', price: 75, quantity: 2, total: 150, position: 0 },
      { shipmentId: loadId, name: 'Fuel surcharge', price: 2, quantity: null, total: 50, isPercentage: true, position: 1 },
    ]);
    await h.db.insert(shipmentFees).values([
      { shipmentId: loadId, name: 'Platform fee', percentage: 3 },
      { shipmentId: loadId, name: 'Quick pay', percentage: 1.5 },
    ]);
    await h.db
      .update(truckers)
      .set({ achFinancialInstitutionName: 'First Prairie Bank', achAbaRoutingNumber: '111000025', achAccountNumber: '000123456789' })
      .where(eq(truckers.id, await truckerIdOf(h.db, TRUCKER)));
  });

  const get = (path: string, token?: string) => h.app.request(path, { headers: token ? auth(token) : {} });
  const put = (id: number, body: unknown, token = tokens.admin) =>
    h.app.request(`/api/Billing/UpdateBilling/${id}`, {
      method: 'PUT',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const uploadBilling = (query: string, form: FormData, token = tokens.admin) =>
    h.app.request(`/api/Billing/Attachment?${query}`, { method: 'POST', headers: auth(token), body: form });

  it('answers the invoice: shipper and carrier blocks, places, accessorial lines, prices; Logo null without a picture', async () => {
    const res = await get(`/api/Shipments/Invoice/${loadId}`, tokens.admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      Code: expect.stringMatching(/^HB-/),
      InvoiceDate: null,
      InvoiceDueDate: null,
      InvoicePaid: false,
      InvoicePaymentDate: null,
      IssuedFor: { Name: 'Demo Freight Co', Address1: '1200 Commerce St', City: 'Dallas', State: 'Texas', Zipcode: '75202' },
      IssuedBy: { Name: 'Blake Freight Lines LLC', Address1: '88 Interstate Dr', City: 'Fort Worth', State: 'Texas', Zipcode: '76102' },
      Logo: null,
      LogoTrucker: null,
      PickupName: 'Lone Star Foods',
      DestinationName: 'Windy City Grocers',
      ShippingCity: 'Dallas',
      ShippingState: 'Texas',
      ShippingZipCode: '75202',
      ReceivingCity: 'Chicago',
      ReceivingState: 'Illinois',
      ReceivingZipCode: '60606',
      Mode: 'FTL',
      BasicPrice: 2300,
      Accessorials: [
        { Name: 'Detention', Price: 75, IsPercentage: false, Quantity: 2, Total: 150 },
        { Name: 'Fuel surcharge', Price: 2, IsPercentage: true, Quantity: null, Total: 50 },
      ],
      TotalPrice: 2500,
      // no stop of this load has detention yet (issue 40): the total is the price
      Detention: expect.any(Array),
      DetentionTotal: 0,
      Total: 2500,
      Attachments: [],
    });
  });

  it('answers the bill with the carrier bank details and fees, and signed logos of the parties pictures', async () => {
    const photo = new FormData();
    photo.append('File', new File([PNG as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' }));
    expect((await h.app.request('/api/me/photo', { method: 'POST', headers: auth(tokens.trucker), body: photo })).status).toBe(200);

    const bill = await (await get(`/api/Shipments/Bill/${loadId}`, tokens.admin)).json();
    expect(bill).toEqual({
      Code: expect.stringMatching(/^HB-/),
      BillDate: null,
      BillDueDate: null,
      BillPaid: false,
      BillPaymentDate: null,
      IssuedBy: {
        Name: 'Blake Freight Lines LLC',
        Address1: '88 Interstate Dr',
        City: 'Fort Worth',
        State: 'Texas',
        Zipcode: '76102',
        ACHFinancialInstitutionName: 'First Prairie Bank',
        ACHABARoutingNumber: '111000025',
        ACHAccountNumber: '000123456789',
      },
      IssuedFor: { Name: 'Demo Freight Co', Address1: '1200 Commerce St', City: 'Dallas', State: 'Texas', Zipcode: '75202' },
      Logo: expect.stringMatching(/^\/api\/files\/photos\/\d+\?exp=\d+&sig=[\w-]+$/),
      PickupName: 'Lone Star Foods',
      DestinationName: 'Windy City Grocers',
      Mode: 'FTL',
      TotalPrice: 2500,
      Fees: [
        { Name: 'Platform fee', Percentage: 3 },
        { Name: 'Quick pay', Percentage: 1.5 },
      ],
      Attachments: [],
    });
    const logo = await h.app.request(bill.Logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
    const invoice = await (await get(`/api/Shipments/Invoice/${loadId}`, tokens.admin)).json();
    expect(invoice.Logo).toBeNull();
    expect(invoice.LogoTrucker).toBe(bill.Logo);
    expect((await h.app.request(bill.Logo.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`))).status).toBe(403);
  });

  it('is BackOffice only, but the invoice opens to the load’s shipper (issue 40): others 403, unknown loads 404, no token 401', async () => {
    for (const path of [`/api/Shipments/Invoice/${loadId}`, `/api/Shipments/Bill/${loadId}`]) {
      for (const token of [tokens.trucker, tokens.otherShipper]) expect((await get(path, token)).status).toBe(403);
      expect((await get(path)).status).toBe(401);
    }
    expect((await get(`/api/Shipments/Invoice/${loadId}`, tokens.shipper)).status).toBe(200);
    expect((await get(`/api/Shipments/Bill/${loadId}`, tokens.shipper)).status).toBe(403);
    expect((await get('/api/Shipments/Invoice/99999999', tokens.admin)).status).toBe(404);
    expect((await put(loadId, { Date: '2025-03-20', IsBill: true }, tokens.shipper)).status).toBe(403);
    expect((await put(99999999, { Date: '2025-03-20', IsBill: true })).status).toBe(404);
  });

  it('validates UpdateBilling with ModelState', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ Date: '2025-03-20', IsBill: true, IsInvoice: true }, { IsBill: ['Choose either the bill or the invoice.'] }],
      [{ Date: '2025-03-20' }, { IsBill: ['Choose either the bill or the invoice.'] }],
      [{ IsPaid: true, PaymentDate: '2025-03-25', IsInvoice: true }, { Date: ['Date is Required'] }],
      [{ DueDate: '2025-04-19', IsBill: true }, { Date: ['Date is Required'] }],
      [{ Date: '2025-03-20', DueDate: '2025-03-19', IsBill: true }, { DueDate: ['The due date cannot be before the date.'] }],
      [
        { Date: 'yesterday', PaymentDate: '2025-13-45', IsBill: true },
        { Date: ['Date is not valid'], PaymentDate: ['PaymentDate is not valid'] },
      ],
      [{ Date: '2025-03-20', IsPaid: 'yes', IsBill: true }, { IsPaid: ['IsPaid is not valid'] }],
    ];
    for (const [body, modelState] of cases) {
      const res = await put(loadId, body);
      expect(res.status).toBe(400);
      const { ModelStateIds, ...english } = await res.json();
      expect(english).toEqual({ Message: INVALID, ModelState: modelState });
      expect(Object.keys(ModelStateIds)).toEqual(Object.keys(modelState));
    }
  });

  it('stores the bill or the invoice dates and paid flag, answers the spec message, and records the differences', async () => {
    const before = (await loadRow(h.db, loadId)).version;
    let res = await put(loadId, {
      Date: '2025-03-20',
      DueDate: '2025-04-19',
      PaymentDate: null,
      IsPaid: false,
      IsBill: true,
      IsInvoice: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Message: 'has_been_updated_successfully' });
    res = await put(loadId, {
      Date: '2025-03-21T00:00:00.000Z',
      DueDate: '2025-04-20',
      PaymentDate: '2025-03-28',
      IsPaid: true,
      IsBill: false,
      IsInvoice: true,
      // the load has no proof of delivery (issue 40): staff issue the invoice with a reason
      PodOverrideReason: 'Signed paper POD received by fax',
    });
    expect(res.status).toBe(200);

    const row = await loadRow(h.db, loadId);
    expect([row.billDate, row.billDueDate, row.billPaymentDate, row.billPaid].map(String)).toEqual([
      String(new Date('2025-03-20T00:00:00Z')),
      String(new Date('2025-04-19T00:00:00Z')),
      'null',
      'false',
    ]);
    expect(row.invoicePaid).toBe(true);
    expect(row.invoicePaymentDate?.toISOString()).toBe('2025-03-28T00:00:00.000Z');
    expect(row.version).toBe(before + 2);

    const bill = await (await get(`/api/Shipments/Bill/${loadId}`, tokens.admin)).json();
    expect(bill).toMatchObject({
      BillDate: '2025-03-20T00:00:00.000Z',
      BillDueDate: '2025-04-19T00:00:00.000Z',
      BillPaid: false,
      BillPaymentDate: null,
    });
    const invoice = await (await get(`/api/Shipments/Invoice/${loadId}`, tokens.admin)).json();
    expect(invoice).toMatchObject({
      InvoiceDate: '2025-03-21T00:00:00.000Z',
      InvoicePaid: true,
      InvoicePaymentDate: '2025-03-28T00:00:00.000Z',
    });

    const log = (await h.db.select().from(activities).where(eq(activities.shipmentId, loadId))).filter((a) => a.action === 'Updated');
    expect(log.map((a) => a.fields)).toEqual([
      [
        { Field: 'BillDate', Type: 'date', OldValue: null, NewValue: '2025-03-20T00:00:00.000Z' },
        { Field: 'BillDueDate', Type: 'date', OldValue: null, NewValue: '2025-04-19T00:00:00.000Z' },
      ],
      // the invoice's differences, beside the reason it was issued without a proof of delivery (issue 40)
      expect.arrayContaining([
        { Field: 'InvoiceDate', Type: 'date', OldValue: null, NewValue: '2025-03-21T00:00:00.000Z' },
        { Field: 'InvoiceDueDate', Type: 'date', OldValue: null, NewValue: '2025-04-20T00:00:00.000Z' },
        { Field: 'InvoicePaymentDate', Type: 'date', OldValue: null, NewValue: '2025-03-28T00:00:00.000Z' },
        { Field: 'InvoicePaid', Type: 'bool', OldValue: 'false', NewValue: 'true' },
      ]),
    ]);
    // The same values again: success, nothing to record.
    await put(loadId, { Date: '2025-03-20', DueDate: '2025-04-19', IsBill: true });
    expect(
      (await h.db.select().from(activities).where(eq(activities.shipmentId, loadId))).filter((a) => a.action === 'Updated'),
    ).toHaveLength(2);
  });

  it('refuses billing before the load is en route (DF, OP, BK) with 409', async () => {
    const open = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    const res = await put(open, { Date: '2025-03-20', IsBill: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      Message: 'Bills and invoices are available once the load is en route to pickup.',
      MessageId: { Id: 'billing_not_started' },
    });
    expect((await uploadBilling(`shipmentId=${open}&type=BB`, filesForm([{ bytes: PDF, name: 'bill.pdf' }]))).status).toBe(409);
    expect((await get(`/api/Shipments/Invoice/${open}`, tokens.admin)).status).toBe(200);
  });

  it('uploads bill (BB) and invoice (BI) files, marks them uploaded, lists them on the bill / invoice only', async () => {
    const id = await insertLoad(h.db, { statusCode: 'AR' });
    let res = await uploadBilling(
      `shipmentId=${id}&type=BB&isBill=true&isInvoice=false`,
      filesForm([{ bytes: PDF, name: 'carrier-bill.pdf' }]),
    );
    expect(res.status).toBe(200);
    const [bb] = await res.json();
    expect(bb).toMatchObject({
      FileName: 'carrier-bill.pdf',
      TypeCode: 'BB',
      IsPublic: false,
      IsOwner: true,
      ContentType: 'application/pdf',
    });
    expect((await loadRow(h.db, id)).billUploaded).toBe(true);
    expect((await loadRow(h.db, id)).invoiceUploaded).toBe(false);

    // Without `type`, isInvoice decides.
    res = await uploadBilling(
      `shipmentId=${id}&isBill=false&isInvoice=true`,
      filesForm([
        { bytes: PDF, name: 'invoice.pdf' },
        { bytes: PNG, name: 'stamp.png' },
      ]),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).map((a: { TypeCode: string }) => a.TypeCode)).toEqual(['BI', 'BI']);
    expect((await loadRow(h.db, id)).invoiceUploaded).toBe(true);

    const bill = await (await get(`/api/Shipments/Bill/${id}`, tokens.admin)).json();
    expect(bill.Attachments.map((a: { FileName: string }) => a.FileName)).toEqual(['carrier-bill.pdf']);
    const invoice = await (await get(`/api/Shipments/Invoice/${id}`, tokens.admin)).json();
    expect(invoice.Attachments.map((a: { FileName: string }) => a.FileName).sort()).toEqual(['invoice.pdf', 'stamp.png']);
    expect(new Uint8Array(await (await h.app.request(bill.Attachments[0].FilePath)).arrayBuffer())).toEqual(PDF);
    // Not panel attachments, and not the parties' business.
    expect(await (await get(`/api/Shipments/attachments/${id}`, tokens.admin)).json()).toEqual([]);
    expect((await get(`/api/Attachments/${bb.Id}`, tokens.shipper)).status).toBe(403);

    const created = (await h.db.select().from(activities).where(eq(activities.shipmentId, id))).filter((a) => a.action === 'Created');
    expect(created[0].fields).toEqual([
      { Field: 'Attachment', Type: 'string', OldValue: null, NewValue: 'carrier-bill.pdf' },
      { Field: 'BillUploaded', Type: 'bool', OldValue: 'false', NewValue: 'true' },
    ]);
  });

  it('checks billing uploads: type, file, limits and guards', async () => {
    const id = await insertLoad(h.db, { statusCode: 'DL' });
    const typeError = {
      Message: INVALID,
      ModelState: { TypeId: ['Please_select_attachment_type'] },
      ModelStateIds: { TypeId: [{ Id: 'Please_select_attachment_type' }] },
    };
    for (const query of [
      `shipmentId=${id}`,
      `shipmentId=${id}&type=POD`,
      `shipmentId=${id}&type=BB&isInvoice=true`,
      `shipmentId=${id}&isBill=true&isInvoice=true`,
    ]) {
      const res = await uploadBilling(query, filesForm([{ bytes: PDF, name: 'a.pdf' }]));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(typeError);
    }
    let res = await uploadBilling(`shipmentId=${id}&type=BI`, filesForm([]));
    expect(await res.json()).toEqual({ Message: 'Please_select_file', MessageId: { Id: 'Please_select_file' } });
    res = await uploadBilling(`shipmentId=${id}&type=BI`, filesForm([{ bytes: new Uint8Array(5_000_001), name: 'big.pdf' }]));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'You_have_exceeded_the_file_size_limit(5mb)',
      MessageId: { Id: 'You_have_exceeded_the_file_size_limit(5mb)' },
    });
    expect((await loadRow(h.db, id)).invoiceUploaded).toBe(false);
    res = await uploadBilling(`shipmentId=${id}&type=BI`, filesForm([{ bytes: PDF, name: 'a.pdf' }]), tokens.shipper);
    expect(res.status).toBe(403);
  });
});
