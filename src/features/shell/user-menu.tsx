import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Session } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { userMenuItems } from './menu-items';
import { UserAvatar } from './user-avatar';

/** Greeting, avatar and the user menu (My Profile, Sign Out). */
export function UserMenu({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const { firstName, lastName } = session;
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`User menu`} px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={8} wrap="nowrap">
            <Text component="span" size="sm" fw={500} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              <Trans>
                Hi, {firstName} {lastName}
              </Trans>
            </Text>
            <UserAvatar session={session} />
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user?.Email}</Menu.Label>
        {userMenuItems.map(({ href, label, icon: Icon }) => (
          <Menu.Item key={href} component={AppLink} href={href} leftSection={<Icon size={16} aria-hidden />}>
            {i18n._(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
