/** Spec 1 §3 / 2 §2: the party load list remembers its party under this localStorage key. */
const LOAD_ID_SELECTED = 'LoadIdSelected';

/**
 * Where Back goes (spec 2 §2.2): the remembered party load list /shipper/Loads/{LoadIdSelected}; without one, the
 * loads list of the user's role (/Loads for BackOffice, /shipper/loads otherwise).
 */
export function trackingBackHref(backOffice: boolean, storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): string {
  const selected = storage?.getItem(LOAD_ID_SELECTED)?.trim();
  if (selected && /^\d+$/.test(selected)) return `/shipper/Loads/${selected}`;
  return backOffice ? '/Loads' : '/shipper/loads';
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
