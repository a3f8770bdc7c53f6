import { assertStorable } from '../http/input-text';
import * as v from 'valibot';
import { parseIsoDate } from '../../src/contract/partners';
import type { LoadSortField } from '../../src/contract/loads';
import { modelStateError } from './errors';

/**
 * Query strings of the load lists (decision 042): case-insensitive names, ids repeated or comma-separated,
 * yes/no filters true|false|empty, dates YYYY-MM-DD inclusive. Invalid values answer 400 with ModelState.
 */

export const LOAD_SORT_FIELDS = [
  'Id', 'Code', 'Status', 'StatusCode', 'Shipper', 'Trucker', 'DlsId', 'Mode', 'EquipmentType', 'TotalPrice', 'FromCity',
  'FromState', 'ToCity', 'ToState', 'Stops', 'BillPaid', 'BillUploaded', 'BillPaymentDate', 'BillDate', 'BillDueDate',
  'InvoicePaid', 'InvoiceUploaded', 'InvoicePaymentDate', 'InvoiceDate', 'InvoiceDueDate', 'IsQuickPay', 'Created',
  'ShipmentDate',
] as const satisfies readonly LoadSortField[];
/** The per-party row has no DlsId, Mode or EquipmentType. */
export const PARTY_SORT_FIELDS = LOAD_SORT_FIELDS.filter((f) => f !== 'DlsId' && f !== 'Mode' && f !== 'EquipmentType');

export const MAX_PAGE_SIZE = 1_000_000;
const MAX_PAGE_NUMBER = 1_000_000_000;
const SEARCH_MAX = 100;

export type LoadsListQuery = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sortField: LoadSortField;
  sortOrder: 'asc' | 'desc';
  modeIds: number[];
  statusIds: number[];
  shipperIds: number[];
  truckerIds: number[];
  equipmentIds: number[];
  /** Inclusive bounds on ShipmentDate as [start 00:00 UTC, end + 1 day 00:00 UTC). */
  startDate?: Date;
  endDate?: Date;
  isQuickPay?: boolean;
  isBillPaid?: boolean;
  isDls?: boolean;
  /** Party lists: search Code only (the admin list also searches the DLS number). */
  codeOnly?: boolean;
  /** Party lists: the forced owner. */
  shipperId?: number;
  truckerId?: number;
};

const ID_PARAMS = ['modeIds', 'statusIds', 'shipperIds', 'truckerIds', 'equipmentIds'] as const;
const SCALAR_PARAMS = ['pageNumber', 'pageSize', 'search', 'sortField', 'sortOrder', 'startDate', 'endDate', 'isQuickPay', 'isBillPaid', 'isDls', 'party', 'partyId'] as const;
type Scalar = (typeof SCALAR_PARAMS)[number];
type IdParam = (typeof ID_PARAMS)[number];

/** Every value of each id parameter (repeated, `modeIds[]=`, or comma-separated), names matched without case. */
export function readRawQuery(url: string): { scalars: Partial<Record<Scalar, string>>; ids: Record<IdParam, string[]> } {
  const scalars: Partial<Record<Scalar, string>> = {};
  const ids = Object.fromEntries(ID_PARAMS.map((k) => [k, [] as string[]])) as Record<IdParam, string[]>;
  const scalarNames = new Map(SCALAR_PARAMS.map((n) => [n.toLowerCase(), n]));
  const idNames = new Map(ID_PARAMS.map((n) => [n.toLowerCase(), n]));
  const params = new URL(url).searchParams;
  assertStorable(Object.fromEntries(params));
  for (const [rawKey, value] of params) {
    const key = rawKey.toLowerCase().replace(/\[\d*\]$/, '');
    const idName = idNames.get(key);
    if (idName) ids[idName].push(...value.split(',').map((s) => s.trim()).filter(Boolean));
    const scalar = scalarNames.get(key);
    if (scalar && scalars[scalar] === undefined) scalars[scalar] = value;
  }
  return { scalars, ids };
}

type Issues = Record<string, string[]>;

