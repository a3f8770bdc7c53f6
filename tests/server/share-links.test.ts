import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, shareLinks, statusHistory } from '../../server/db/schema';
import type { ShareLinkAnswer, ShareView } from '../../src/contract/share';
import { send } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { insertLoad, usePartyTokens } from './support/detail-loads';
import { PUBLIC_URL, useHarness } from './support/harness';

/** The receiver's tracking link (issue 41 item 3, decision 168). */

const targets = await databaseTargets();
const MIN = 60_000;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

describe.each(targets)('share links on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  const create = (id: number, token: string, body: unknown = {}) => send(h.app, 'POST', `/api/Shipments/${id}/ShareLinks`, token, body);
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const open = (token: string, refresh = false) => h.app.request(`/api/Share/${token}${refresh ? '?refresh=1' : ''}`);

  it('the shipper and staff create a link; anyone holding it reads the load with no account, and views are counted', async () => {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    for (const token of [t.trucker, t.otherShipper]) expect((await create(id, token)).status).toBe(403);
    const res = await create(id, t.shipper);
    expect(res.status).toBe(201);
    const link = (await res.json()) as ShareLinkAnswer;
    expect(link.Url).toMatch(new RegExp(`^${PUBLIC_URL}/share/${link.Id}\\.[0-9a-f]{32}$`));
    expect(link.ExpiresAt).toBeNull(); // not delivered yet: 24 h after delivery
    expect((await create(id, t.admin)).status).toBe(201);

    const read = await open(tokenOf(link.Url));
    expect(read.status).toBe(200);
    const view = (await read.json()) as ShareView;
    expect(view).toMatchObject({ StatusCode: 'IT', Position: null });
    expect(view.Places.map((p) => [p.Kind, p.City, p.TimeZone])).toEqual([
      ['Pickup', 'Dallas', 'America/Chicago'],
      ['Delivery', 'Chicago', 'America/Chicago'],
    ]);
    await open(tokenOf(link.Url));
    await open(tokenOf(link.Url), true); // the page's refresh is not a view
    const [row] = await h.db.select().from(shareLinks).where(eq(shareLinks.id, link.Id));
    expect(row.views).toBe(2);
  });

  it('the answer holds no price, contact or document field at any depth', async () => {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    const link = (await (await create(id, t.shipper)).json()) as ShareLinkAnswer;
    await send(h.app, 'POST', `/api/Tracking/${id}/Positions`, t.trucker, [
      { Latitude: 33.2, Longitude: -96.6, Accuracy: 10, Speed: 25, Heading: 0, RecordedAt: new Date(Date.now() - 2 * MIN).toISOString() },
    ]);
    const body = await (await open(tokenOf(link.Url))).json();
    const keys = [...keysOf(body)];
    const forbidden =
      /price|rate|amount|money|bill|invoice|contact|email|phone|fax|name|address|note|document|attachment|file|trucker|shipper|driver|bid/i;
    expect(keys.filter((key) => forbidden.test(key))).toEqual([]);
    const text = JSON.stringify(body);
    for (const secret of ['2500', 'Lone Star Foods', 'Windy City Grocers', '1200 Commerce St', 'SEAL-1', 'TR-7'])
      expect(text).not.toContain(secret);
  });

  it('a revoked link answers 404, as an unknown or tampered one does', async () => {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    const link = (await (await create(id, t.shipper)).json()) as ShareLinkAnswer;
    const token = tokenOf(link.Url);
    expect((await open(token)).status).toBe(200);
    expect((await send(h.app, 'DELETE', `/api/Shipments/${id}/ShareLinks/${link.Id}`, t.trucker)).status).toBe(403);
    expect((await send(h.app, 'DELETE', `/api/Shipments/${id}/ShareLinks/${link.Id}`, t.shipper)).status).toBe(204);
    const revoked = await open(token);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ Message: 'This tracking link has expired or was revoked.' });
    const tampered = `${link.Id + 1}${token.slice(token.indexOf('.'))}`;
    for (const bad of [tampered, 'abc', `${link.Id}.${'0'.repeat(32)}`]) expect((await open(bad)).status).toBe(404);
    const other = await insertLoad(h.db, { statusCode: 'IT' });
    expect((await send(h.app, 'DELETE', `/api/Shipments/${other}/ShareLinks/${link.Id}`, t.shipper)).status).toBe(404);
  });

  it('a link expires 24 hours after delivery, or at its own expiry', async () => {
    const id = await insertLoad(h.db, { statusCode: 'DL' });
    const delivered = new Date(Date.now() - 25 * 60 * MIN);
    await h.db.insert(statusHistory).values({ shipmentId: id, statusCode: 'DL', created: delivered });
    const link = (await (await create(id, t.shipper)).json()) as ShareLinkAnswer;
    expect(link.ExpiresAt).toBe(new Date(delivered.getTime() + 24 * 60 * MIN).toISOString());
    expect((await open(tokenOf(link.Url))).status).toBe(404);

    const fresh = await insertLoad(h.db, { statusCode: 'IT' });
    const own = (await (
      await create(fresh, t.shipper, { ExpiresAt: new Date(Date.now() + 60 * MIN).toISOString() })
    ).json()) as ShareLinkAnswer;
    expect((await open(tokenOf(own.Url))).status).toBe(200);
    await h.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, own.Id));
    expect((await open(tokenOf(own.Url))).status).toBe(404);
  });

  it('e-mails the link in the language asked for; bad input is a ModelState, nothing created', async () => {
    const id = await insertLoad(h.db, { statusCode: 'IT' });
    const res = await create(id, t.shipper, { Email: 'receiver@example.com', Language: 'fr' });
    expect(res.status).toBe(201);
    const link = (await res.json()) as ShareLinkAnswer;
    const [mail] = await h.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.to).toBe('receiver@example.com');
    expect(mail.subject).toMatch(/^Suivez le chargement HB-/);
    expect(mail.textBody).toContain(link.Url);

    const before = await h.db.select().from(shareLinks).where(eq(shareLinks.shipmentId, id));
    const bad = await create(id, t.shipper, { Email: 'not an address', Language: 'xx', ExpiresAt: '2001-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    const { ModelState } = (await bad.json()) as { ModelState: Record<string, string[]> };
    expect(Object.keys(ModelState).sort()).toEqual(['Email', 'ExpiresAt', 'Language']);
    expect(await h.db.select().from(shareLinks).where(eq(shareLinks.shipmentId, id))).toHaveLength(before.length);
  });
});
