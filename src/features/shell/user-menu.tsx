import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useOutbox } from '@/lib/offline/use-offline';
import type { Session } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { userMenuItems } from './menu-items';
import { UserAvatar } from './user-avatar';

/** Greeting, avatar and the user menu (My Profile, Sign Out). */
export function UserMenu({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const { firstName, lastName } = session;
  const unsent = useOutbox().length;
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
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
          <Menu.Item
            key={href}
            component={AppLink}
            href={href}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={(event) => {
              // Signing out deletes this device's copy of the user's data: with changes not yet sent, ask first.
              if (href === '/logout' && unsent > 0) {
                event.preventDefault();
                setConfirming(true);
              }
            }}
          >
            {i18n._(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
      <ConfirmDialog
        opened={confirming}
        title={t`Sign out with unsent changes?`}
        text={plural(unsent, {
          one: '# change has not been sent yet. Signing out deletes it from this device.',
          other: '# changes have not been sent yet. Signing out deletes them from this device.',
        })}
        confirmLabel={t`Sign out anyway`}
        cancelLabel={t`Stay signed in`}
        color="red"
        onConfirm={() => {
          setConfirming(false);
          void navigate({ to: '/logout', search: { discard: true } });
        }}
        onClose={() => setConfirming(false)}
      />
    </Menu>
  );
}
