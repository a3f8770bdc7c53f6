import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconLogout, IconReceipt2, IconTruckDelivery, IconUserCircle, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { isBackOffice, type Session } from '@/lib/session';

/** `section`: the paths under which the item counts as the current one (default: its own href). */
export type MenuItem = { href: string; label: MessageDescriptor; icon: Icon; section?: string[] };

/** Top menu of spec 1 §2.3 / §6: everyone sees the partners page; Loads and Billing need a BackOffice role. */
export function topMenuItems(session: Session | null): MenuItem[] {
  const items: MenuItem[] = [{ href: '/backoffice', label: msg`Truckers / Shippers Management`, icon: IconUsersGroup }];
  if (isBackOffice(session)) {
    items.push({ href: '/Loads', label: msg`Loads`, icon: IconTruckDelivery, section: ['/Loads', '/trackload', '/shipper'] });
    items.push({ href: '/billing/dashboard', label: msg`Billing`, icon: IconReceipt2, section: ['/billing'] });
  }
  return items;
}

export const userMenuItems: MenuItem[] = [
  { href: '/user-profile', label: msg`My Profile`, icon: IconUserCircle },
  { href: '/logout', label: msg`Sign Out`, icon: IconLogout },
];

/** A menu item is active on its own path and below it (paths compare case-insensitively, as the legacy routes did). */
export function isActivePath(pathname: string, item: Pick<MenuItem, 'href' | 'section'>): boolean {
  const path = pathname.toLowerCase();
  return (item.section ?? [item.href]).some((prefix) => {
    const base = prefix.toLowerCase();
    return path === base || path.startsWith(`${base}/`);
  });
}
