import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Divider, Group, NavLink, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useTotalUnread } from '@/lib/chat/conversations';
import type { Session } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { isActivePath, topMenuItems, userMenuItems, type MenuItem } from './menu-items';
import classes from './top-menu.module.css';

/** The unread chat messages next to Messages (nothing when all are read). */
function UnreadBadge({ item }: { item: MenuItem }) {
  const { t } = useLingui();
  const unread = useTotalUnread();
  if (item.badge !== 'chat-unread' || unread === 0) return null;
  return (
    <Badge size="sm" color="red" circle={unread < 10} aria-label={t`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}

/**
 * The horizontal top menu of wide screens (≥ 992 px). Below 1280 px (1536 px for staff's five entries, which
 * overflowed the header at 1366 px) the entries show their icon only, with the name in a tooltip.
 */
export function TopMenu({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = topMenuItems(session);
  const compact = !useMediaQuery(items.length > 4 ? '(min-width: 96em)' : '(min-width: 80em)');
  return (
    <Group
      component="nav"
      aria-label={t`Main menu`}
      gap={4}
      visibleFrom="md"
      wrap="nowrap"
      data-compact={compact || undefined}
      className={classes.nav}
    >
      {items.map((item) => {
        const { href, label, icon: Icon } = item;
        const active = isActivePath(pathname, item);
        const name = i18n._(label);
        return (
          <Tooltip key={href} label={name} disabled={!compact}>
            <Button
              component={AppLink}
              href={href}
              className={classes.item}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              c={active ? undefined : 'var(--mantine-color-text)'}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={item.badge ? <UnreadBadge item={item} /> : undefined}
              aria-current={active ? 'page' : undefined}
            >
              <span className={classes.label}>{name}</span>
            </Button>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The same menu, vertical, in the drawer of small screens; `onNavigate` closes the drawer. */
export function DrawerMenu({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const link = (item: MenuItem) => {
    const { href, label, icon: Icon } = item;
    const active = isActivePath(pathname, item);
    return (
      <NavLink
        key={href}
        component={AppLink}
        href={href}
        label={i18n._(label)}
        leftSection={<Icon size={20} aria-hidden />}
        rightSection={item.badge ? <UnreadBadge item={item} /> : undefined}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };
  return (
    <Stack gap="md">
      <nav aria-label={t`Main menu`}>{topMenuItems(session).map(link)}</nav>
      <Divider />
      <nav aria-label={t`Account`}>{userMenuItems.map(link)}</nav>
    </Stack>
  );
}
