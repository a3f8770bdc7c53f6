import type { AddressOption } from '@/contract/shipment';

/** At most this many companies are listed at once; typing narrows the list. */
export const COMPANY_OPTION_LIMIT = 50;

/** The companies whose name contains the typed text (case-insensitive), and whether one matches it exactly. */
export function filterCompanies(addresses: readonly AddressOption[], search: string): { options: AddressOption[]; exact: boolean } {
  const needle = search.trim().toLowerCase();
  const exact = needle !== '' && addresses.some((a) => a.Name.trim().toLowerCase() === needle);
  const options = needle === '' ? addresses : addresses.filter((a) => a.Name.toLowerCase().includes(needle));
  return { options: options.slice(0, COMPANY_OPTION_LIMIT), exact };
}
