import * as v from 'valibot';
import { BILLING_DEFAULT_PAGE_SIZE, BILLING_SORT_FIELDS, BILLING_TYPES, OTHERS, type BillingType } from './billing';
import { MAX_PAGE_NUMBER, firstIssueOnly, oneOfMessage, queryText, search, sortField, sortOrder, wholeNumber } from './list-query';
import { message, say } from './messages';

/**
 * The query of `GET /api/Billing/Users` and `GetUsersFilter` (decision 060). Names are matched without regard to
 * case; `paymentStatus` and `type` are lists (repeated or comma-separated). Read by the server's `readQuery`.
 */

export const BILLING_MAX_PAGE_SIZE = 1_000_000;
export const BILLING_QUERY_LISTS = ['paymentStatus', 'type'] as const;

const METHODS: Record<string, 0 | 1 | 2 | 3> = { '': 0, all: 0, null: 0, '0': 0, '1': 1, '2': 2, '3': 3, true: 3, false: 2 };

export const billingQuerySchema = v.pipe(
  v.object({
    pageNumber: wholeNumber('pageNumber', 1, MAX_PAGE_NUMBER, 1),
    pageSize: wholeNumber('pageSize', 1, BILLING_MAX_PAGE_SIZE, BILLING_DEFAULT_PAGE_SIZE),
    search,
    sortField: sortField(BILLING_SORT_FIELDS, 'Created'),
    sortOrder,
    /** Selected statuses (lowercased); null stands for Others. Empty = all. */
    paymentStatus: v.pipe(
      v.optional(v.array(v.string()), []),
      v.transform((values) => [
        ...new Set(
          values.map((value) => value.toLowerCase()).map((lower) => (lower === OTHERS.toLowerCase() || lower === 'null' ? null : lower)),
        ),
      ]),
    ),
    type: v.config(
      v.pipe(
        v.optional(v.array(v.string()), []),
        v.transform((values) => values.map((value) => BILLING_TYPES.find((t) => t.toLowerCase() === value.toLowerCase()) ?? value)),
        v.check(
          (values) => values.every((value) => (BILLING_TYPES as readonly string[]).includes(value)),
          say(oneOfMessage({ name: 'type', choices: BILLING_TYPES.join(', ') })),
        ),
        v.transform((values) => [...new Set(values as BillingType[])]),
      ),
      firstIssueOnly,
    ),
    /** 0 = all, else the billing method (3 internal, 2 provider, 1 free); true/false are 3/2. */
    isInternal: v.config(
      v.pipe(
        queryText,
        v.toLowerCase(),
        v.check((value) => Object.hasOwn(METHODS, value), say(message('is_internal', 'isInternal must be 0, 1, 2 or 3.'))), // not 'constructor' from the prototype
        v.transform((value) => METHODS[value]),
      ),
      firstIssueOnly,
    ),
  }),
  v.transform(({ paymentStatus, type, isInternal, ...rest }) => ({
    ...rest,
    paymentStatuses: paymentStatus,
    types: type,
    method: isInternal,
  })),
);

export const BILLING_QUERY_KEYS = [
  'pageNumber',
  'pageSize',
  'search',
  'sortField',
  'sortOrder',
  'paymentStatus',
  'type',
  'isInternal',
] as const;

export type BillingListQuery = v.InferOutput<typeof billingQuerySchema>;
