import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import type { Role } from '@/contract/auth';
import { useSession } from '@/lib/session';

export type Crumb = { label: string; href: string };

/**
 * Titles for paths whose routes later issues add; a route's own `staticData.title` always wins.
 * Keys are lower-case paths.
 */
const KNOWN_TITLES: Record<string, MessageDescriptor> = {
  '/backoffice': msg`Truckers / Shippers Management`,
  '/loads': msg`Loads`,
  '/billing/dashboard': msg`Billing`,
  '/user-profile': msg`My Profile`,
  '/search': msg`Search`,
  '/messages': msg`Messages`,
};

function humanize(segment: string): string {
  const text = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The current page's title and its breadcrumb trail (Home first, the page itself last). */
export function usePageTrail(): { title: string; trail: Crumb[] } {
  const { i18n } = useLingui();
  const matches = useMatches();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The session keeps the roles comma-separated; a user who holds several reads the route's own title.
  const roles = useSession()?.role.split(',') ?? [];
  const role = roles.length === 1 ? (roles[0] as Role) : undefined;
  const titled = matches.filter((m) => m.staticData?.title);
  const trail: Crumb[] = titled.map((m) => ({
    label: i18n._((role && m.staticData.roleTitles?.[role]) || m.staticData.title!),
    href: m.pathname,
  }));
  if (trail.length === 0) {
    const known = KNOWN_TITLES[pathname.toLowerCase().replace(/\/$/, '')];
    const last = pathname.split('/').filter(Boolean).pop();
    const label = known ? i18n._(known) : last ? humanize(last) : '';
    if (label) trail.push({ label, href: pathname });
  }
  const title = trail[trail.length - 1]?.label ?? '';
  return { title, trail: [{ label: i18n._(msg`Home`), href: '/' }, ...trail] };
}