const whole = (issues: Issues, name: string, raw: string | undefined, min: number, max: number, fallback: number) => {
  const text = (raw ?? '').trim();
  if (text === '') return fallback;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) {
    issues[name] = [`${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`];
    return fallback;
  }
  return n;
};

const triState = (issues: Issues, name: string, raw: string | undefined) => {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === 'all' || text === 'null') return undefined;
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  issues[name] = [`${name} must be true, false or empty.`];
  return undefined;
};

const dateParam = (issues: Issues, name: string, raw: string | undefined) => {
  const text = (raw ?? '').trim();
  if (text === '') return undefined;
  const date = parseIsoDate(text.slice(0, 10));
  const year = date?.getUTCFullYear() ?? 0;
  if (!date || year < 1900 || year > 2100) {
    issues[name] = [`${name} must be a date (YYYY-MM-DD) between 1900 and 2100.`];
    return undefined;
  }
  return date;
};

const idList = (issues: Issues, name: string, values: string[]) => {
  const out: number[] = [];
  for (const value of values) {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= 2_147_483_647)) {
      issues[name] = [`${name} must be a list of ids.`];
      return [];
    }
    if (!out.includes(n)) out.push(n);
  }
  return out;
};

const searchSchema = v.pipe(
  v.string(),
  // eslint-disable-next-line no-control-regex
  v.transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()),
);

export function parseLoadsQuery(url: string, options: { party?: boolean } = {}): LoadsListQuery & { party?: string; partyId?: number } {
  const { scalars, ids } = readRawQuery(url);
  const issues: Issues = {};
  const fields: readonly string[] = options.party ? PARTY_SORT_FIELDS : LOAD_SORT_FIELDS;
  const defaultSort = options.party ? 'Id' : 'Created';
  const rawSort = (scalars.sortField ?? '').trim();
  const sortField = rawSort === '' ? defaultSort : fields.find((f) => f.toLowerCase() === rawSort.toLowerCase());
  if (!sortField) issues.sortField = [`sortField must be one of ${fields.join(', ')}.`];
  const rawOrder = (scalars.sortOrder ?? '').trim().toLowerCase() || 'desc';
  if (rawOrder !== 'asc' && rawOrder !== 'desc') issues.sortOrder = ['sortOrder must be asc or desc.'];
  const search = v.parse(searchSchema, scalars.search ?? '');
  if (search.length > SEARCH_MAX) issues.search = [`search must be at most ${SEARCH_MAX} characters.`];
  const query = {
    pageNumber: whole(issues, 'pageNumber', scalars.pageNumber, 1, MAX_PAGE_NUMBER, 1),
    pageSize: whole(issues, 'pageSize', scalars.pageSize, 1, MAX_PAGE_SIZE, 10),
    search: search || undefined,
    sortField: (sortField ?? defaultSort) as LoadSortField,
    sortOrder: (rawOrder === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
    modeIds: idList(issues, 'modeIds', ids.modeIds),
    statusIds: idList(issues, 'statusIds', ids.statusIds),
    shipperIds: options.party ? [] : idList(issues, 'shipperIds', ids.shipperIds),
    truckerIds: options.party ? [] : idList(issues, 'truckerIds', ids.truckerIds),
    equipmentIds: options.party ? [] : idList(issues, 'equipmentIds', ids.equipmentIds),
    startDate: dateParam(issues, 'startDate', scalars.startDate),
    endDate: dateParam(issues, 'endDate', scalars.endDate),
    isQuickPay: triState(issues, 'isQuickPay', scalars.isQuickPay),
    isBillPaid: options.party ? undefined : triState(issues, 'isBillPaid', scalars.isBillPaid),
    isDls: options.party ? undefined : triState(issues, 'isDls', scalars.isDls),
    codeOnly: options.party,
    party: scalars.party?.trim().toLowerCase() || undefined,
    partyId: scalars.partyId?.trim() ? whole(issues, 'partyId', scalars.partyId, 1, 2_147_483_647, 0) : undefined,
  };
  if (Object.keys(issues).length > 0) throw modelStateError(issues);
  return query;
}
