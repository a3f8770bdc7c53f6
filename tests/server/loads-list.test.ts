import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadRow, LoadsPage, LoadsViewModel } from '../../src/contract/loads';
import { LOAD_SORT_FIELDS } from '../../src/contract/loads-query';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth, tokenFor } from './support/partners';

const targets = await databaseTargets();

type Key = string | number | boolean | null;
const STATUS_ORDER = ['DF', 'OP', 'BK', 'OFP', 'AT', 'IT', 'AR', 'DL', 'CL'];

/** The sort key of decision 043: text lowercased in byte order, status in workflow order, nulls smallest. */
function sortKey(row: LoadRow, field: string): Key {
  const value = (row as Record<string, unknown>)[field] as Key;
  if (field === 'Status') return STATUS_ORDER.indexOf(row.StatusCode);
  if (field === 'Id') return null;
  if (typeof value === 'string' && !['Created', 'ShipmentDate'].includes(field) && !field.endsWith('Date')) return value.toLowerCase();
  return value;
}
const cmp = (a: Key, b: Key) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
function expectedOrder(rows: LoadRow[], field: string, order: 'asc' | 'desc'): number[] {
  const sorted = [...rows].sort((a, b) => cmp(sortKey(a, field), sortKey(b, field)) || a.Id - b.Id);
  return (order === 'asc' ? sorted : sorted.reverse()).map((r) => r.Id);
}

