/**
 * The sort ids of the partner lists (decision 003), in a module without valibot: the /backoffice route's search
 * params read them at sign-in, and the schemas of contract/partners.ts would otherwise ride in the entry chunk.
 */
/** The sorts both lists have: the columns of the partner's name, owner and contact, and its load count. */
const SHARED_SORT_FIELDS = ['Name', 'Owner', 'Created', 'Email', 'PhoneNumber', 'ShipmentsCount'] as const;

export const TRUCKER_SORT_FIELDS = [
  ...SHARED_SORT_FIELDS,
  'FPRequestDate',
  'FPSignAgreementDate',
  'McNumber',
  'DotNumber',
  'PaymentStatus',
  'QuickPayAllowed',
  'Islocked',
  'Approved',
] as const;
export const SHIPPER_SORT_FIELDS = [...SHARED_SORT_FIELDS, 'PaymentStatus', 'Islocked', 'QuickPaySuspended', 'Approved'] as const;
