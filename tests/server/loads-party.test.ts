import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkAnswer, PartyLoadRow, PartyLoadsPage } from '../../src/contract/loads';
import { activities, auditLog, shipments, statusHistory } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { useDemoPartyIds, usePartyTokens } from './support/detail-loads';
import { SHIPPER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth } from './support/partners';

const targets = await databaseTargets();

describe.each(targets)('per-party load lists, bulk actions and status moves on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  const demo = useDemoPartyIds(h);

  const call = async (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await h.app.request(path, {
      method,
      headers: { ...auth(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const list = async (query: string, token: string) => call('GET', `/api/Shipments/PartyLoads?${query}`, token);
  const lastHistory = async (id: number) =>
    (await h.db.select().from(statusHistory).where(eq(statusHistory.shipmentId, id)).orderBy(desc(statusHistory.id)).limit(1))[0];
  const lastActivity = async (id: number) =>
    (await h.db.select().from(activities).where(eq(activities.shipmentId, id)).orderBy(desc(activities.id)).limit(1))[0];
  const moveStatus = (id: number, token: string, body: { StatusCode: string; Created?: string }, headers: Record<string, string> = {}) =>
    call('PUT', `/api/Shipments/${id}/Status`, token, body, headers);
  const loadsWhere = (where: ReturnType<typeof and>) =>
    h.db
      .select({ id: shipments.id, statusCode: shipments.statusCode, shipperId: shipments.shipperId, truckerId: shipments.truckerId })
      .from(shipments)
      .where(where)
      .orderBy(asc(shipments.id));

  it('a shipper gets its own loads, newest id first, with its header and without admin columns', async () => {
    const { status, body } = await list('pageSize=1000000', tokens.shipper);
    expect(status).toBe(200);
    const page = body as unknown as PartyLoadsPage;
    const own = await loadsWhere(eq(shipments.shipperId, demo.shipperId));
    expect(page.Pagination.TotalItemCount).toBe(own.length);
    expect(page.Shipments.map((r) => r.Id)).toEqual(own.map((r) => r.id).reverse());
    expect(page.Party).toMatchObject({ Id: demo.shipperId, Kind: 'shipper', Name: 'Demo Freight Co', Email: SHIPPER, City: 'Dallas' });
    expect(page.Shipments[0]).not.toHaveProperty('DlsId');
    expect(page.Shipments[0]).not.toHaveProperty('Mode');
    expect(new Set(page.Shipments.map((r) => r.StatusCode)).size).toBe(9);
  });

  it('a trucker gets the loads assigned to it; filters, search and paging apply', async () => {
    const { body } = await list('pageSize=1000000', tokens.trucker);
    const page = body as unknown as PartyLoadsPage;
    expect(page.Party).toMatchObject({ Id: demo.truckerId, Kind: 'trucker', Name: 'Blake Freight Lines LLC' });
    expect(page.Shipments.length).toBeGreaterThan(10);
    expect(page.Shipments.every((r) => r.TruckerOwnerId === demo.truckerId)).toBe(true);
    const it = await list('statusIds=6&pageSize=100', tokens.trucker);
    expect((it.body.Shipments as PartyLoadRow[]).every((r) => r.StatusCode === 'IT')).toBe(true);
    const code = page.Shipments[3].Code;
    const found = await list(`search=${code.slice(-6)}`, tokens.trucker);
    expect((found.body.Shipments as PartyLoadRow[]).map((r) => r.Code)).toContain(code);
    const second = await list('pageNumber=2&pageSize=5&sortField=TotalPrice&sortOrder=asc', tokens.trucker);
    const sorted = [...page.Shipments].sort((a, b) => (a.TotalPrice ?? 0) - (b.TotalPrice ?? 0) || a.Id - b.Id);
    expect((second.body.Shipments as PartyLoadRow[]).map((r) => r.Id)).toEqual(sorted.slice(5, 10).map((r) => r.Id));
  });

  it('naming another party is 403; BackOffice must name one and then sees it', async () => {
    expect((await list('party=shipper&partyId=1', tokens.trucker)).status).toBe(403);
    expect((await list(`party=shipper&partyId=${demo.shipperId + 1}`, tokens.shipper)).status).toBe(403);
    expect((await list(`party=shipper&partyId=${demo.shipperId}`, tokens.shipper)).status).toBe(200);
    expect((await list('', tokens.admin)).status).toBe(400);
    const asAdmin = await list(`party=trucker&partyId=${demo.truckerId}&pageSize=1000000`, tokens.admin);
    const mine = await list('pageSize=1000000', tokens.trucker);
    expect(asAdmin.body.Shipments).toEqual(mine.body.Shipments);
    expect((await list('party=trucker&partyId=999999', tokens.admin)).status).toBe(404);
    expect((await h.app.request('/api/Shipments/PartyLoads')).status).toBe(401);
  });

  it('Fetch answers the latest rows of the loads the caller may see, and drops the others', async () => {
    const own = await loadsWhere(eq(shipments.shipperId, demo.shipperId));
    const [foreign] = (await loadsWhere(eq(shipments.statusCode, 'DL'))).filter((r) => r.shipperId !== demo.shipperId);
    const { status, body } = await call('POST', '/api/Shipments/Fetch', tokens.shipper, { Ids: [own[1].id, foreign.id, own[0].id] });
    expect(status).toBe(200);
    const rows = body.Shipments as PartyLoadRow[];
    expect(rows.map((r) => r.Id)).toEqual([own[1].id, own[0].id]);
    expect(rows[0]).toHaveProperty('StatusCode', own[1].statusCode);
  });

  it('BulkDelete removes own drafts only and rejects the rest with a reason', async () => {
    const drafts = await loadsWhere(and(eq(shipments.shipperId, demo.shipperId), eq(shipments.statusCode, 'DF')));
    const [open] = await loadsWhere(and(eq(shipments.shipperId, demo.shipperId), eq(shipments.statusCode, 'OP')));
    const [foreignDraft] = (await loadsWhere(eq(shipments.statusCode, 'DF'))).filter((r) => r.shipperId !== demo.shipperId);
    const { status, body } = await call('POST', '/api/Shipments/BulkDelete', tokens.shipper, {
      Ids: [drafts[0].id, open.id, foreignDraft.id, 99999999],
    });
    expect(status).toBe(200);
    const answer = body as unknown as BulkAnswer;
    expect(answer.Done).toEqual([drafts[0].id]);
    expect(answer.Rejected).toEqual([
      { Id: open.id, Message: 'Only draft loads can be deleted', MessageId: { Id: 'only_drafts_deleted' } },
      { Id: foreignDraft.id, Message: 'You do not have permission to do this.', MessageId: { Id: 'forbidden' } },
      { Id: 99999999, Message: 'The load was not found.', MessageId: { Id: 'load_not_found' } },
    ]);
    expect(await loadsWhere(eq(shipments.id, drafts[0].id))).toEqual([]);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipment'), eq(auditLog.entityId, String(drafts[0].id))));
    expect(audit[0].action).toBe('Deleted');
    // A trucker never deletes; BackOffice deletes any draft.
    const trucker = await call('POST', '/api/Shipments/BulkDelete', tokens.trucker, { Ids: [foreignDraft.id] });
    expect((trucker.body as unknown as BulkAnswer).Done).toEqual([]);
    const admin = await call('POST', '/api/Shipments/BulkDelete', tokens.admin, { Ids: [foreignDraft.id] });
    expect((admin.body as unknown as BulkAnswer).Done).toEqual([foreignDraft.id]);
    expect((await call('POST', '/api/Shipments/BulkDelete', tokens.admin, { Ids: [] })).status).toBe(400);
  });

  it('UpdateStatus moves loads through the machine, writing history and activities, and rejects refused moves', async () => {
    const drafts = await loadsWhere(and(eq(shipments.shipperId, demo.shipperId), eq(shipments.statusCode, 'DF')));
    const [booked] = await loadsWhere(and(eq(shipments.shipperId, demo.shipperId), eq(shipments.statusCode, 'DL')));
    const { body } = await call('PUT', '/api/Shipments/UpdateStatus', tokens.shipper, { Ids: [drafts[0].id, booked.id], StatusCode: 'OP' });
    const answer = body as unknown as BulkAnswer;
    expect(answer.Done).toEqual([drafts[0].id]);
    expect(answer.Rejected).toEqual([
      {
        Id: booked.id,
        Message: 'The load is Delivered: its status cannot change any more. Reload the load to see its latest status.',
        MessageId: { Id: 'status_final', Values: { status: { Id: 'load_status_delivered' } } },
      },
    ]);
    const [moved] = await h.db.select().from(shipments).where(eq(shipments.id, drafts[0].id));
    expect(moved.statusCode).toBe('OP');
    expect(moved.isDraft).toBe(false);
    const history = await lastHistory(moved.id);
    expect(history.statusCode).toBe('OP');
    expect(history.receivedAt.getTime()).toBeGreaterThanOrEqual(history.created.getTime() - 1000);
    const activity = await lastActivity(moved.id);
    expect(activity.action).toBe('StatusChanged');
    expect(activity.fields).toEqual([{ Field: 'Status', Type: 'string', OldValue: 'Draft', NewValue: 'Open' }]);
    // The shipper may not book: only BackOffice books.
    const refused = await call('PUT', '/api/Shipments/UpdateStatus', tokens.shipper, { Ids: [moved.id], StatusCode: 'BK' });
    expect((refused.body as unknown as BulkAnswer).Rejected).toEqual([
      {
        Id: moved.id,
        Message: 'Only Haulbase staff can set a load to Booked. To book it, accept a bid from the Bids menu.',
        MessageId: { Id: 'status_only_who_book', Values: { who: { Id: 'who_staff' }, status: { Id: 'load_status_booked' } } },
      },
    ]);
    expect((await call('PUT', '/api/Shipments/UpdateStatus', tokens.shipper, { Ids: [moved.id], StatusCode: 'ZZ' })).status).toBe(400);
  });

  it('the single-load call moves an assigned load for its carrier; 409 when refused, 403 foreign, 404 unknown', async () => {
    const [bk] = await loadsWhere(and(eq(shipments.truckerId, demo.truckerId), eq(shipments.statusCode, 'BK')));
    const before = (await h.db.select({ version: shipments.version }).from(shipments).where(eq(shipments.id, bk.id)))[0].version;
    // recorded offline 10 min ago by a device whose clock is right (two clocks, server/http/device-time.ts)
    const happened = new Date(Date.now() - 10 * 60_000).toISOString();
    const ok = await moveStatus(
      bk.id,
      tokens.trucker,
      { StatusCode: 'OFP', Created: happened },
      { 'X-Device-Time': new Date().toISOString() },
    );
    expect(ok).toEqual({ status: 200, body: { Id: bk.id, StatusCode: 'OFP', Status: 'En route to pickup' } });
    const [row] = await h.db.select({ version: shipments.version }).from(shipments).where(eq(shipments.id, bk.id));
    expect(row.version).toBe(before + 1);
    const history = await lastHistory(bk.id);
    expect(Math.abs(history.created.getTime() - Date.parse(happened))).toBeLessThan(5_000);
    expect(history.receivedAt.getTime() - history.created.getTime()).toBeGreaterThan(9 * 60_000);
    // the activity keeps both clocks too
    const moveActivity = await lastActivity(bk.id);
    expect(moveActivity.created.getTime()).toBe(history.created.getTime());
    expect(moveActivity.receivedAt.getTime() - moveActivity.created.getTime()).toBeGreaterThan(9 * 60_000);
    const again = await moveStatus(bk.id, tokens.trucker, { StatusCode: 'DL' });
    // the load's status now comes with the refusal, so an outbox conflict can show it beside the queued change
    expect(again).toEqual({
      status: 409,
      body: {
        Message:
          'The load is En route to pickup now, so it cannot be set to Delivered. From En route to pickup it can go to At pickup. Reload the load to see its latest status.',
        MessageId: {
          Id: 'status_not_from_next',
          Values: { from: { Id: 'load_status_en_route' }, to: { Id: 'load_status_delivered' }, next: { Id: 'load_status_at_pickup' } },
        },
        Current: { StatusCode: 'OFP', Status: 'En route to pickup' },
      },
    });
    const [foreign] = (await loadsWhere(eq(shipments.statusCode, 'BK'))).filter(
      (r) => r.truckerId !== demo.truckerId && r.shipperId !== demo.shipperId,
    );
    expect((await moveStatus(foreign.id, tokens.trucker, { StatusCode: 'OFP' })).status).toBe(403);
    expect((await moveStatus(99_999_999, tokens.trucker, { StatusCode: 'OFP' })).status).toBe(404);
    expect((await moveStatus(foreign.id, tokens.admin, { StatusCode: 'OFP' })).status).toBe(200);
  });

  it('a move recorded offline keeps the machine order in the history even when its device time reads earlier', async () => {
    const [bk] = (await loadsWhere(and(eq(shipments.truckerId, demo.truckerId), eq(shipments.statusCode, 'BK')))).slice(-1);
    const now = Date.now();
    const deviceClock = { 'X-Device-Time': new Date(now).toISOString() };
    expect(
      (await moveStatus(bk.id, tokens.trucker, { StatusCode: 'OFP', Created: new Date(now - 60_000).toISOString() }, deviceClock)).status,
    ).toBe(200);
    // AT reads 30 s before OFP (network delay in the correction, or a sloppy device): it stays after OFP
    expect(
      (await moveStatus(bk.id, tokens.trucker, { StatusCode: 'AT', Created: new Date(now - 90_000).toISOString() }, deviceClock)).status,
    ).toBe(200);
    const history = await h.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.shipmentId, bk.id))
      .orderBy(desc(statusHistory.created), desc(statusHistory.id))
      .limit(2);
    expect(history.map((row) => row.statusCode)).toEqual(['AT', 'OFP']);
    expect(history[0].created.getTime()).toBe(history[1].created.getTime());
  });
});
