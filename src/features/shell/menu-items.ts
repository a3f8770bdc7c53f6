import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconGavel,
  IconLogout,
  IconMapSearch,
  IconMessages,
  IconPackages,
  IconReceipt2,
  IconTruckDelivery,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { isBackOffice, type Session } from '@/lib/session';

/**
 * `section`: the paths under which the item counts as the current one (default: its own href); `except`: paths
 * under a section that belong to another item (the board /Loads/find is not the staff Loads list).
 * `badge: 'chat-unread'`: the menu shows the user's unread chat messages next to the label.
 */
export type MenuItem = { href: string; label: MessageDescriptor; icon: Icon; section?: string[]; except?: string[]; badge?: 'chat-unread' };

const isParty = (session: Session | null) => !!session && /Shipper|Trucker/.test(session.role);

/**
 * Top menu of spec 1 §2.3 / §6 and decision 047: the partners page, Loads and Billing need a BackOffice role (their
 * API refuses anyone else, issue 15 item 9); shippers and truckers get their own loads; every signed-in user gets Messages.
 */
export function topMenuItems(session: Session | null): MenuItem[] {
  const items: MenuItem[] = [];
  const backOffice = isBackOffice(session);
  if (backOffice) {
    items.push({ href: '/backoffice', label: msg`Truckers / Shippers Management`, icon: IconUsersGroup });
    items.push({
      href: '/Loads',
      label: msg`Loads`,
      icon: IconTruckDelivery,
      section: ['/Loads', '/trackload', '/shipper'],
      except: ['/Loads/find', '/Loads/my-bids'],
    });
    items.push({ href: '/billing/dashboard', label: msg`Billing`, icon: IconReceipt2, section: ['/billing'] });
  } else if (isParty(session)) {
    items.push({ href: '/shipper/loads', label: msg`My loads`, icon: IconPackages, section: ['/shipper'] });
  }
  // The load board (issue 16): carriers find, bid on and book loads; BackOffice may look at it too.
  if (backOffice || (!!session && /Trucker/.test(session.role)))
    items.push({ href: '/Loads/find', label: msg`Find loads`, icon: IconMapSearch, section: ['/Loads/find'] });
  if (!!session && /Trucker/.test(session.role) && !backOffice)
    items.push({ href: '/Loads/my-bids', label: msg`My bids`, icon: IconGavel, section: ['/Loads/my-bids'] });
  if (session) items.push({ href: '/Messages', label: msg`Messages`, icon: IconMessages, badge: 'chat-unread' });
  return items;
}

export const userMenuItems: MenuItem[] = [
  { href: '/user-profile', label: msg`My Profile`, icon: IconUserCircle },
  { href: '/logout', label: msg`Sign Out`, icon: IconLogout },
];

/** A menu item is active on its own path and below it (paths compare case-insensitively, as the legacy routes did). */
export function isActivePath(pathname: string, item: Pick<MenuItem, 'href' | 'section' | 'except'>): boolean {
  const path = pathname.toLowerCase();
  const under = (prefix: string) => {
    const base = prefix.toLowerCase();
    return path === base || path.startsWith(`${base}/`);
  };
  return (item.section ?? [item.href]).some(under) && !(item.except ?? []).some(under);
}
