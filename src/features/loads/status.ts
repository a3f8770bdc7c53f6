import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoadStatusCode } from '@/contract/loads';

export { LOAD_STATUS_CODES, type LoadStatusCode } from '@/contract/loads';

/** Where a badge is shown: the admin list and the shipper screens colour OP and DL differently (spec 2 §4). */
export type StatusContext = 'admin' | 'shipper';

/** Status names of decision 042, translated where they are shown. */
export const LOAD_STATUS_NAMES: Record<LoadStatusCode, MessageDescriptor> = {
  DF: msg`Draft`,
  OP: msg`Open`,
  BK: msg`Booked`,
  OFP: msg`En route to pickup`,
  AT: msg`At pickup`,
  IT: msg`In transit`,
  AR: msg`At delivery`,
  DL: msg`Delivered`,
  CL: msg`Cancelled`,
};

/** The colour names of spec 2 §4 / decision 042. */
export type StatusColorName = 'grey' | 'red' | 'green' | 'violet' | 'teal' | 'orange' | 'blue' | 'amber' | 'dark teal' | 'dark red';

const COMMON: Record<LoadStatusCode, StatusColorName> = {
  DF: 'grey',
  OP: 'red',
  BK: 'violet',
  OFP: 'teal',
  AT: 'orange',
  IT: 'blue',
  AR: 'amber',
  DL: 'green',
  CL: 'dark red',
};

export function statusColorName(code: string | null | undefined, context: StatusContext): StatusColorName {
  const known = isStatusCode(code) ? code : 'DF';
  if (context === 'shipper' && known === 'OP') return 'green';
  if (context === 'shipper' && known === 'DL') return 'dark teal';
  return COMMON[known];
}

/**
 * Mantine colour for each name. Shades are dark enough for white text at WCAG AA (4.5:1); amber is the one light
 * badge and carries dark text.
 */
export const STATUS_BADGE_COLOR: Record<StatusColorName, { color: string; dark: boolean }> = {
  grey: { color: 'gray.7', dark: false },
  red: { color: 'red.9', dark: false },
  green: { color: '#237a36', dark: false },
  violet: { color: 'violet.9', dark: false },
  teal: { color: 'teal.9', dark: false },
  orange: { color: '#b3440b', dark: false },
  blue: { color: 'blue.8', dark: false },
  amber: { color: 'yellow.5', dark: true },
  'dark teal': { color: '#0b5e56', dark: false },
  'dark red': { color: '#7d1414', dark: false },
};

export function isStatusCode(code: string | null | undefined): code is LoadStatusCode {
  return code != null && code in COMMON;
}

/** A draft (or a load without a status) opens its detail page; anything else its tracking page (spec 2 §2.1, §2.13). */
export function isDraft(code: string | null | undefined): boolean {
  return !code || code === 'DF';
}

export function loadHref(id: number, code: string | null | undefined): string {
  return isDraft(code) ? loadDetailHref(id) : trackingHref(id);
}

export const trackingHref = (id: number) => `/trackload/${id}/details`;
export const loadDetailHref = (id: number) => `/shipper/Loads/${id}/detail`;

/**
 * Status and mode ids as the database seeds them (migration 0002, decision 042). The party list uses them for its
 * filters: its users (shippers, truckers) may not call the BackOffice-only GetLoadsViewModel.
 */
export const STATUS_IDS: Record<LoadStatusCode, number> = { DF: 1, OP: 2, BK: 3, OFP: 4, AT: 5, IT: 6, AR: 7, DL: 8, CL: 9 };
export const LOAD_MODES = [
  { Id: 1, Name: 'LTL' },
  { Id: 2, Name: 'FTL' },
  { Id: 3, Name: 'Drayage' },
  { Id: 4, Name: 'Partial' },
  { Id: 5, Name: 'Intermodal' },
] as const;
