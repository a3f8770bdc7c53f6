import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, attachments, files, notifications, shippers, statusHistory, truckers } from '../../server/db/schema';
import type { Invoice } from '../../src/contract/loads';
import type { DetentionAnswer, PayStatement } from '../../src/contract/pay';
import type { PositionInput } from '../../src/contract/positions';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, notificationKinds, shipperIdOf, truckerIdOf, usePartyTokens } from './support/detail-loads';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { userIdOf } from './support/partners';
import { postPod } from './support/paperwork';

/** Detention from the trip's evidence, the shipper's invoice, the carrier's pay statement and quick pay (issue 40). */

const targets = await databaseTargets();
const MIN = 60_000;
const HOUR = 60 * MIN;
/** The receiver of insertLoad's loads (Chicago). */
const RECEIVER = { lat: 41.8781, lng: -87.6298 };

/** WinAnsi's codes 0x80–0x9f that the PDFs use (Node's TextDecoder reads windows-1252 as Latin-1). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

/** The text a PDF shows: its Flate streams inflated, the hex strings (WinAnsi) of each TJ/Tj joined. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]).join('') : op[2];
      out.push(String.fromCharCode(...Buffer.from(hex, 'hex')).replace(/[\x80-\x9f]/g, (ch) => WIN_ANSI[ch.charCodeAt(0)] ?? ch));
    }
  }
  return out.join('\n');
}

describe.each(targets)('detention and pay on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  const call = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    send(h.app, method, path, token, body, headers);
  const json = async <T>(res: Response | Promise<Response>, status = 200): Promise<T> => {
    const answer = await res;
    const body = await answer.text();
    expect(answer.status, body).toBe(status);
    return JSON.parse(body) as T;
  };

  /** A status tap made on the device `agoMs` ago and sent now (the outbox's event time, corrected by X-Device-Time). */
  const tap = (id: number, StatusCode: string, agoMs: number) =>
    json(
      call(
        'PUT',
        `/api/Shipments/${id}/Status`,
        t.trucker,
        { StatusCode, Created: new Date(Date.now() - agoMs).toISOString() },
        {
          'X-Device-Time': new Date().toISOString(),
        },
      ),
    );

  /** A booked load of the demo shipper and trucker, booked 12 hours ago. */
  async function bookedLoad(): Promise<number> {
    const id = await insertLoad(h.db, { statusCode: 'BK' });
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'BK', created: new Date(Date.now() - 12 * HOUR) });
    return id;
  }

  /** Positions every 10 minutes from `fromAgo` to `toAgo` at the receiver (inside its 0.25-mile fence). */
  function atReceiver(fromAgo: number, toAgo: number, offsetLat = 0): PositionInput[] {
    const points: PositionInput[] = [];
    for (let ago = fromAgo; ago >= toAgo; ago -= 10 * MIN)
      points.push({
        Latitude: RECEIVER.lat + offsetLat,
        Longitude: RECEIVER.lng,
        Accuracy: 10,
        Speed: 0,
        Heading: 0,
        RecordedAt: new Date(Date.now() - ago).toISOString(),
      });
    return points;
  }

  const detentionOf = (id: number, token = t.trucker) => json<DetentionAnswer>(call('GET', `/api/Shipments/${id}/Detention`, token));
  const receiverOf = (d: DetentionAnswer) => d.Stops.find((s) => s.StopKey === 'receiver')!;

  it('bills the receiver’s wait past free time from the status taps’ device times, in 15-minute steps', async () => {
    const id = await bookedLoad();
    await tap(id, 'OFP', 11 * HOUR);
    await tap(id, 'AT', 10 * HOUR);
    await tap(id, 'IT', 9 * HOUR);
    await tap(id, 'AR', 5 * HOUR);
    const waiting = receiverOf(await detentionOf(id));
    // 5 h at the dock so far: 2 h free, 3 h billable at $50
    expect(waiting).toMatchObject({ Source: 'StatusTaps', DepartedAt: null, Running: true, FreeMinutes: 120, RatePerHour: 50 });
    expect(waiting.BillableMinutes).toBe(180);
    expect(waiting.Amount).toBe(150);
    await tap(id, 'DL', 2 * HOUR - 7 * MIN);
    const d = await detentionOf(id);
    // arrived 5 h ago, left 1 h 53 min ago: 3 h 7 min waited, 1 h 7 min past free time, billed 1 h (four steps)
    expect(receiverOf(d)).toMatchObject({ Source: 'StatusTaps', Running: false, BillableMinutes: 60, Amount: 50 });
    expect(new Date(receiverOf(d).ArrivedAt!).getTime()).toBeCloseTo(Date.now() - 5 * HOUR, -4);
    // the origin: arrived 10 h ago (after its appointment), left after 1 h: nothing
    expect(d.Stops.find((s) => s.StopKey === 'origin')).toMatchObject({ BillableMinutes: 0, Amount: 0 });
    expect(d).toMatchObject({ BillableMinutes: 60, Amount: 50 });
  });

  it('free time runs from the appointment when the truck came early, with the load’s own terms', async () => {
    const id = await bookedLoad();
    expect(
      (await json<DetentionAnswer>(call('PUT', `/api/Shipments/${id}/Detention/Terms`, t.shipper, { FreeMinutes: 60, RatePerHour: 80 })))
        .FreeMinutes,
    ).toBe(60);
    const { shipments } = await import('../../server/db/schema');
    await h.db
      .update(shipments)
      .set({ delAppointmentDate: new Date(Date.now() - 4 * HOUR) })
      .where(eq(shipments.id, id));
    await tap(id, 'OFP', 11 * HOUR);
    await tap(id, 'AT', 10 * HOUR);
    await tap(id, 'IT', 9 * HOUR);
    await tap(id, 'AR', 6 * HOUR);
    await tap(id, 'DL', HOUR);
    // the appointment was 4 h ago: 3 h waited from it, 2 h past the free hour, at $80
    expect(receiverOf(await detentionOf(id, t.admin))).toMatchObject({
      BillableMinutes: 120,
      Amount: 160,
      RatePerHour: 80,
      FreeMinutes: 60,
    });
    // terms are fixed once delivered, and a bad body is a ModelState
    const late = await call('PUT', `/api/Shipments/${id}/Detention/Terms`, t.admin, { FreeMinutes: 30, RatePerHour: 50 });
    expect(late.status).toBe(409);
    const bad = await call('PUT', `/api/Shipments/${id}/Detention/Terms`, t.admin, { FreeMinutes: 1.5, RatePerHour: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { ModelState: object }).ModelState).sort()).toEqual(['FreeMinutes', 'RatePerHour']);
  });

  it('offers the geofence’s times when they disagree with the taps; only the carrier accepts them', async () => {
    const id = await bookedLoad();
    await tap(id, 'OFP', 11 * HOUR);
    await tap(id, 'AT', 10 * HOUR);
    await tap(id, 'IT', 9 * HOUR);
    // inside the receiver's fence from 6 h ago, then 0.5 mi away 65 minutes ago
    const positions = [...atReceiver(6 * HOUR, 70 * MIN), ...atReceiver(65 * MIN, 65 * MIN, 0.008)];
    const posted = await json<{ Accepted: number }>(
      call('POST', `/api/Tracking/${id}/Positions`, t.trucker, positions, { 'X-Device-Time': new Date().toISOString() }),
      202,
    );
    expect(posted.Accepted).toBe(positions.length);
    // the trucker tapped "at delivery" only 4 h ago
    await tap(id, 'AR', 4 * HOUR);
    await tap(id, 'DL', HOUR);
    const before = receiverOf(await detentionOf(id));
    expect(before).toMatchObject({ Source: 'StatusTaps', BillableMinutes: 60, Amount: 50, PositionsInside: 30 });
    // 6 h to 65 min ago: 295 min, 175 past free time, 165 billable
    expect(before.GeofenceOffer).toMatchObject({ BillableMinutes: 165, Amount: 137.5 });

    for (const token of [t.shipper, t.admin, t.otherTrucker])
      expect((await call('POST', `/api/Shipments/${id}/Detention/AcceptGeofence`, token, { StopKey: 'receiver' })).status).toBe(403);
    const badKey = await call('POST', `/api/Shipments/${id}/Detention/AcceptGeofence`, t.trucker, { StopKey: 'stop:999999' });
    expect(badKey.status).toBe(400);
    const after = receiverOf(
      await json<DetentionAnswer>(call('POST', `/api/Shipments/${id}/Detention/AcceptGeofence`, t.trucker, { StopKey: 'receiver' })),
    );
    expect(after).toMatchObject({ Source: 'Geofence', BillableMinutes: 165, Amount: 137.5, GeofenceOffer: null });
    expect((await call('POST', `/api/Shipments/${id}/Detention/AcceptGeofence`, t.trucker, { StopKey: 'receiver' })).status).toBe(409);
    const logged = await h.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.flatMap((a) => a.fields).some((f) => f.Field === 'Detention receiver · Source' && f.NewValue === 'Geofence')).toBe(true);
  });

  it('staff adjust a stop’s detention with a reason kept in the activities; no one else may', async () => {
    const id = await bookedLoad();
    for (const token of [t.shipper, t.trucker])
      expect(
        (
          await call('PUT', `/api/Shipments/${id}/Detention/Adjust`, token, {
            StopKey: 'receiver',
            BillableMinutes: 45,
            Reason: 'Gate log',
          })
        ).status,
      ).toBe(403);
    const missing = await call('PUT', `/api/Shipments/${id}/Detention/Adjust`, t.admin, {
      StopKey: 'receiver',
      BillableMinutes: 45,
      Reason: ' ',
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { ModelState: Record<string, string[]> }).ModelState.Reason).toEqual([
      'Give a reason (at most 400 characters).',
    ]);
    const d = await json<DetentionAnswer>(
      call('PUT', `/api/Shipments/${id}/Detention/Adjust`, t.admin, {
        StopKey: 'receiver',
        BillableMinutes: 45,
        Reason: 'Receiver’s gate log',
      }),
    );
    expect(receiverOf(d)).toMatchObject({ Source: 'Adjusted', BillableMinutes: 45, Amount: 37.5, AdjustReason: 'Receiver’s gate log' });
    const logged = await h.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.flatMap((a) => a.fields)).toEqual(
      expect.arrayContaining([
        { Field: 'Detention receiver · BillableMinutes', Type: 'int', OldValue: '0', NewValue: '45' },
        { Field: 'Detention receiver · Reason', Type: 'string', OldValue: null, NewValue: 'Receiver’s gate log' },
      ]),
    );
  });

  it('each party reads its own money: the shipper its invoice, the carrier its pay statement', async () => {
    const id = await bookedLoad();
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'DL', created: new Date() });
    await call('PUT', `/api/Shipments/${id}/Detention/Adjust`, t.admin, { StopKey: 'receiver', BillableMinutes: 90, Reason: 'Dock log' });

    expect((await call('GET', `/api/Shipments/${id}/Detention`, t.otherShipper)).status).toBe(403);
    expect((await call('GET', `/api/Shipments/${id}/Detention`, t.otherTrucker)).status).toBe(403);

    const invoice = await json<Invoice>(call('GET', `/api/Shipments/Invoice/${id}`, t.shipper));
    expect(invoice.Detention).toEqual([
      expect.objectContaining({ StopKey: 'receiver', BillableMinutes: 90, Amount: 75, Source: 'Adjusted' }),
    ]);
    expect(invoice).toMatchObject({ TotalPrice: 2500, DetentionTotal: 75, Total: 2575 });
    for (const token of [t.otherShipper, t.trucker, t.otherTrucker]) {
      expect((await call('GET', `/api/Shipments/Invoice/${id}`, token)).status).toBe(403);
      expect((await call('GET', `/api/Shipments/Invoice/${id}/Pdf`, token)).status).toBe(403);
    }
    const pdf = await call('GET', `/api/Shipments/Invoice/${id}/Pdf?lang=fr&tz=America/Chicago`, t.shipper);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Facture ${invoice.Code}`);
    expect(text).toContain('Immobilisation');
    expect(text).toContain('2 575,00 $US');
    expect(text).toContain('Source: Ajusté par l’équipe');

    const statement = await json<PayStatement>(call('GET', `/api/Shipments/${id}/PayStatement`, t.trucker));
    // 2,500 + 75 detention = 2,575 gross; 2 % platform fee; no quick pay yet
    expect(statement).toMatchObject({ Rate: 2500, DetentionTotal: 75, Gross: 2575, PlatformFee: 51.5, QuickPayFee: 0, Net: 2523.5 });
    expect((await call('GET', `/api/Shipments/${id}/PayStatement`, t.admin)).status).toBe(200);
    for (const token of [t.shipper, t.otherShipper, t.otherTrucker]) {
      expect((await call('GET', `/api/Shipments/${id}/PayStatement`, token)).status).toBe(403);
      expect((await call('GET', `/api/Shipments/${id}/PayStatement/Pdf`, token)).status).toBe(403);
    }
    const statementPdf = pdfText(
      new Uint8Array(await (await call('GET', `/api/Shipments/${id}/PayStatement/Pdf?lang=en`, t.trucker)).arrayBuffer()),
    );
    expect(statementPdf).toContain(`Pay statement ${statement.Code}`);
    expect(statementPdf).toContain('$2,523.50');
    expect(statementPdf).toContain('Platform fee (2%)');
  });

  it('quick pay: asked for after the POD within the shipper’s limits, approved or refused by staff, both sides told', async () => {
    const id = await bookedLoad();
    const truckerId = await truckerIdOf(h.db, TRUCKER);
    const shipperId = await shipperIdOf(h.db, SHIPPER);
    const ask = () => call('POST', `/api/Shipments/${id}/QuickPay`, t.trucker);
    const refusal = async () => ((await (await ask()).json()) as { Message: string }).Message;

    await h.db.update(truckers).set({ fpSignAgreementDate: null }).where(eq(truckers.id, truckerId));
    expect(await refusal()).toBe('Your company has no signed quick-pay agreement yet.');
    await h.db.update(truckers).set({ fpSignAgreementDate: new Date() }).where(eq(truckers.id, truckerId));
    expect(await refusal()).toBe('Quick pay can be asked for once the proof of delivery is in.');

    await tap(id, 'OFP', 3 * HOUR);
    await tap(id, 'AT', 2 * HOUR);
    await tap(id, 'IT', 90 * MIN);
    await tap(id, 'AR', 30 * MIN);
    await tap(id, 'DL', 10 * MIN);
    // A POD photo in the documents is not the receiver's signed proof of delivery: only the POD itself counts.
    const sha = `pod-${target.name}-${id}`.padEnd(64, '0');
    await h.db.insert(files).values({ sha256: sha, contentType: 'image/jpeg', size: 10 }).onConflictDoNothing();
    await h.db.insert(attachments).values({
      shipmentId: id,
      fileSha256: sha,
      fileName: 'pod.jpg',
      typeId: 2,
      size: 10,
      contentType: 'image/jpeg',
      userId: await userIdOf(h.db, TRUCKER),
    });
    expect(await refusal()).toBe('Quick pay can be asked for once the proof of delivery is in.');
    expect((await postPod(h.app, id, t.trucker, { signedBy: 'Rita Receiver' })).status).toBe(201);

    await h.db.update(shippers).set({ quickPaySuspended: true }).where(eq(shippers.id, shipperId));
    expect(await refusal()).toBe('Quick pay is not available for this shipper’s loads.');
    await h.db.update(shippers).set({ quickPaySuspended: false, quickPayMaxShipmentValue: 1000 }).where(eq(shippers.id, shipperId));
    expect(await refusal()).toBe('This load is worth more than the shipper’s quick-pay limit per load.');
    await h.db.update(shippers).set({ quickPayMaxShipmentValue: null, capitalAllowance: 2000 }).where(eq(shippers.id, shipperId));
    expect(await refusal()).toBe('The shipper’s capital allowance for quick pay is used up.');
    await h.db.update(shippers).set({ capitalAllowance: null, quickPayAllowedShipments: 5 }).where(eq(shippers.id, shipperId));

    const ready = await json<PayStatement>(call('GET', `/api/Shipments/${id}/PayStatement`, t.trucker));
    expect(ready).toMatchObject({ Status: 'Due', QuickPayUnavailable: null, QuickPay: null });
    expect((await call('POST', `/api/Shipments/${id}/QuickPay`, t.shipper)).status).toBe(403);
    expect((await call('POST', `/api/Shipments/${id}/QuickPay`, t.otherTrucker)).status).toBe(403);
    const asked = await json<PayStatement>(ask());
    expect(asked).toMatchObject({ Status: 'QuickPayRequested', QuickPayFee: 75, Net: 2500 - 50 - 75 });
    expect((await ask()).status).toBe(409);
    const adminId = await userIdOf(h.db, ADMIN);
    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.shipmentId, id)));
    expect(told.map((n) => n.kind)).toContain('QuickPayRequested');

    expect((await call('PUT', `/api/Shipments/${id}/QuickPay`, t.trucker, { Approve: true })).status).toBe(403);
    const noReason = await call('PUT', `/api/Shipments/${id}/QuickPay`, t.admin, { Approve: false });
    expect(noReason.status).toBe(400);
    const approved = await json<PayStatement>(call('PUT', `/api/Shipments/${id}/QuickPay`, t.admin, { Approve: true }));
    expect(approved.Status).toBe('QuickPayApproved');
    expect(new Date(approved.ExpectedPaymentDate!).getTime()).toBeCloseTo(Date.now() + 2 * 24 * HOUR, -5);
    expect((await call('PUT', `/api/Shipments/${id}/QuickPay`, t.admin, { Approve: false, Reason: 'Late' })).status).toBe(409);
    for (const email of [TRUCKER, SHIPPER]) {
      expect(await notificationKinds(h.db, await userIdOf(h.db, email), id), email).toContain('QuickPayApproved');
    }
    await h.db.update(shippers).set({ quickPaySuspended: true, quickPayAllowedShipments: null }).where(eq(shippers.id, shipperId));
  });
});
