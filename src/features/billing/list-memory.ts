const KEY = 'billing-dashboard-search';

/** The dashboard's query string ("?page=3&status=past_due"), kept so "Back to subscriptions" returns to the same view (this tab only). */
export function rememberDashboardSearch(searchStr: string): void {
  try {
    sessionStorage.setItem(KEY, searchStr);
  } catch {
    /* storage unavailable */
  }
}

/** Where "Back to subscriptions" goes: the dashboard with the filters, sort and page the user left it with. */
export function dashboardHref(): string {
  let searchStr = '';
  try {
    searchStr = sessionStorage.getItem(KEY) ?? '';
  } catch {
    /* storage unavailable */
  }
  return `/billing/dashboard${searchStr.startsWith('?') ? searchStr : ''}`;
}
