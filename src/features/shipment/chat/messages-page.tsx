import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Avatar, Badge, Button, Card, Center, Group, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconMessages } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import type { ChatConversation } from '@/contract/shipment';
import { useChatConversations } from '@/lib/chat/conversations';
import { AppLink } from '@/lib/ui/app-link';
import { ChatDrawer } from './chat-drawer';
import { conversationTime, loadHref, preview, sortConversations } from './conversations-view';

type Props = {
  /** The loads feature's status badge, handed in by the route. */
  StatusBadge?: ComponentType<{ code: string; name: string }>;
};

/** /Messages: the user's load chats, newest message first; a click opens the chat in a drawer (decision 047). */
export function MessagesPage({ StatusBadge }: Props) {
  const { t } = useLingui();
  const conversations = useChatConversations();
  const [open, setOpen] = useState<{ id: number; code: string } | null>(null);
  const [opened, setOpened] = useState(false);
  const list = conversations.data ? sortConversations(conversations.data.Conversations) : [];

  let content;
  if (conversations.error) {
    content = (
      <Alert color="red" title={t`The conversations could not be loaded.`}>
        <Button size="xs" variant="light" color="red" onClick={() => void conversations.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (!conversations.data) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading the conversations`} />
      </Center>
    );
  } else if (list.length === 0) {
    content = (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap={4} c="dimmed" ta="center">
          <IconMessages size={36} aria-hidden />
          <Text fw={600}>
            <Trans>No conversations yet</Trans>
          </Text>
          <Text size="sm">
            <Trans>A load's chat starts once a trucker is assigned to it.</Trans>
          </Text>
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Card withBorder radius="md" padding={0} component="ul" aria-label={t`Conversations`} style={{ listStyle: 'none', margin: 0 }}>
        {list.map((conversation, index) => (
          <ConversationRow
            key={conversation.ShipmentId}
            conversation={conversation}
            first={index === 0}
            StatusBadge={StatusBadge}
            onOpen={() => {
              setOpen({ id: conversation.ShipmentId, code: conversation.Code });
              setOpened(true);
            }}
          />
        ))}
      </Card>
    );
  }

  return (
    <Stack gap="md" maw={900} mx="auto" w="100%">
      {content}
      {open && <ChatDrawer shipmentId={open.id} code={open.code} opened={opened} onClose={() => setOpened(false)} />}
    </Stack>
  );
}

type RowProps = {
  conversation: ChatConversation;
  first: boolean;
  StatusBadge?: Props['StatusBadge'];
  onOpen: () => void;
};

function ConversationRow({ conversation: c, first, StatusBadge, onOpen }: RowProps) {
  const { t } = useLingui();
  const last = c.LastMessage;
  return (
    <Group component="li" wrap="nowrap" gap={0} style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <UnstyledButton
        onClick={onOpen}
        p="md"
        style={{ flex: 1, minWidth: 0 }}
        aria-label={t`Open the chat of load ${c.Code} with ${c.Counterpart}`}
      >
        <Group wrap="nowrap" gap="md" align="flex-start">
          <Avatar radius="xl" color="initials" name={c.Counterpart} aria-hidden />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Text fw={c.Unread > 0 ? 700 : 600} truncate>
                  {c.Counterpart}
                </Text>
                <Text size="sm" c="dimmed">
                  {c.Code}
                </Text>
                {StatusBadge ? (
                  <StatusBadge code={c.StatusCode} name={c.StatusCode} />
                ) : (
                  <Badge size="sm" variant="light">
                    {c.StatusCode}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {conversationTime(last?.Created)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c={c.Unread > 0 ? undefined : 'dimmed'} fw={c.Unread > 0 ? 600 : undefined} truncate>
                {last ? `${last.IsMine ? t`You` : last.Nickname}: ${preview(last.Body)}` : t`No messages yet`}
              </Text>
              {c.Unread > 0 && (
                <Badge size="sm" circle={c.Unread < 10} color="red" aria-label={t`${c.Unread} unread`}>
                  {c.Unread}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
      <Tooltip label={t`Open load ${c.Code}`}>
        <ActionIcon
          component={AppLink}
          href={loadHref(c)}
          variant="subtle"
          color="gray"
          size="lg"
          mx="sm"
          aria-label={t`Open load ${c.Code}`}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
