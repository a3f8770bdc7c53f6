/**
 * The sort ids of the partner lists (decision 003), in a module without valibot: the /backoffice route's search
 * params read them at sign-in, and the schemas of contract/partners.ts would otherwise ride in the entry chunk.
 */
export const TRUCKER_SORT_FIELDS = [
  'Name',
  'Owner',
  'Created',
  'Email',
  'PhoneNumber',
  'ShipmentsCount',
  'FPRequestDate',
  'FPSignAgreementDate',
  'McNumber',
  'DotNumber',
  'PaymentStatus',
  'QuickPayAllowed',
  'Islocked',
  'Approved',
] as const;
export const SHIPPER_SORT_FIELDS = [
  'Name',
  'Owner',
  'Created',
  'Email',
  'PhoneNumber',
  'ShipmentsCount',
  'PaymentStatus',
  'Islocked',
  'QuickPaySuspended',
  'Approved',
] as const;
