import * as v from 'valibot';
import { MAX_PAGE_NUMBER, dayFilter, idList, queryText, search, sortField, sortOrder, triState, wholeNumber } from './list-query';

/**
 * Query strings of the load lists (decision 042): `GET /api/admin/GetLoads` and `GET /api/Shipments/PartyLoads`.
 * Names are matched without regard to case; ids come repeated, as `modeIds[]=`, or comma-separated; yes/no filters
 * are true|false|empty; dates YYYY-MM-DD inclusive. The server reads them with `readQuery` (server/http/query.ts);
 * the web app's URL search (features/loads/search-params.ts) uses the same sort fields and page size bounds.
 */

/** Sort ids of decision 042: every row field except the owner ids. */
export const LOAD_SORT_FIELDS = [
  'Id',
  'Code',
  'Status',
  'StatusCode',
  'Shipper',
  'Trucker',
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
] as const;
/** The per-party row has no DlsId, Mode or EquipmentType. */
export const PARTY_SORT_FIELDS = LOAD_SORT_FIELDS.filter(
  (f): f is Exclude<(typeof LOAD_SORT_FIELDS)[number], 'DlsId' | 'Mode' | 'EquipmentType'> =>
    f !== 'DlsId' && f !== 'Mode' && f !== 'EquipmentType',
);

export const LOADS_MAX_PAGE_SIZE = 1_000_000;

/** Parameters that carry a list of ids (every value is read). */
export const LOAD_QUERY_LISTS = ['modeIds', 'statusIds', 'shipperIds', 'truckerIds', 'equipmentIds'] as const;
const LOAD_QUERY_SCALARS = [
  'pageNumber',
  'pageSize',
  'search',
  'sortField',
  'sortOrder',
  'startDate',
  'endDate',
  'isQuickPay',
  'isBillPaid',
  'isDls',
] as const;
export const LOAD_QUERY_KEYS = [...LOAD_QUERY_SCALARS, ...LOAD_QUERY_LISTS] as const;
export const PARTY_LOAD_QUERY_KEYS = [...LOAD_QUERY_SCALARS, 'modeIds', 'statusIds', 'party', 'partyId'] as const;

const common = {
  pageNumber: wholeNumber('pageNumber', 1, MAX_PAGE_NUMBER, 1),
  pageSize: wholeNumber('pageSize', 1, LOADS_MAX_PAGE_SIZE, 10),
  search,
  sortOrder,
  modeIds: idList('modeIds'),
  statusIds: idList('statusIds'),
  /** Inclusive bounds on ShipmentDate (UTC midnight; the end bound is read up to the next midnight). */
  startDate: dayFilter('startDate'),
  endDate: dayFilter('endDate'),
  isQuickPay: triState('isQuickPay'),
};

/** The admin list (BackOffice). */
export const loadsQuerySchema = v.object({
  ...common,
  sortField: sortField(LOAD_SORT_FIELDS, 'Created'),
  shipperIds: idList('shipperIds'),
  truckerIds: idList('truckerIds'),
  equipmentIds: idList('equipmentIds'),
  isBillPaid: triState('isBillPaid'),
  isDls: triState('isDls'),
});

/** One party's loads: BackOffice names the party (party=shipper|trucker and partyId), a party gets its own. */
export const partyLoadsQuerySchema = v.object({
  ...common,
  sortField: sortField(PARTY_SORT_FIELDS, 'Id'),
  party: v.pipe(
    queryText,
    v.toLowerCase(),
    v.transform((value) => value || undefined),
  ),
  partyId: v.pipe(
    queryText,
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(wholeNumber('partyId', 1, 2_147_483_647, 0)),
  ),
});

export type AdminLoadsQuery = v.InferOutput<typeof loadsQuerySchema>;
export type PartyLoadsListQuery = v.InferOutput<typeof partyLoadsQuerySchema>;
