import { TABS, type PartnersTab } from './search-params';

/** Spec 1 §2.5: the active tab index is remembered under this key ("0" Truckers, "1" Shippers). */
export const ACTIVE_TAB_KEY = 'admin-active-tab';

export function readStoredTab(): PartnersTab {
  try {
    return TABS[Number(localStorage.getItem(ACTIVE_TAB_KEY))] ?? 'truckers';
  } catch {
    return 'truckers';
  }
}

export function storeTab(tab: PartnersTab): void {
  try {
    localStorage.setItem(ACTIVE_TAB_KEY, String(TABS.indexOf(tab)));
  } catch {
    /* storage unavailable */
  }
}

/** The URL's tab wins (a shared link); without one, the remembered tab. */
export function resolveTab(tab: PartnersTab | undefined): PartnersTab {
  return tab ?? readStoredTab();
}
