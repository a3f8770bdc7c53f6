import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOAD_STATUS_CODES, type LoadStatusCode } from '@/contract/loads';
import { LOAD_EXPORT_COLUMNS, type LoadExportColumn, type LoadsExportRequest } from '@/contract/loads-export';
import { isLocale } from '@/lib/i18n/locales';
import { LOAD_STATUS_NAMES } from './status';

const isExportColumn = (id: string): id is LoadExportColumn => (LOAD_EXPORT_COLUMNS as readonly string[]).includes(id);

/**
 * What the server needs to write the loads CSV the way the list reads (decision 118): the visible columns in their
 * order with the headers shown, the Yes/No and status labels of the user's language, and the language and time zone
 * its dates are shown in. The server keeps no catalog: every text comes from here.
 */
export function loadsExportRequest(columns: readonly { id: string; header: string }[], i18n: I18n): LoadsExportRequest {
  const statuses = Object.fromEntries(LOAD_STATUS_CODES.map((code) => [code, i18n._(LOAD_STATUS_NAMES[code])])) as Record<
    LoadStatusCode,
    string
  >;
  return {
    Columns: columns
      .filter((column) => isExportColumn(column.id))
      .map((column) => ({ Id: column.id as LoadExportColumn, Header: column.header })),
    Labels: { Yes: i18n._(msg`Yes`), No: i18n._(msg`No`), Statuses: statuses },
    Language: isLocale(i18n.locale) ? i18n.locale : 'en',
    TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}
