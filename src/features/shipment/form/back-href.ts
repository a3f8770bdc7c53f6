import { LOAD_SELECTION_KEYS, shipmentsHref } from '@/lib/load-selection';

/**
 * Spec 2 §2.12: Back goes to /shipper/Loads/{selected load id} when a list remembered one (LoadIdSelected), otherwise
 * to /Loads (which sends a shipper or trucker on to its own list).
 */
export function shipmentBackHref(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): string {
  const selected = storage?.getItem(LOAD_SELECTION_KEYS.id)?.trim();
  return selected && /^\d+$/.test(selected) ? shipmentsHref(Number(selected)) : '/Loads';
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
