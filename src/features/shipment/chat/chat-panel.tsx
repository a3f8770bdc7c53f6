import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessageOff, IconSend, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatThread } from '@/contract/shipment';
import { HttpError } from '@/lib/http/client';
import { useSession } from '@/lib/session';
import { shipmentQueryOptions } from '../api';
import { ChatMessages } from './chat-messages';
import { sendableBody } from './chat-thread';
import type { StreamState } from './chat-stream';
import { useChat } from './use-chat';

type Props = {
  shipmentId: number;
  code: string;
  /** Inside the drawer the conversation fills the height; on a page it scrolls in a fixed box. */
  fill?: boolean;
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const forbidden = (error: unknown) => error instanceof HttpError && (error.status === 403 || error.status === 404);

/** The load's live chat between its shipper, its assigned trucker and BackOffice (spec 2 §2.12, decision 047). */
export function ChatPanel({ shipmentId, code, fill = false }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const shipment = useQuery(shipmentQueryOptions(shipmentId));
  const assigned = !!shipment.data?.AssignedTo;
  const chat = useChat(shipmentId, assigned);

  let body;
  if (forbidden(shipment.error) || forbidden(chat.thread.error)) {
    body = <Notice icon={<IconMessageOff size={28} aria-hidden />} text={t`You are not part of this load's chat.`} />;
  } else if (shipment.data && !assigned) {
    body = (
      <Notice
        icon={<IconUserQuestion size={28} aria-hidden />}
        text={t`No carrier assigned yet`}
        hint={t`The chat opens once a trucker is assigned to this load.`}
      />
    );
  } else if (shipment.error || chat.thread.error) {
    body = (
      <Alert color="red" title={t`The chat could not be loaded.`}>
        <Button size="xs" variant="light" color="red" onClick={() => void (shipment.error ? shipment.refetch() : chat.thread.refetch())}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (!chat.thread.data) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading the chat`} />
      </Center>
    );
  } else {
    body = <Conversation thread={chat.thread.data} chat={chat} fill={fill} />;
  }

  return (
    <Card
      withBorder={!fill}
      radius="md"
      padding={fill ? 0 : 'md'}
      component="section"
      aria-labelledby={titleId}
      h={fill ? '100%' : undefined}
      style={fill ? { display: 'flex', flexDirection: 'column' } : undefined}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <div>
          {/* in the drawer its title already says Chat and the load */}
          <Title order={2} fz="h5" id={titleId} style={fill ? VISUALLY_HIDDEN : undefined}>
            <Trans>Chat</Trans>
            <VisuallyHidden> · {code}</VisuallyHidden>
          </Title>
          {shipment.data?.AssignedTo && (
            <Text size="sm" c="dimmed">
              {t`Carrier: ${shipment.data.AssignedTo.Name}`}
            </Text>
          )}
        </div>
        {chat.thread.data && <LiveBadge state={chat.stream} />}
      </Group>
      {body}
    </Card>
  );
}

function LiveBadge({ state }: { state: StreamState }) {
  const { t } = useLingui();
  const [color, label] = state === 'open' ? ['teal', t`Live`] : state === 'closed' ? ['gray', t`Offline`] : ['yellow', t`Connecting…`];
  return (
    <Badge size="sm" variant="dot" color={color} style={{ flexShrink: 0, textTransform: 'none' }} data-stream={state}>
      {label}
    </Badge>
  );
}

function Notice({ icon, text, hint }: { icon: ReactNode; text: string; hint?: string }) {
  return (
    <Stack align="center" gap={4} py="lg" c="dimmed" ta="center">
      {icon}
      <Text fw={600}>{text}</Text>
      {hint && <Text size="sm">{hint}</Text>}
    </Stack>
  );
}

function Conversation({ thread, chat, fill }: { thread: ChatThread; chat: ReturnType<typeof useChat>; fill: boolean }) {
  const { t } = useLingui();
  const session = useSession();
  const viewport = useRef<HTMLDivElement>(null);
  const count = thread.Messages.length + chat.pending.length;
  useEffect(() => {
    const box = viewport.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);
  const myName = session ? `${session.firstName} ${session.lastName}`.trim() : '';
  const messages =
    count === 0 ? (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        <Trans>No messages yet. Say hello!</Trans>
      </Text>
    ) : (
      <ChatMessages messages={thread.Messages} pending={chat.pending} myName={myName} onRetry={chat.retry} onDiscard={chat.discard} />
    );
  return (
    <Stack gap="sm" style={fill ? { flex: 1, minHeight: 0 } : undefined}>
      {fill ? (
        <ScrollArea style={{ flex: 1 }} viewportRef={viewport} type="auto" offsetScrollbars>
          {messages}
        </ScrollArea>
      ) : (
        <ScrollArea.Autosize mah={380} viewportRef={viewport} type="auto" offsetScrollbars>
          {messages}
        </ScrollArea.Autosize>
      )}
      <Composer onSend={chat.post} label={t`Message`} />
    </Stack>
  );
}

function Composer({ onSend, label }: { onSend: (body: string) => void; label: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const body = sendableBody(text);
  const submit = () => {
    if (!body) return;
    onSend(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        aria-label={label}
        placeholder={t`Write a message…`}
        title={t`Enter sends, Shift+Enter starts a new line`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        autosize
        minRows={1}
        maxRows={5}
        style={{ flex: 1 }}
        description={text.length > CHAT_MESSAGE_MAX_LENGTH * 0.9 ? `${text.length}/${CHAT_MESSAGE_MAX_LENGTH}` : undefined}
      />
      <ActionIcon size={36} radius="md" onClick={submit} disabled={!body} aria-label={t`Send`}>
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
