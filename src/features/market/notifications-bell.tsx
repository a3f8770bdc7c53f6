import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AppNotification, NotificationsAnswer } from '@/contract/market';
import { formatDateTime } from '@/shared/format/date';
import { useSession } from '@/lib/session';
import { markNotificationsRead, marketKeys, notificationsQueryOptions } from './api';
import { runLiveEvents } from './live-events';
import { notificationHref, notificationText, type StatusNameOf } from './notification-text';

/**
 * The top bar's bell (decision 083): the unread count, the newest notifications, "mark all read". It also runs the
 * tab's one live event stream while it is mounted (the signed-in shell).
 */
export function NotificationsBell({ statusName }: { statusName?: StatusNameOf }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const list = useQuery(notificationsQueryOptions());
  const token = session?.token;
  const signedIn = !!token;

  useEffect(() => {
    if (!signedIn) return;
    const abort = new AbortController();
    void runLiveEvents(queryClient, abort.signal);
    return () => abort.abort();
  }, [signedIn, queryClient]);

  const unread = list.data?.Unread ?? 0;
  const isCarrier = !!session && /Trucker/.test(session.role);

  const setRead = (ids: number[] | 'all') => {
    queryClient.setQueryData<NotificationsAnswer>(marketKeys.notifications, (current) =>
      current
        ? {
            Notifications: current.Notifications.map((n) => (ids === 'all' || ids.includes(n.Id) ? { ...n, Read: true } : n)),
            Unread:
              ids === 'all' ? 0 : Math.max(0, current.Unread - current.Notifications.filter((n) => ids.includes(n.Id) && !n.Read).length),
          }
        : current,
    );
    void markNotificationsRead(ids === 'all' ? { All: true } : { Ids: ids }).then(({ Unread }) =>
      queryClient.setQueryData<NotificationsAnswer>(marketKeys.notifications, (current) => (current ? { ...current, Unread } : current)),
    );
  };

  const open = (n: AppNotification) => {
    if (!n.Read) setRead([n.Id]);
    setOpened(false);
    const href = notificationHref(n, isCarrier);
    if (href) void navigate({ href });
  };

  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;
  return (
    <Popover opened={opened} onChange={setOpened} width="min(360px, calc(100vw - 16px))" position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label={t`Notifications`} openDelay={400}>
          <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={4}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" mb={6} px={4}>
          <Text fw={700} size="sm">
            <Trans>Notifications</Trans>
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={unread === 0} onClick={() => setRead('all')}>
            <Trans>Mark all as read</Trans>
          </Button>
        </Group>
        <ScrollArea.Autosize mah={420}>
          <Stack gap={2} role="list" aria-label={t`Notifications`}>
            {(list.data?.Notifications ?? []).length === 0 && (
              <Text c="dimmed" size="sm" p="sm">
                <Trans>No notifications yet.</Trans>
              </Text>
            )}
            {(list.data?.Notifications ?? []).map((n) => (
              <UnstyledButton
                key={n.Id}
                role="listitem"
                onClick={() => open(n)}
                p={8}
                style={{ borderRadius: 6, background: n.Read ? undefined : 'var(--mantine-color-blue-light)' }}
                data-unread={!n.Read || undefined}
              >
                <Text size="sm" fw={n.Read ? 400 : 600}>
                  {notificationText(n, i18n, statusName)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(n.Created)}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
