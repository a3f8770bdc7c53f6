import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { isStatusCode, LOAD_STATUS_CODES, LOAD_STATUS_NAMES, STATUS_IDS } from './status';

/** Status filter options with translated names; from the view model when there is one, else the seeded ids. */
export function useStatusOptions(statuses?: { Id: number; Name: string; Code: string }[]) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const list = statuses ?? LOAD_STATUS_CODES.map((code) => ({ Id: STATUS_IDS[code], Code: code, Name: code }));
    return list.map((status) => ({
      value: String(status.Id),
      label: isStatusCode(status.Code) ? i18n._(LOAD_STATUS_NAMES[status.Code]) : status.Name,
    }));
  }, [statuses, i18n]);
}
