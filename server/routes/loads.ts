import { Hono, type Context } from 'hono';
import type { LoadParty, LoadsViewModel, Pagination } from '../../src/contract/loads';
import { bulkIdsSchema, bulkStatusSchema, singleStatusSchema } from '../../src/contract/loads-bulk';
import { EXPORT_ROWS_HEADER, loadsExportSchema } from '../../src/contract/loads-export';
import {
  LOAD_QUERY_KEYS,
  LOAD_QUERY_LISTS,
  PARTY_LOAD_QUERY_KEYS,
  loadsQuerySchema,
  partyLoadsQuerySchema,
} from '../../src/contract/loads-query';
import { isBackOffice, requireRole, requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { route } from '../http/paths';
import { JSON_TYPE, streamJsonRows } from '../http/json-stream';
import { readTimedChange } from '../http/device-time';
import { readQuery } from '../http/query';
import { readValid } from '../http/request';
import { streamText } from '../http/text-stream';
import { ApiError, FORBIDDEN, messageBody, messageError, modelStateError, NOT_FOUND } from '../services/errors';
import { applyStatusChange, STATUS_NAMES } from '../services/load-status';
import { bulkDelete, bulkStatus } from '../services/loads-bulk';
import { loadsCsv, loadsRows } from '../services/loads-export';
import { countLoads, loadRowsByIds, pageLoads, type LoadsListQuery, type RowShape, streamLoads } from '../services/loads-list';
import { accessOf, partiesOf, requireLoadAccess } from '../services/loads-party';
import { partyHeader, loadsViewModel } from '../services/loads-lookups';
import { message } from '../../src/contract/messages';
import { pathId } from '../http/path-id';

const PARTY_KIND = message('party_kind', 'party must be shipper or trucker.');
const PARTY_NAMED = message('party_named', 'Name the party: party=shipper|trucker and partyId.');

/** Load lists, bulk actions and status moves (decision 042). Guards are declared on each route. */
export const loadsRoutes = new Hono<AppEnv>();

/** Pages larger than this are written to the socket in keyset batches. */
const STREAM_ABOVE = 1000;

function streamed(c: Context<AppEnv>, query: LoadsListQuery, shape: RowShape, head: string, tail: string) {
  return streamJsonRows(c, { head, tail, label: 'loads' }, (signal) => streamLoads(c.var.deps.db, query, shape, { signal }));
}

/** `{"Shipments":[…],"Pagination":{…}}` (with an optional prefix such as the party header). */
async function listAnswer(c: Context<AppEnv>, query: LoadsListQuery, shape: RowShape, prefix = '') {
  const { db } = c.var.deps;
  const total = await countLoads(db, query);
  const pagination: Pagination = { TotalItemCount: total, PageNumber: query.pageNumber, PageSize: query.pageSize };
  const headText = `{${prefix}"Shipments":[`;
  const tailText = `],"Pagination":${JSON.stringify(pagination)}}`;
  if (query.pageSize > STREAM_ABOVE) return streamed(c, query, shape, headText, tailText);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const rows = offset >= total ? [] : await pageLoads(db, query, shape, total);
  return c.body(`${headText}${rows.join(',')}${tailText}`, 200, JSON_TYPE);
}

loadsRoutes.get(route('/api/admin/GetLoads'), requireRole('BackOffice'), async (c) =>
  listAnswer(c, readQuery(c, loadsQuerySchema, LOAD_QUERY_KEYS, LOAD_QUERY_LISTS), 'admin'),
);

/**
 * Export As of the admin list (decisions 118, 124): the list's query string (same filters, search, sort; paging is
 * ignored) and a JSON body with the visible columns, their headers and the labels the user reads. The CSV (or, with
 * `Format: rows`, the rows the browser's export worker writes an XLSX or JSON file from) streams in keyset batches;
 * the compress middleware gzips it for clients that accept gzip. `X-Export-Rows` gives the count.
 */
loadsRoutes.post(route('/api/admin/ExportLoads'), requireRole('BackOffice'), async (c) => {
  const query = readQuery(c, loadsQuerySchema, LOAD_QUERY_KEYS, LOAD_QUERY_LISTS);
  const request = await readValid(c, loadsExportSchema);
  const { db } = c.var.deps;
  const total = await countLoads(db, query);
  const rows = request.Format === 'rows';
  const headers = {
    'Content-Type': rows ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
    ...(rows ? {} : { 'Content-Disposition': 'attachment; filename="Loads.csv"' }),
    'Cache-Control': 'no-store',
    [EXPORT_ROWS_HEADER]: String(total),
  };
  return streamText(c, 'loads export', headers, (signal) => (rows ? loadsRows : loadsCsv)(db, query, request, { signal }));
});

loadsRoutes.get(route('/api/admin/GetLoadsViewModel'), requireRole('BackOffice'), async (c) =>
  c.json<LoadsViewModel>(await loadsViewModel(c.var.deps.db)),
);

loadsRoutes.get(route('/api/Shipments/PartyLoads'), requireSignedIn, async (c) => {
  const { db } = c.var.deps;
  const query = readQuery(c, partyLoadsQuerySchema, PARTY_LOAD_QUERY_KEYS, ['modeIds', 'statusIds']);
  const parties = await partiesOf(db, c.var.user);
  if (query.party !== undefined && query.party !== 'shipper' && query.party !== 'trucker') throw modelStateError({ party: [PARTY_KIND] });
  let kind: 'shipper' | 'trucker';
  let id: number;
  if (isBackOffice(c.var.user)) {
    if (!query.party || !query.partyId) throw modelStateError({ party: [PARTY_NAMED] });
    kind = query.party as 'shipper' | 'trucker';
    id = query.partyId;
  } else {
    const own =
      parties.shipperId !== null
        ? { kind: 'shipper' as const, id: parties.shipperId }
        : parties.truckerId !== null
          ? { kind: 'trucker' as const, id: parties.truckerId }
          : null;
    if (!own) throw messageError(403, FORBIDDEN);
    if ((query.party && query.party !== own.kind) || (query.partyId && query.partyId !== own.id)) throw messageError(403, FORBIDDEN);
    kind = own.kind;
    id = own.id;
  }
  const party: LoadParty | null = await partyHeader(db, kind, id);
  if (!party) throw messageError(404, NOT_FOUND);
  const scoped: LoadsListQuery = {
    ...query,
    shipperIds: [],
    truckerIds: [],
    equipmentIds: [],
    isBillPaid: undefined,
    isDls: undefined,
    codeOnly: true,
    ...(kind === 'shipper' ? { shipperId: id } : { truckerId: id }),
  };
  return listAnswer(c, scoped, 'party', `"Party":${JSON.stringify(party)},`);
});

const signedInWrite = [requireSignedIn, idempotent] as const;

loadsRoutes.post(route('/api/Shipments/BulkDelete'), ...signedInWrite, async (c) => {
  const { Ids } = await readValid(c, bulkIdsSchema);
  const parties = await partiesOf(c.var.deps.db, c.var.user);
  return c.json(await bulkDelete(c.var.deps.db, parties, c.var.user.id, Ids));
});

loadsRoutes.post(route('/api/Shipments/Fetch'), requireSignedIn, async (c) => {
  const { Ids } = await readValid(c, bulkIdsSchema);
  const { db } = c.var.deps;
  const parties = await partiesOf(db, c.var.user);
  const rows = (await loadRowsByIds(db, Ids, 'party')).map(
    (j) => JSON.parse(j) as { ShipperOwnerId: number; TruckerOwnerId: number | null },
  );
  const visible = rows.filter((r) => accessOf(parties, { shipperId: r.ShipperOwnerId, truckerId: r.TruckerOwnerId }) !== null);
  return c.json({ Shipments: visible });
});

loadsRoutes.put(route('/api/Shipments/UpdateStatus'), ...signedInWrite, async (c) => {
  const { Ids, StatusCode } = await readValid(c, bulkStatusSchema);
  const parties = await partiesOf(c.var.deps.db, c.var.user);
  return c.json(await bulkStatus(c.var.deps.db, parties, c.var.user.id, Ids, StatusCode));
});

loadsRoutes.put(route('/api/Shipments/:id{[0-9]+}/Status'), ...signedInWrite, async (c) => {
  const id = pathId(c);
  const body = await readTimedChange(c, singleStatusSchema);
  const { access } = await requireLoadAccess(c.var.deps.db, c.var.user, id);
  return answerWithWrite(c, 200, async (tx) => {
    const at = new Date(body.Created);
    const result = await applyStatusChange(tx, { shipmentId: id, to: body.StatusCode, actor: access, userId: c.var.user.id, at });
    if (!result.ok && result.current) {
      // the load's status as it is now: the outbox shows it beside the queued change (issue 7 conflicts)
      throw new ApiError(
        409,
        messageBody(result.message, { Current: { StatusCode: result.current, Status: STATUS_NAMES[result.current] } }),
      );
    }
    if (!result.ok) throw messageError(result.reason === 'not-found' ? 404 : 409, result.message);
    return { Id: result.id, StatusCode: result.statusCode, Status: result.status };
  });
});
