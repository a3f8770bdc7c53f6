import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, attachments, mailOutbox, rateConfirmations, shipments } from '../../server/db/schema';
import { settled } from '../../server/http/after-response';
import { cjkFont } from '../../server/services/paperwork/cjk-font';
import type { Paperwork, RateConfirmationState } from '../../src/contract/paperwork';
import { send, stopBody } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import type { StopInput } from '../../src/contract/shipment';
import { addCompany, insertLoad, usePartyTokens } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { approve, insertOpenLoad } from './support/market';
import { JPEG_PAGES, getPdf, pdfText, postPod } from './support/paperwork';

const targets = await databaseTargets();

describe.each(targets)('rate confirmation and proof of delivery on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  beforeAll(async () => {
    await approve(h.db, TRUCKER);
  });

  const paperwork = async (id: number, token = t.shipper) =>
    (await (await send(h.app, 'GET', `/api/Shipments/${id}/Paperwork`, token)).json()) as Paperwork;
  const rcPdf = (id: number, token: string, language?: string) => getPdf(h.app, `/api/Shipments/${id}/RateConfirmation`, token, language);

  /** An open book-now load with appointments (Dallas → Chicago, both Central time) booked by the demo trucker. */
  async function bookedLoad(): Promise<number> {
    const id = await insertOpenLoad(h.db, { bidding: false, totalPrice: 2500 });
    await h.db
      .update(shipments)
      .set({
        puAppointmentDate: new Date('2026-12-01T14:00:00Z'),
        puAppointmentToDate: new Date('2026-12-01T16:00:00Z'),
        delAppointmentDate: new Date('2026-12-03T15:00:00Z'),
        delAppointmentToDate: null,
        isQuickPay: true,
      })
      .where(eq(shipments.id, id));
    const res = await send(h.app, 'POST', `/api/Shipments/${id}/Book`, t.trucker);
    expect(res.status).toBe(200);
    await settled();
    return id;
  }

  it('booking issues version 1: a PDF with the parties, MC/DOT, stops in the facility zone, rate and terms, kept and e-mailed', async () => {
    const id = await bookedLoad();
    const [load] = await h.db.select().from(shipments).where(eq(shipments.id, id));
    const state = await paperwork(id);
    expect(state.RateConfirmation).toMatchObject({ Version: 1, AcceptedAt: null });

    const { status, type, bytes } = await rcPdf(id, t.trucker);
    expect([status, type]).toEqual([200, 'application/pdf']);
    const text = await pdfText(bytes);
    expect(text).toContain('Rate confirmation');
    expect(text).toContain(load.code);
    expect(text).toContain('Version 1');
    expect(text).toMatch(/MC # \S+ · DOT # \S+/);
    expect(text).toContain('Dec 1, 2026, 8:00 – 10:00 AM CST');
    expect(text).toContain('Dec 3, 2026, 9:00 AM CST');
    expect(text).toContain('$2,500.00');
    expect(text).toContain('Paid 30 days after the signed proof of delivery is received.');
    expect(text).toContain('Quick pay: paid within 2 days for a fee of 3% of the total.');
    expect(text).toContain('Not accepted yet');

    const kept = await h.db.select().from(attachments).where(eq(attachments.shipmentId, id));
    expect(kept.map((a) => a.fileName)).toEqual([`Rate-confirmation-${load.code}-v1.pdf`]);
    const mails = await h.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    expect(mails.map((m) => m.subject)).toEqual([
      `Rate confirmation ${load.code} · Version 1`,
      `Rate confirmation ${load.code} · Version 1`,
    ]);
    expect(mails.map((m) => m.to).sort()).toEqual([SHIPPER, TRUCKER].sort());
  });

  // Drawing with the 5 MB CJK font takes seconds on a busy 2-core machine (four documents here).
  it('is drawn in the reader’s language, Japanese and Chinese with a CJK font, English without one', { timeout: 120_000 }, async () => {
    const id = await bookedLoad();
    const fr = await pdfText((await rcPdf(id, t.shipper, 'fr-FR,fr;q=0.9')).bytes);
    expect(fr).toContain('Confirmation de tarif');
    expect(fr).toContain('Conditions de paiement');
    const de = await pdfText((await rcPdf(id, t.shipper, 'de')).bytes);
    expect(de).toContain('Frachtbestätigung');
    // Japanese and Chinese with the CJK font Debian installs (fonts-wqy-microhei, decision 181)…
    expect(cjkFont(), 'a CJK font on this machine (.ci/run installs fonts-wqy-microhei)').not.toBeNull();
    const ja = await pdfText((await rcPdf(id, t.shipper, 'ja')).bytes);
    expect(ja).toContain('運賃確認書');
    expect(ja).toContain('第1版');
    const zh = await pdfText((await rcPdf(id, t.shipper, 'zh-CN,zh;q=0.9')).bytes);
    expect(zh).toContain('运价确认书');
    // …and the English document when no CJK font is there, rather than empty boxes.
    process.env.PDF_CJK_FONT = 'none';
    try {
      expect(await pdfText((await rcPdf(id, t.shipper, 'ja')).bytes)).toContain('Rate confirmation');
    } finally {
      delete process.env.PDF_CJK_FONT;
    }
  });

  it('the carrier accepts with its typed name (time, user, device kept); the shipper and staff then see it accepted', async () => {
    const id = await bookedLoad();
    expect((await paperwork(id, t.admin)).RateConfirmation?.AcceptedAt).toBeNull();
    const empty = await send(h.app, 'POST', `/api/Shipments/${id}/RateConfirmation/Accept`, t.trucker, { Name: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ ModelState: { Name: ['Type your name to accept the rate confirmation.'] } });
    const created = new Date(Date.now() - 60_000).toISOString();
    const headers = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', 'X-Device-Time': new Date().toISOString() };
    const res = await send(
      h.app,
      'POST',
      `/api/Shipments/${id}/RateConfirmation/Accept`,
      t.trucker,
      { Name: 'Sam Driver', Created: created },
      headers,
    );
    expect(res.status).toBe(200);
    const accepted = (await res.json()) as RateConfirmationState;
    expect(accepted).toMatchObject({ Version: 1, AcceptedName: 'Sam Driver', AcceptedBy: TRUCKER });
    expect(accepted.AcceptedDevice).toContain('Pixel 8');
    const [row] = await h.db.select().from(rateConfirmations).where(eq(rateConfirmations.shipmentId, id));
    expect(Math.abs(row.acceptedDeviceAt!.getTime() - Date.parse(created))).toBeLessThan(5_000);
    expect((await paperwork(id)).RateConfirmation?.AcceptedName).toBe('Sam Driver');
    const text = await pdfText((await rcPdf(id, t.admin)).bytes);
    expect(text).toContain(`Accepted by Sam Driver (${TRUCKER})`);
    // Accepting again (an outbox replay with a new key) changes nothing.
    const again = await send(h.app, 'POST', `/api/Shipments/${id}/RateConfirmation/Accept`, t.trucker, { Name: 'Someone Else' });
    expect(((await again.json()) as RateConfirmationState).AcceptedName).toBe('Sam Driver');
    // Only the carrier accepts.
    expect((await send(h.app, 'POST', `/api/Shipments/${id}/RateConfirmation/Accept`, t.shipper, { Name: 'Shipper' })).status).toBe(403);
    expect((await send(h.app, 'POST', `/api/Shipments/${id}/RateConfirmation/Accept`, t.admin, { Name: 'Staff' })).status).toBe(403);
  });

  it('every role: the load’s carrier, shipper and staff read it; another carrier or shipper 403; unknown 404; no token 401', async () => {
    const id = await bookedLoad();
    expect((await rcPdf(id, t.admin)).status).toBe(200);
    expect((await rcPdf(id, t.shipper)).status).toBe(200);
    expect((await rcPdf(id, t.trucker)).status).toBe(200);
    expect((await rcPdf(id, t.otherTrucker)).status).toBe(403);
    expect((await rcPdf(id, t.otherShipper)).status).toBe(403);
    expect((await rcPdf(99_999_999, t.admin)).status).toBe(404);
    expect((await h.app.request(`/api/Shipments/${id}/RateConfirmation`)).status).toBe(401);
    expect((await send(h.app, 'POST', `/api/Shipments/${id}/RateConfirmation/Accept`, t.otherTrucker, { Name: 'X' })).status).toBe(403);
    const open = await insertOpenLoad(h.db, { bidding: false });
    expect((await rcPdf(open, t.admin)).status).toBe(404);
  });

  describe('versions', () => {
    const TULSA = { city: 'Tulsa', state: 'Oklahoma', latitude: 36.154, longitude: -95.9928 };
    const stop = (shipmentId: number, addressId: number, over: Partial<StopInput> = {}): StopInput =>
      stopBody(shipmentId, addressId, {
        ReqShipDate: '2026-12-02T00:00:00.000Z',
        PickupNumber: 'PU-2',
        PuAppointmentDate: '2026-12-02T14:00:00.000Z',
        PuAppointmentToDate: '2026-12-02T16:00:00.000Z',
        ...over,
      });
    const changeStop = (stopId: number, token: string, body: StopInput) =>
      send(h.app, 'PUT', `/api/Shipments/Stops/${stopId}`, token, body);
    const versions = async (id: number) =>
      (await h.db.select().from(rateConfirmations).where(eq(rateConfirmations.shipmentId, id))).map((r) => r.version).sort();
    const accept = (id: number) => send(h.app, 'POST', `/api/Shipments/${id}/RateConfirmation/Accept`, t.trucker, { Name: 'Sam Driver' });

    it('a binding change before acceptance issues the next version at once: the carrier accepts the latest only', async () => {
      const id = await bookedLoad();
      const tulsa = await addCompany(h.db, SHIPPER, `Tulsa Mills ${target.name} ${id}`, TULSA);
      const added = await send(h.app, 'POST', '/api/Shipments/Stops', t.shipper, stop(id, tulsa));
      expect(added.status).toBe(200);
      await settled();
      expect(await versions(id)).toEqual([1, 2]);
      expect((await paperwork(id)).RateConfirmation).toMatchObject({ Version: 2, AcceptedAt: null });
      const accepted = (await (await accept(id)).json()) as RateConfirmationState;
      expect(accepted).toMatchObject({ Version: 2, AcceptedName: 'Sam Driver' });
      const [v1] = await h.db
        .select()
        .from(rateConfirmations)
        .where(eq(rateConfirmations.shipmentId, id))
        .orderBy(rateConfirmations.version);
      expect(v1.acceptedAt, 'version 1 was replaced before anyone accepted it').toBeNull();
      const text = await pdfText((await rcPdf(id, t.shipper)).bytes);
      expect(text).toContain('Version 2');
      expect(text).toContain('Tulsa');
    });

    it('a change of rate, stops or appointments after acceptance issues version n+1, pending again; other edits do not', async () => {
      const id = await bookedLoad();
      const [load] = await h.db.select().from(shipments).where(eq(shipments.id, id));
      expect((await accept(id)).status).toBe(200);
      const tulsa = await addCompany(h.db, SHIPPER, `Tulsa Mills ${target.name} ${id}`, TULSA);
      const created = (await (await send(h.app, 'POST', '/api/Shipments/Stops', t.shipper, stop(id, tulsa))).json()) as { Id: number };
      await settled();
      expect((await paperwork(id, t.admin)).RateConfirmation).toMatchObject({ Version: 2, AcceptedAt: null });
      expect((await accept(id)).status).toBe(200);

      // a note on the stop does not bind: no new version
      const note = await changeStop(created.Id, t.shipper, stop(id, tulsa, { Note: 'Gate code 4411' }));
      expect(note.status).toBe(200);
      await settled();
      expect(await versions(id)).toEqual([1, 2]);

      // its appointment does: version 3, pending for every party until accepted
      const later = { PuAppointmentDate: '2026-12-02T18:00:00.000Z', PuAppointmentToDate: null };
      const moved = await changeStop(created.Id, t.admin, stop(id, tulsa, { Note: 'Gate code 4411', ...later }));
      expect(moved.status).toBe(200);
      await settled();
      expect(await versions(id)).toEqual([1, 2, 3]);
      for (const token of [t.shipper, t.admin, t.trucker])
        expect((await paperwork(id, token)).RateConfirmation).toMatchObject({ Version: 3, AcceptedAt: null });
      const v3 = await pdfText((await rcPdf(id, t.trucker)).bytes);
      expect(v3).toContain('Version 3');
      expect(v3).toContain('Dec 2, 2026, 12:00 PM CST');
      expect(v3).toContain('Not accepted yet');
      const kept = await h.db.select({ name: attachments.fileName }).from(attachments).where(eq(attachments.shipmentId, id));
      expect(kept.map((k) => k.name).sort()).toEqual([1, 2, 3].map((v) => `Rate-confirmation-${load.code}-v${v}.pdf`));
      expect((await accept(id)).status).toBe(200);

      // the rate: staff change the load's price directly (the booking's price binds); then delivery ends the versions
      await h.db.update(shipments).set({ totalPrice: 2750 }).where(eq(shipments.id, id));
      const tx = await changeStop(created.Id, t.shipper, stop(id, tulsa, { Note: 'Gate 2', ...later }));
      expect(tx.status).toBe(200);
      await settled();
      expect(await versions(id)).toEqual([1, 2, 3, 4]);
      expect(await pdfText((await rcPdf(id, t.admin)).bytes)).toContain('$2,750.00');
      await h.db.update(shipments).set({ statusCode: 'DL' }).where(eq(shipments.id, id));
      await changeStop(created.Id, t.admin, stop(id, tulsa, { PuAppointmentDate: '2026-12-02T20:00:00.000Z' }));
      await settled();
      expect(await versions(id)).toEqual([1, 2, 3, 4]);
    });
  });

  describe('proof of delivery', () => {
    const deliveringLoad = () => insertLoad(h.db, { statusCode: 'AR' });

    it('the carrier sends the signature, name, exceptions and a 3-page BOL: one PDF with the load’s facts, kept and shown', async () => {
      const id = await deliveringLoad();
      const [load] = await h.db.select().from(shipments).where(eq(shipments.id, id));
      const res = await postPod(h.app, id, t.trucker, {
        signedBy: 'Rita Receiver',
        exceptions: [{ Kind: 'Damaged', Note: 'Two cartons crushed', Photos: ['damage-1.jpg'] }],
        photos: [
          { name: 'bol-1.jpg', bytes: JPEG_PAGES[0] },
          { name: 'bol-2.jpg', bytes: JPEG_PAGES[1] },
          { name: 'bol-3.jpg', bytes: JPEG_PAGES[2] },
          { name: 'damage-1.jpg', bytes: JPEG_PAGES[0] },
        ],
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ SignedBy: 'Rita Receiver', Pages: 3, Photos: 4 });
      const state = await paperwork(id, t.shipper);
      expect(state.ProofOfDelivery).toMatchObject({
        SignedBy: 'Rita Receiver',
        Exceptions: [{ Kind: 'Damaged', Note: 'Two cartons crushed' }],
      });

      const pdf = await getPdf(h.app, `/api/Shipments/${id}/ProofOfDelivery`, t.shipper);
      expect(pdf.status).toBe(200);
      const text = await pdfText(pdf.bytes);
      expect(text).toContain('Proof of delivery');
      expect(text).toContain(load.code);
      expect(text).toContain('Windy City Grocers');
      expect(text).toContain('Rita Receiver');
      expect(text).toContain('Damaged — Two cartons crushed');
      for (const n of [1, 2, 3]) expect(text).toContain(`Signed bill of lading, page ${n} of 3`);
      expect(text).toContain('Photo of the exception “Damaged”');
      const es = await pdfText((await getPdf(h.app, `/api/Shipments/${id}/ProofOfDelivery`, t.admin, 'es')).bytes);
      expect(es).toContain('Prueba de entrega');
      expect(es).toContain('Dañado');
      const kept = await h.db.select({ name: attachments.fileName }).from(attachments).where(eq(attachments.shipmentId, id));
      expect(kept.map((k) => k.name)).toEqual([`POD-${load.code}-signed.pdf`]);
    });

    it('refuses bad input with ModelState and writes nothing', async () => {
      const id = await deliveringLoad();
      const cases: [Parameters<typeof postPod>[3], string][] = [
        [{ signedBy: 'A', signature: null }, 'Signature'],
        [{ signedBy: 'A', signature: JPEG_PAGES[0] }, 'Signature'],
        [{ signedBy: '  ' }, 'SignedBy'],
        [{ signedBy: 'x'.repeat(101) }, 'SignedBy'],
        [{ signedBy: 'A', exceptions: '{not json' }, 'Exceptions'],
        [{ signedBy: 'A', exceptions: [{ Kind: 'Lost' }] }, 'Exceptions'],
        [{ signedBy: 'A', exceptions: [{ Kind: 'Short', Photos: ['missing.jpg'] }] }, 'Exceptions'],
        [{ signedBy: 'A', photos: [{ name: 'x.txt', bytes: Buffer.from('hello'), type: 'text/plain' }] }, 'Photos'],
      ];
      for (const [parts, field] of cases) {
        const res = await postPod(h.app, id, t.trucker, parts);
        expect(res.status, field).toBe(400);
        expect(Object.keys(((await res.json()) as { ModelState: object }).ModelState)).toContain(field);
      }
      expect((await paperwork(id)).ProofOfDelivery).toBeNull();
    });

    it('only the load’s carrier sends it, only at delivery; the parties read it, others do not', async () => {
      const id = await deliveringLoad();
      const ok = { signedBy: 'Rita', photos: [{ name: 'p.jpg', bytes: JPEG_PAGES[1] }] };
      expect((await postPod(h.app, id, t.shipper, ok)).status).toBe(403);
      expect((await postPod(h.app, id, t.admin, ok)).status).toBe(403);
      expect((await postPod(h.app, id, t.otherTrucker, ok)).status).toBe(403);
      const early = await insertLoad(h.db, { statusCode: 'IT' });
      expect((await postPod(h.app, early, t.trucker, ok)).status).toBe(409);
      expect((await getPdf(h.app, `/api/Shipments/${id}/ProofOfDelivery`, t.admin)).status).toBe(404);
      expect((await postPod(h.app, id, t.trucker, ok)).status).toBe(201);
      for (const token of [t.admin, t.shipper, t.trucker])
        expect((await getPdf(h.app, `/api/Shipments/${id}/ProofOfDelivery`, token)).status).toBe(200);
      for (const token of [t.otherTrucker, t.otherShipper])
        expect((await getPdf(h.app, `/api/Shipments/${id}/ProofOfDelivery`, token)).status).toBe(403);
    });

    it('staff cannot issue the invoice without a POD unless they give a reason, which the activities keep', async () => {
      const id = await insertLoad(h.db, { statusCode: 'DL' });
      const body = { IsInvoice: true, Date: '2026-12-05', DueDate: '2027-01-04' };
      const refused = await send(h.app, 'PUT', `/api/Billing/UpdateBilling/${id}`, t.admin, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        ModelState: { PodOverrideReason: [expect.stringContaining('no signed proof of delivery')] },
      });
      const [before] = await h.db.select({ date: shipments.invoiceDate }).from(shipments).where(eq(shipments.id, id));
      expect(before.date).toBeNull();
      const ok = await send(h.app, 'PUT', `/api/Billing/UpdateBilling/${id}`, t.admin, {
        ...body,
        PodOverrideReason: 'Receiver e-mailed its receipt',
      });
      expect(ok.status).toBe(200);
      const log = await h.db.select({ fields: activities.fields }).from(activities).where(eq(activities.shipmentId, id));
      expect(log.flatMap((a) => a.fields).find((f) => f.Field === 'InvoiceWithoutPod')?.NewValue).toBe('Receiver e-mailed its receipt');
      // With a POD no reason is asked.
      const withPod = await insertLoad(h.db, { statusCode: 'AR' });
      expect((await postPod(h.app, withPod, t.trucker, { signedBy: 'Rita' })).status).toBe(201);
      expect((await send(h.app, 'PUT', `/api/Billing/UpdateBilling/${withPod}`, t.admin, body)).status).toBe(200);
    });
  });
});
