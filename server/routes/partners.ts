import { Hono, type Context } from 'hono';
import { LIST_QUERY_KEYS, shippersQuerySchema, truckersQuerySchema, type Pagination } from '../../src/contract/partners';
import { requireRole } from '../auth/guards';
import { pathIdOr404 } from '../http/path-id';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { JSON_TYPE, streamJsonRows } from '../http/json-stream';
import { readQuery } from '../http/query';
import { countRows, pageRows, streamRows, type ListKind, type ListQuery } from '../services/partners-list';
import { SHIPPER_NOT_FOUND, TRUCKER_NOT_FOUND, shipperProfile, truckerProfile } from '../services/partners-profile';

/** Truckers / Shippers lists and profiles (decision 003). Guard: requireRole('BackOffice') on every route. */
export const partnersRoutes = new Hono<AppEnv>();

/** Pages larger than this are written to the socket in batches instead of being built in memory. */
export const STREAM_ABOVE = 1000;

const LIST = {
  trucker: { key: 'Truckers', schema: truckersQuerySchema },
  shipper: { key: 'Shippers', schema: shippersQuerySchema },
} as const;

const readListQuery = (c: Context<AppEnv>, kind: ListKind): ListQuery => readQuery(c, LIST[kind].schema, LIST_QUERY_KEYS);

/** `{"Truckers":[` rows `],"Pagination":{…}}`: rows arrive as JSON texts, so both answers share one writer. */
const head = (kind: ListKind) => `{"${LIST[kind].key}":[`;
const tail = (pagination: Pagination) => `],"Pagination":${JSON.stringify(pagination)}}`;

function streamedAnswer(c: Context<AppEnv>, kind: ListKind, query: ListQuery, pagination: Pagination) {
  return streamJsonRows(c, { head: head(kind), tail: tail(pagination), label: 'partners' }, (signal) =>
    streamRows(c.var.deps.db, kind, query, { signal }),
  );
}

function listHandler(kind: ListKind) {
  return async (c: Context<AppEnv>) => {
    const { db } = c.var.deps;
    const query = readListQuery(c, kind);
    const total = await countRows(db, kind, query);
    const pagination: Pagination = { TotalItemCount: total, PageNumber: query.pageNumber, PageSize: query.pageSize };
    if (query.pageSize > STREAM_ABOVE) return streamedAnswer(c, kind, query, pagination);
    const offset = (query.pageNumber - 1) * query.pageSize;
    const rows = offset >= total ? [] : await pageRows(db, kind, query, total);
    return c.body(`${head(kind)}${rows.join(',')}${tail(pagination)}`, 200, JSON_TYPE);
  };
}

partnersRoutes.get(route('/api/Truckers'), requireRole('BackOffice'), listHandler('trucker'));
partnersRoutes.get(route('/api/Shippers'), requireRole('BackOffice'), listHandler('shipper'));

partnersRoutes.get(route('/api/Truckers/:id{[0-9]+}'), requireRole('BackOffice'), async (c) =>
  c.json(await truckerProfile(c.var.deps.db, pathIdOr404(c, TRUCKER_NOT_FOUND))),
);
partnersRoutes.get(route('/api/Shippers/:id{[0-9]+}'), requireRole('BackOffice'), async (c) =>
  c.json(await shipperProfile(c.var.deps.db, pathIdOr404(c, SHIPPER_NOT_FOUND))),
);