describe.each(targets)('GET /api/admin/GetLoads on $name', (target) => {
  const h = useHarness(target);
  let admin = '';
  let all: LoadRow[] = [];
  let vm: LoadsViewModel;

  const get = async (query: string, token = admin) => {
    const res = await h.app.request(`/api/admin/GetLoads?${query}`, { headers: auth(token) });
    return { res, body: res.status === 200 ? ((await res.json()) as LoadsPage) : ((await res.json()) as Record<string, unknown>) };
  };
  const page = async (query: string) => {
    const { res, body } = await get(query);
    expect(res.status).toBe(200);
    return body as LoadsPage;
  };
  const ids = (rows: LoadRow[]) => rows.map((r) => r.Id).sort((a, b) => a - b);
  const expectFilter = async (query: string, keep: (r: LoadRow) => boolean) => {
    const body = await page(`pageSize=1000000&${query}`);
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.Pagination.TotalItemCount).toBe(expected.length);
    expect(ids(body.Shipments)).toEqual(ids(expected));
  };

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
    all = (await page('pageSize=1000000')).Shipments;
    const res = await h.app.request('/api/admin/GetLoadsViewModel', { headers: auth(admin) });
    vm = (await res.json()) as LoadsViewModel;
  });

  it('answers the first page, newest first, with every row field', async () => {
    const body = await page('');
    expect(body.Pagination).toEqual({ TotalItemCount: all.length, PageNumber: 1, PageSize: 10 });
    expect(body.Shipments.map((r) => r.Id)).toEqual(expectedOrder(all, 'Created', 'desc').slice(0, 10));
    expect(Object.keys(body.Shipments[0])).toEqual([
      'Id',
      'Code',
      'Status',
      'StatusCode',
      'Shipper',
      'ShipperOwnerId',
      'Trucker',
      'TruckerOwnerId',
      'DlsId',
      'Mode',
      'EquipmentType',
      'TotalPrice',
      'FromCity',
      'FromState',
      'ToCity',
      'ToState',
      'Stops',
      'BillPaid',
      'BillUploaded',
      'BillPaymentDate',
      'BillDate',
      'BillDueDate',
      'InvoicePaid',
      'InvoiceUploaded',
      'InvoicePaymentDate',
      'InvoiceDate',
      'InvoiceDueDate',
      'IsQuickPay',
      'Created',
      'ShipmentDate',
    ]);
    expect(all.length).toBeGreaterThan(400);
  });

  it('the view model lists statuses with codes, modes, parties and equipment', () => {
    expect(vm.Statuses.map((s) => s.Code)).toEqual(STATUS_ORDER);
    expect(vm.Statuses[0]).toEqual({ Id: 1, Name: 'Draft', Code: 'DF' });
    expect(vm.Modes.map((m) => m.Name)).toEqual(['LTL', 'FTL', 'Drayage', 'Partial', 'Intermodal']);
    expect(vm.Shippers.some((s) => s.Name === 'Demo Freight Co')).toBe(true);
    expect(vm.Truckers.some((t) => t.Name === 'Blake Freight Lines LLC')).toBe(true);
    expect(vm.EquipmentTypes.length).toBeGreaterThan(5);
  });

  it('filters by status, mode, shipper, trucker and equipment ids (repeated and comma-separated)', async () => {
    const idOfStatus = (code: string) => vm.Statuses.find((s) => s.Code === code)!.Id;
    await expectFilter(`statusIds=${idOfStatus('IT')}`, (r) => r.StatusCode === 'IT');
    await expectFilter(
      `statusIds=${idOfStatus('DF')}&statusIds=${idOfStatus('CL')}`,
      (r) => r.StatusCode === 'DF' || r.StatusCode === 'CL',
    );
    await expectFilter(`statusIds=${idOfStatus('DF')},${idOfStatus('CL')}`, (r) => r.StatusCode === 'DF' || r.StatusCode === 'CL');
    await expectFilter('modeIds=3', (r) => r.Mode === 'Drayage');
    await expectFilter('modeIds=1&modeIds=2', (r) => r.Mode === 'LTL' || r.Mode === 'FTL');
    const shipper = all[0].ShipperOwnerId!;
    await expectFilter(`shipperIds=${shipper}`, (r) => r.ShipperOwnerId === shipper);
    const trucker = all.find((r) => r.TruckerOwnerId !== null)!.TruckerOwnerId!;
    await expectFilter(`truckerIds=${trucker}`, (r) => r.TruckerOwnerId === trucker);
    await expectFilter('equipmentIds=1,2', (r) => r.EquipmentType === 'Dry Van' || r.EquipmentType === 'Reefer');
  });

  it('filters by the yes/no selects', async () => {
    await expectFilter('isQuickPay=true', (r) => r.IsQuickPay);
    await expectFilter('isQuickPay=false', (r) => !r.IsQuickPay);
    await expectFilter('isBillPaid=true', (r) => r.BillPaid);
    await expectFilter('isBillPaid=false', (r) => !r.BillPaid);
    await expectFilter('isDls=true', (r) => r.DlsId !== null);
    await expectFilter('isDls=false', (r) => r.DlsId === null);
    await expectFilter('isDls=&isQuickPay=all', () => true);
  });

  it('filters by an inclusive shipment-date range', async () => {
    const dates = all.map((r) => r.ShipmentDate!.slice(0, 10)).sort();
    const start = dates[Math.floor(dates.length / 4)];
    const end = dates[Math.floor(dates.length / 2)];
    await expectFilter(
      `startDate=${start}&endDate=${end}`,
      (r) => r.ShipmentDate!.slice(0, 10) >= start && r.ShipmentDate!.slice(0, 10) <= end,
    );
    await expectFilter(`startDate=${end}`, (r) => r.ShipmentDate!.slice(0, 10) >= end);
    await expectFilter(`endDate=${start}`, (r) => r.ShipmentDate!.slice(0, 10) <= start);
  });

  it('searches the load number and the DLS number, case-insensitively', async () => {
    const withDls = all.find((r) => r.DlsId)!;
    await expectFilter(
      `search=${withDls.DlsId!.toLowerCase()}`,
      (r) => r.DlsId === withDls.DlsId || r.Code.toLowerCase().includes(withDls.DlsId!.toLowerCase()),
    );
    const code = all[5].Code;
    await expectFilter(
      `search=${code.toLowerCase()}`,
      (r) => r.Code.toLowerCase().includes(code.toLowerCase()) || (r.DlsId ?? '').toLowerCase().includes(code.toLowerCase()),
    );
    const none = await page('search=%25_nothing');
    expect(none.Shipments).toEqual([]);
  });

  it('combines filters', async () => {
    await expectFilter(
      'statusIds=8&isQuickPay=false&isBillPaid=true&modeIds=2',
      (r) => r.StatusCode === 'DL' && !r.IsQuickPay && r.BillPaid && r.Mode === 'FTL',
    );
    const shipper = all.find((r) => r.StatusCode === 'IT')!.ShipperOwnerId!;
    await expectFilter(
      `shipperIds=${shipper}&statusIds=6,7,8&isDls=false`,
      (r) => r.ShipperOwnerId === shipper && ['IT', 'AR', 'DL'].includes(r.StatusCode) && r.DlsId === null,
    );
  });

  it.each(LOAD_SORT_FIELDS)('sorts on %s both ways, ties by id', async (field) => {
    for (const order of ['asc', 'desc'] as const) {
      const body = await page(`pageSize=1000000&sortField=${field.toLowerCase()}&sortOrder=${order}`);
      expect(body.Shipments.map((r) => r.Id)).toEqual(expectedOrder(all, field, order));
    }
  });

  it('pages without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let n = 1; n <= 5; n++)
      seen.push(...(await page(`pageNumber=${n}&pageSize=25&sortField=TotalPrice&sortOrder=asc`)).Shipments.map((r) => r.Id));
    expect(seen).toEqual(expectedOrder(all, 'TotalPrice', 'asc').slice(0, 125));
    const beyond = await page('pageNumber=999&pageSize=25');
    expect(beyond.Shipments).toEqual([]);
    expect(beyond.Pagination.TotalItemCount).toBe(all.length);
  });

  it('streams a big export page identical to the rows of small pages', async () => {
    const big = await page('pageSize=1000000&sortField=FromCity&sortOrder=desc&statusIds=8');
    const small = await page('pageSize=25&sortField=FromCity&sortOrder=desc&statusIds=8');
    expect(big.Shipments.slice(0, 25)).toEqual(small.Shipments);
    expect(big.Pagination.PageSize).toBe(1_000_000);
  });

  it('refuses bad parameters with ModelState', async () => {
    for (const query of [
      'sortField=Nope',
      'sortOrder=up',
      'pageSize=0',
      'pageSize=1000001',
      'statusIds=x',
      'isQuickPay=maybe',
      'startDate=2025-02-31',
      'startDate=1800-01-01',
    ]) {
      const { res, body } = await get(query);
      expect(res.status, query).toBe(400);
      expect(body).toHaveProperty('ModelState');
    }
  });

  it('is BackOffice only', async () => {
    expect((await h.app.request('/api/admin/GetLoads')).status).toBe(401);
    for (const email of [SHIPPER, TRUCKER]) {
      const token = await tokenFor(h, email);
      expect((await get('', token)).res.status).toBe(403);
      expect((await h.app.request('/api/admin/GetLoadsViewModel', { headers: auth(token) })).status).toBe(403);
    }
  });
});
