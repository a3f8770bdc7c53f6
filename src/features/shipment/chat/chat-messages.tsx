import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { ChatMessage } from '@/contract/shipment';
import { formatDate, formatTime } from '@/shared/format/date';
import { dayKey } from './chat-thread';
import classes from './chat.module.css';
import type { PendingMessage } from './chat-thread';

type Props = {
  messages: ChatMessage[];
  pending: PendingMessage[];
  myName: string;
  onRetry: (item: PendingMessage) => void;
  onDiscard: (item: PendingMessage) => void;
};

type Row = { key: string; mine: boolean; nickname: string; role: string; body: string; created: string; pending?: PendingMessage };

const timeOf = (iso: string) => formatTime(iso);

/** Oldest first, own messages on the right, a date line at each new day. */
export function ChatMessages({ messages, pending, myName, onRetry, onDiscard }: Props) {
  const rows: Row[] = [
    ...messages.map((m) => ({ key: String(m.Id), mine: m.IsMine, nickname: m.Nickname, role: m.Role, body: m.Body, created: m.Created })),
    ...pending.map((p) => ({ key: p.key, mine: true, nickname: myName, role: '', body: p.Body, created: p.Created, pending: p })),
  ];
  return (
    <Stack gap={6} component="ol" className={classes.list} aria-live="polite" aria-relevant="additions">
      {rows.map((row, index) => (
        <Fragment key={row.key}>
          {(index === 0 || dayKey(rows[index - 1]!.created) !== dayKey(row.created)) && (
            <li aria-hidden>
              <Divider label={formatDate(row.created)} labelPosition="center" my={4} />
            </li>
          )}
          <Bubble row={row} onRetry={onRetry} onDiscard={onDiscard} />
        </Fragment>
      ))}
    </Stack>
  );
}

function Bubble({ row, onRetry, onDiscard }: { row: Row; onRetry: Props['onRetry']; onDiscard: Props['onDiscard'] }) {
  const { t } = useLingui();
  const state = row.pending ? (row.pending.failed ? 'failed' : 'sending') : 'sent';
  return (
    <Box component="li" className={classes.row} data-mine={row.mine || undefined} data-state={state}>
      <Text size="xs" c="dimmed" className={classes.meta}>
        {row.mine ? t`You` : row.nickname}
        {!row.mine && row.role ? ` · ${row.role}` : ''} · {timeOf(row.created)}
      </Text>
      <div className={classes.bubble}>{row.body}</div>
      {state === 'sending' && (
        <Text size="xs" c="dimmed">
          <Trans>Sending…</Trans>
        </Text>
      )}
      {state === 'failed' && row.pending && (
        <Group gap="xs">
          <Text size="xs" c="red">
            <Trans>Not sent.</Trans>
          </Text>
          <Anchor component="button" type="button" size="xs" onClick={() => onRetry(row.pending!)}>
            <Trans>Retry</Trans>
          </Anchor>
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => onDiscard(row.pending!)}>
            <Trans>Discard</Trans>
          </Anchor>
        </Group>
      )}
    </Box>
  );
}
