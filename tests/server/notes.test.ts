import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../src/contract/shipment';
import { notes, users } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { insertLoad, type PartyTokens, partyTokens } from './support/detail-loads';
import { SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { sendJson } from './support/http';

const targets = await databaseTargets();

describe.each(targets)('notes on $name', (target) => {
  const h = useHarness(target);
  const tokens = {} as PartyTokens;
  let shipperName = '';
  let truckerName = '';

  beforeAll(async () => {
    Object.assign(tokens, await partyTokens(h));
    const nameOf = async (email: string) => {
      const [u] = await h.db.select().from(users).where(eq(users.email, email));
      return `${u.firstName} ${u.lastName}`.trim();
    };
    shipperName = await nameOf(SHIPPER);
    truckerName = await nameOf(TRUCKER);
  });

  const send = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    sendJson(h.app, method, path, token, body, headers);
  const add = async (token: string, body: Record<string, unknown>) => {
    const res = await send('POST', '/api/Notes', token, body);
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as Note;
  };
  const bodies = async (loadId: number, token: string) =>
    ((await (await send('GET', `/api/Notes/${loadId}`, token)).json()) as Note[]).map((n) => n.Body);

  it('adds a note for any party (the client-key header is accepted) and answers it with the author', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const res = await send(
      'POST',
      '/api/Notes',
      tokens.shipper,
      { Body: '  Dock closes at 5 pm  ', ShipmentId: loadId, IsPublic: true },
      { 'X-Client-Key': 'haulbase-web' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      Id: expect.any(Number),
      Body: 'Dock closes at 5 pm',
      ShipmentId: loadId,
      IsPublic: true,
      AddedBy: shipperName,
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      IsOwner: true,
    });
    const byTrucker = await add(tokens.trucker, { Body: 'Running 20 minutes late', ShipmentId: loadId });
    expect(byTrucker).toMatchObject({ IsPublic: true, AddedBy: truckerName, IsOwner: true });
    const byAdmin = await add(tokens.admin, { Body: 'Checked with the receiver', ShipmentId: loadId, IsPublic: true });

    const seen = (await (await send('GET', `/api/Notes/${loadId}`, tokens.shipper)).json()) as Note[];
    expect(seen.map((n) => [n.Body, n.IsOwner])).toEqual([
      ['Checked with the receiver', false],
      ['Running 20 minutes late', false],
      ['Dock closes at 5 pm', true],
    ]);
    expect(seen[0].Id).toBe(byAdmin.Id);

    for (const token of [tokens.otherShipper, tokens.otherTrucker]) {
      expect((await send('GET', `/api/Notes/${loadId}`, token)).status).toBe(403);
      expect((await send('POST', '/api/Notes', token, { Body: 'hi', ShipmentId: loadId, IsPublic: true })).status).toBe(403);
    }
    expect((await send('GET', '/api/Notes/99999999', tokens.admin)).status).toBe(404);
    expect((await send('POST', '/api/Notes', tokens.admin, { Body: 'hi', ShipmentId: 99_999_999, IsPublic: true })).status).toBe(404);
    expect((await h.app.request(`/api/Notes/${loadId}`)).status).toBe(401);
  });

  it('requires a body of at most 400 characters (ModelState Body)', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    for (const body of [{}, { Body: '' }, { Body: '   ' }, { Body: null }]) {
      const res = await send('POST', '/api/Notes', tokens.shipper, { ShipmentId: loadId, IsPublic: true, ...body });
      expect(res.status).toBe(400);
      expect((await res.json()).ModelState).toEqual({ Body: ['The note is required.'] });
    }
    const res = await send('POST', '/api/Notes', tokens.shipper, { Body: 'x'.repeat(401), ShipmentId: loadId, IsPublic: true });
    expect((await res.json()).ModelState).toEqual({ Body: ['The note must be at most 400 characters.'] });
    expect((await send('POST', '/api/Notes', tokens.shipper, { Body: 'x'.repeat(400), ShipmentId: loadId, IsPublic: true })).status).toBe(
      200,
    );
  });

  it('shows a private note to its author and BackOffice only', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'AT' });
    await add(tokens.trucker, { Body: 'Trucker only', ShipmentId: loadId, IsPublic: false });
    await add(tokens.shipper, { Body: 'Shipper only', ShipmentId: loadId, IsPublic: false });
    await add(tokens.shipper, { Body: 'Everyone', ShipmentId: loadId, IsPublic: true });
    expect(await bodies(loadId, tokens.trucker)).toEqual(['Everyone', 'Trucker only']);
    expect(await bodies(loadId, tokens.shipper)).toEqual(['Everyone', 'Shipper only']);
    expect(await bodies(loadId, tokens.admin)).toEqual(['Everyone', 'Shipper only', 'Trucker only']);
  });

  it('lets only the author delete a note', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const note = await add(tokens.shipper, { Body: 'Mine', ShipmentId: loadId, IsPublic: true });
    for (const token of [tokens.trucker, tokens.admin]) {
      const res = await send('DELETE', `/api/Notes/${note.Id}`, token);
      expect(res.status).toBe(403);
    }
    expect((await send('DELETE', `/api/Notes/${note.Id}`, tokens.otherShipper)).status).toBe(403);
    const res = await send('DELETE', `/api/Notes/${note.Id}`, tokens.shipper);
    expect(res.status).toBe(200);
    expect(await bodies(loadId, tokens.shipper)).toEqual([]);
    expect((await send('DELETE', `/api/Notes/${note.Id}`, tokens.shipper)).status).toBe(404);
  });

  it('creates one note for a repeated Idempotency-Key and dates it by the device, corrected for its clock error', async () => {
    const loadId = await insertLoad(h.db, { statusCode: 'IT' });
    const hour = 3_600_000;
    // written offline 2 h ago on a tablet whose clock runs 1 h behind, sent now
    const sentOnDevice = new Date(Date.now() - hour);
    const key = { 'Idempotency-Key': `note-${target.name}-1`, 'X-Device-Time': sentOnDevice.toISOString() };
    const body = {
      Body: 'Written offline',
      ShipmentId: loadId,
      IsPublic: true,
      Created: new Date(sentOnDevice.getTime() - 2 * hour).toISOString(),
    };
    const first = await send('POST', '/api/Notes', tokens.trucker, body, key);
    const second = await send('POST', '/api/Notes', tokens.trucker, body, key);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [(await first.json()) as Note, (await second.json()) as Note];
    expect(b).toEqual(a);
    expect(Math.abs(Date.parse(a.Created) - (Date.now() - 2 * hour))).toBeLessThan(5_000);
    expect(await h.db.select().from(notes).where(eq(notes.shipmentId, loadId))).toHaveLength(1);

    // without the device's clock the error cannot be measured: the note is dated on receipt
    const unmeasured = await add(tokens.trucker, {
      Body: 'No device clock',
      ShipmentId: loadId,
      IsPublic: true,
      Created: '2025-03-12T09:15:00.000Z',
    });
    expect(Math.abs(Date.parse(unmeasured.Created) - Date.now())).toBeLessThan(60_000);
  });
});
