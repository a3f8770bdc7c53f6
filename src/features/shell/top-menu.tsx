import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, NavLink, Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { Session } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { isActivePath, topMenuItems, userMenuItems, type MenuItem } from './menu-items';

/** The horizontal top menu of wide screens (≥ 992 px). */
export function TopMenu({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Group component="nav" aria-label={t`Main menu`} gap={4} visibleFrom="md" wrap="nowrap">
      {topMenuItems(session).map((item) => {
        const { href, label, icon: Icon } = item;
        const active = isActivePath(pathname, item);
        return (
          <Button
            key={href}
            component={AppLink}
            href={href}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            c={active ? undefined : 'var(--mantine-color-text)'}
            leftSection={<Icon size={18} aria-hidden />}
            aria-current={active ? 'page' : undefined}
          >
            {i18n._(label)}
          </Button>
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
