import { UNSTORABLE_TEXT, isUnstorable } from '../http/input-text';
import {
  BILLING_DEFAULT_PAGE_SIZE,
  BILLING_SORT_FIELDS,
  BILLING_TYPES,
  OTHERS,
  type BillingSortField,
  type BillingType,
} from '../../src/contract/billing';
import type { ModelState } from '../../src/contract/fields';
import { modelStateError } from './errors';

/** The query of `GET /api/Billing/Users` and `GetUsersFilter` (decision 060), read from a URL. */
export type BillingQuery = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sortField: BillingSortField;
  sortOrder: 'asc' | 'desc';
  /** Selected statuses (lowercased); null stands for Others. Empty = all. */
  paymentStatuses: (string | null)[];
  types: BillingType[];
  /** 0 = all. */
  method: 0 | 1 | 2 | 3;
};

export const BILLING_MAX_PAGE_SIZE = 1_000_000;
const MAX_PAGE_NUMBER = 1_000_000_000;
const SEARCH_MAX = 100;

/** Every value of a parameter, its name matched without regard to case; comma-separated values are split too. */
function allValues(params: URLSearchParams, name: string): string[] {
  const out: string[] = [];
  for (const [key, value] of params) {
    if (key.toLowerCase() !== name.toLowerCase()) continue;
    for (const part of value.split(',')) if (part.trim() !== '') out.push(part.trim());
  }
  return out;
}

const firstValue = (params: URLSearchParams, name: string) => {
  for (const [key, value] of params) if (key.toLowerCase() === name.toLowerCase()) return value.trim();
  return '';
};

export function parseBillingQuery(url: string): BillingQuery {
  const params = new URL(url).searchParams;
  const errors: ModelState = {};
  const fail = (field: string, message: string) => (errors[field] = [message]);
  for (const [name, value] of params) if (isUnstorable(value) || isUnstorable(name)) fail(name, UNSTORABLE_TEXT(name));

  const whole = (name: string, min: number, max: number, fallback: number) => {
    const raw = firstValue(params, name);
    if (raw === '') return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= min && value <= max)) {
      fail(name, `${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`);
      return fallback;
    }
    return value;
  };
  const pageNumber = whole('pageNumber', 1, MAX_PAGE_NUMBER, 1);
  const pageSize = whole('pageSize', 1, BILLING_MAX_PAGE_SIZE, BILLING_DEFAULT_PAGE_SIZE);

  // eslint-disable-next-line no-control-regex
  const searchText = firstValue(params, 'search').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (searchText.length > SEARCH_MAX) fail('search', `search must be at most ${SEARCH_MAX} characters.`);

  const rawSort = firstValue(params, 'sortField') || 'Created';
  const sortField = BILLING_SORT_FIELDS.find((f) => f.toLowerCase() === rawSort.toLowerCase());
  if (!sortField) fail('sortField', `sortField must be one of ${BILLING_SORT_FIELDS.join(', ')}.`);
  const rawOrder = (firstValue(params, 'sortOrder') || 'desc').toLowerCase();
  if (rawOrder !== 'asc' && rawOrder !== 'desc') fail('sortOrder', 'sortOrder must be asc or desc.');

  const paymentStatuses = [
    ...new Set(
      allValues(params, 'paymentStatus').map((value) => {
        const lower = value.toLowerCase();
        return lower === OTHERS.toLowerCase() || lower === 'null' ? null : lower;
      }),
    ),
  ];

  const types: BillingType[] = [];
  for (const value of allValues(params, 'type')) {
    const type = BILLING_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
    if (!type) fail('type', `type must be one of ${BILLING_TYPES.join(', ')}.`);
    else if (!types.includes(type)) types.push(type);
  }

  const rawMethod = firstValue(params, 'isInternal').toLowerCase();
  const methods: Record<string, 0 | 1 | 2 | 3> = { '': 0, all: 0, null: 0, '0': 0, '1': 1, '2': 2, '3': 3, true: 3, false: 2 };
  const method = Object.hasOwn(methods, rawMethod) ? methods[rawMethod] : undefined; // not 'constructor' from the prototype
  if (method === undefined) fail('isInternal', 'isInternal must be 0, 1, 2 or 3.');

  if (Object.keys(errors).length > 0) throw modelStateError(errors);
  return {
    pageNumber,
    pageSize,
    search: searchText || undefined,
    sortField: sortField as BillingSortField,
    sortOrder: rawOrder as 'asc' | 'desc',
    paymentStatuses,
    types,
    method: method ?? 0,
  };
}
