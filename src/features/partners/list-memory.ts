import type { PartnersSearchInput } from './search-params';

const KEY = 'backoffice-list-search';

/** The list's last search params, so a detail page's back link returns to the same filtered view (this tab only). */
export function rememberListSearch(search: PartnersSearchInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    /* storage unavailable */
  }
}

export function lastListSearch(): PartnersSearchInput | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PartnersSearchInput) : null;
  } catch {
    return null;
  }
}
