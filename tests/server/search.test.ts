import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../src/contract/loads';
import { shipments } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { useDemoPartyIds, usePartyTokens } from './support/detail-loads';
import { useHarness } from './support/harness';
import { auth } from './support/partners';

const targets = await databaseTargets();

describe.each(targets)('GET /api/Search on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  const demo = useDemoPartyIds(h);

  const search = async (q: string, token: string, extra = '') => {
    const res = await h.app.request(`/api/Search?q=${encodeURIComponent(q)}${extra}`, { headers: auth(token) });
    return { status: res.status, body: (await res.json()) as SearchAnswer & Record<string, unknown> };
  };

  it('finds a load by its exact code first, linking to tracking (or the detail page for a draft)', async () => {
    const [load] = await h.db.select().from(shipments).where(eq(shipments.statusCode, 'IT')).limit(1);
    const { status, body } = await search(load.code.toLowerCase(), tokens.admin);
    expect(status).toBe(200);
    expect(body.Results[0]).toMatchObject({ Kind: 'load', Id: load.id, Title: load.code, Href: `/trackload/${load.id}/details` });
    const [draft] = await h.db.select().from(shipments).where(eq(shipments.statusCode, 'DF')).limit(1);
    expect((await search(draft.code, tokens.admin)).body.Results[0]).toMatchObject({
      Id: draft.id,
      Href: `/shipper/Loads/${draft.id}/detail`,
    });
  });

  it('finds a load by its DLS number and ranks closer matches higher', async () => {
    const [load] = await h.db.select().from(shipments).where(isNotNull(shipments.dlsId)).limit(1);
    const { body } = await search(load.dlsId!, tokens.admin);
    expect(body.Results[0]).toMatchObject({ Kind: 'load', Id: load.id });
    const prefix = await search(load.code.slice(0, 7), tokens.admin, '&limit=20');
    expect(prefix.body.Results.length).toBe(20);
    expect(prefix.body.Results.every((r) => r.Kind === 'load' && r.Title.startsWith(load.code.slice(0, 7)))).toBe(true);
  });

  it('finds truckers by name, MC and DOT number, and shippers by name and e-mail (BackOffice)', async () => {
    expect((await search('Blake Freight', tokens.admin)).body.Results[0]).toMatchObject({
      Kind: 'trucker',
      Id: demo.truckerId,
      Href: `/truckers/${demo.truckerId}/details`,
    });
    expect((await search('1048576', tokens.admin)).body.Results[0]).toMatchObject({ Kind: 'trucker', Id: demo.truckerId });
    expect((await search('3141592', tokens.admin)).body.Results[0]).toMatchObject({ Kind: 'trucker', Id: demo.truckerId });
    expect((await search('Demo Freight', tokens.admin)).body.Results[0]).toMatchObject({
      Kind: 'shipper',
      Id: demo.shipperId,
      Href: `/Shippers/${demo.shipperId}/details`,
    });
    expect((await search('shipper@haulbase', tokens.admin)).body.Results.map((r) => r.Id)).toContain(demo.shipperId);
  });

  it('scopes a shipper to its own loads and a trucker to its assigned loads, never partners', async () => {
    const [foreign] = await h.db.select().from(shipments).where(ne(shipments.shipperId, demo.shipperId)).limit(1);
    const [own] = await h.db.select().from(shipments).where(eq(shipments.shipperId, demo.shipperId)).limit(1);
    expect((await search(foreign.code, tokens.shipper)).body.Results.map((r) => r.Id)).not.toContain(foreign.id);
    expect((await search(own.code, tokens.shipper)).body.Results[0]).toMatchObject({ Id: own.id });
    expect((await search('Blake Freight', tokens.shipper)).body.Results).toEqual([]);
    const [assigned] = await h.db.select().from(shipments).where(eq(shipments.truckerId, demo.truckerId)).limit(1);
    const [other] = await h.db
      .select()
      .from(shipments)
      .where(and(ne(shipments.truckerId, demo.truckerId), isNotNull(shipments.truckerId)))
      .limit(1);
    expect((await search(assigned.code, tokens.trucker)).body.Results[0]).toMatchObject({ Id: assigned.id });
    expect((await search(other.code, tokens.trucker)).body.Results.map((r) => r.Id)).not.toContain(other.id);
    const broad = await search('hb-', tokens.trucker, '&limit=20');
    expect(broad.body.Results.length).toBeGreaterThan(0);
    const ids = broad.body.Results.map((r) => r.Id);
    const rows = await h.db.select({ id: shipments.id, truckerId: shipments.truckerId }).from(shipments);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.truckerId === demo.truckerId)).toBe(true);
  });

  it('validates q and limit, and needs a token', async () => {
    expect((await search('h', tokens.admin)).status).toBe(400);
    expect((await search('hb', tokens.admin, '&limit=21')).status).toBe(400);
    expect((await h.app.request('/api/Search?q=hb')).status).toBe(401);
  });
});
