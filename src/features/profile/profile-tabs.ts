export type ProfileTabId = 'profile' | 'billing';

/** The tab a URL fragment opens: "#billing" (any case) → Billing, anything else → Profile. */
export function tabFromHash(hash: string | undefined): ProfileTabId {
  return (hash ?? '').replace(/^#/, '').toLowerCase() === 'billing' ? 'billing' : 'profile';
}
