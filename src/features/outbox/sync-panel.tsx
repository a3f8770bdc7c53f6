import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Drawer, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { discardEntry, keepMine, keepMineKind, retryEntry, takeServers, withDependents } from '@/lib/offline/resolve-entry';
import { refreshLoad } from '@/lib/offline/registry';
import { useOfflineRuntime, useOutbox } from '@/lib/offline/use-offline';
import { AppLink } from '@/lib/ui/app-link';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useOfflineReadiness } from '@/lib/pwa/offline-readiness';
import { ConflictValues } from './conflict-values';
import { DeviceStorageLine } from './device-storage-line';
import { entrySummary, type EntryNames } from './entry-summary';
import { lastErrorText } from './last-error';

type Action = 'keep' | 'take' | 'retry' | 'discard';
type Pending = { action: 'take' | 'discard'; entry: OutboxEntry; gone: OutboxEntry[] };

/**
 * The sync panel (issue 7): every change kept on this device, what it is, when it was made and for which load;
 * conflicts with both values and Keep mine / Take the server's / Discard; refused ones with Retry / Discard.
 * Nothing leaves without the user saying so.
 */
export function SyncPanel({ opened, onClose, names }: { opened: boolean; onClose: () => void; names: EntryNames }) {
  const { t, i18n } = useLingui();
  // On a phone the panel takes the whole width: nothing of it is cut (issue 38).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const runtime = useOfflineRuntime();
  const entries = useOutbox();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [sending, setSending] = useState(false);
  const { online } = useNetwork();
  const readiness = useOfflineReadiness();

  // Keep mine says what it does: a stop deleted on the server is added again, a reorder goes onto the stops there are now.
  const keepMineLabel = { resend: t`Keep mine`, reorder: t`Keep my order`, 'add-again': t`Add it again` };
  const conflicts = entries.filter((e) => e.state === 'conflict');
  const failed = entries.filter((e) => e.state === 'failed');
  const waiting = entries.filter((e) => e.state === 'pending');
  const signInNeeded = runtime?.lastReport?.stoppedBy === 'sign-in' && entries.length > 0;

  async function settle(entry: OutboxEntry) {
    await refreshLoad(queryClient, entry.loadId);
    void runtime?.sync.kick();
  }

  async function act(action: Action, entry: OutboxEntry) {
    if (!runtime) return;
    if (action === 'keep') await keepMine(runtime.db, entry.seq!);
    if (action === 'retry') await retryEntry(runtime.db, entry.seq!);
    if (action === 'take' || action === 'discard') {
      setConfirming({ action, entry, gone: await withDependents(runtime.db, entry.seq!) });
      return;
    }
    await settle(entry);
  }

  async function confirmDrop() {
    if (!runtime || !confirming) return;
    if (confirming.action === 'take') await takeServers(runtime.db, confirming.entry.seq!);
    else await discardEntry(runtime.db, confirming.entry.seq!);
    await settle(confirming.entry);
    setConfirming(null);
  }

  async function sendNow() {
    if (!runtime) return;
    setSending(true);
    try {
      await runtime.sync.kick();
    } finally {
      setSending(false);
    }
  }

  const section = (
    title: string,
    list: OutboxEntry[],
    buttons: (entry: OutboxEntry) => { action: Action; label: string; color?: string }[],
  ) =>
    list.length > 0 && (
      <Stack gap="xs" component="section" aria-label={title}>
        <Title order={3} fz="sm">
          {title} ({list.length})
        </Title>
        {list.map((entry) => {
          const summary = entrySummary(entry, i18n, names);
          return (
            <Card key={entry.seq} withBorder radius="sm" padding="sm" component="article" aria-label={summary}>
              <Stack gap={6}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {summary}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={AppLink} href={`/trackload/${entry.loadId}/details`} size="xs" onClick={onClose}>
                    {entry.loadCode ?? `#${entry.loadId}`}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.happenedAt, { withZone: true })}
                  </Text>
                  {entry.attempts > 0 && entry.state === 'pending' && (
                    <Badge size="xs" variant="light" color="gray">
                      {t`tried ${entry.attempts}×`}
                    </Badge>
                  )}
                </Group>
                {entry.lastError && (
                  <Text size="xs" c={entry.state === 'pending' ? 'dimmed' : 'red'}>
                    {lastErrorText(entry)}
                  </Text>
                )}
                {entry.state === 'conflict' && <ConflictValues entry={entry} names={names} />}
                <Group gap="xs" justify="flex-end">
                  {buttons(entry).map(({ action, label, color }) => (
                    <Button
                      key={action}
                      size="xs"
                      variant={action === 'keep' || action === 'retry' ? 'filled' : 'default'}
                      color={color}
                      onClick={() => void act(action, entry)}
                    >
                      {label}
                    </Button>
                  ))}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={phone ? '100%' : 'md'}
        title={t`Sync`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <OfflineReadinessLine readiness={readiness} />
          <DeviceStorageLine waiting={entries.length} />
          {signInNeeded && (
            <Alert color="orange" title={t`Sign in again to send your waiting changes`}>
              <Button component={AppLink} href="/auth/login" size="xs" mt={4}>
                <Trans>Sign in</Trans>
              </Button>
            </Alert>
          )}
          {entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              <Trans>All changes are sent.</Trans>
            </Text>
          ) : (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                <Trans>Changes kept on this device until the server has them.</Trans>
              </Text>
              <Button size="xs" variant="light" loading={sending} onClick={() => void sendNow()} disabled={waiting.length === 0 || !online}>
                <Trans>Send now</Trans>
              </Button>
            </Group>
          )}
          {section(t`Conflicts`, conflicts, (entry) => [
            { action: 'keep', label: keepMineLabel[keepMineKind(entry)] },
            { action: 'take', label: t`Take the server's` },
            { action: 'discard', label: t`Discard`, color: 'red' },
          ])}
          {section(t`Not sent`, failed, () => [
            { action: 'retry', label: t`Retry` },
            { action: 'discard', label: t`Discard`, color: 'red' },
          ])}
          {section(t`Waiting`, waiting, () => [{ action: 'discard', label: t`Discard`, color: 'red' }])}
        </Stack>
      </Drawer>
      <ConfirmDialog
        opened={!!confirming}
        title={confirming?.action === 'take' ? t`Take the server's version?` : t`Discard this change?`}
        text={t`These changes are deleted from this device and never sent:`}
        confirmLabel={confirming?.action === 'take' ? t`Take the server's` : t`Discard`}
        color="red"
        onConfirm={() => void confirmDrop()}
        onClose={() => setConfirming(null)}
      >
        <List size="sm">
          {confirming?.gone.map((entry) => (
            <List.Item key={entry.seq}>{entrySummary(entry, i18n, names)}</List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </>
  );
}

/** "Ready offline" once this device holds the whole app, with the progress until then (issue 13 item 3). */
function OfflineReadinessLine({ readiness }: { readiness: ReturnType<typeof useOfflineReadiness> }) {
  const { t } = useLingui();
  if (readiness.state === 'unsupported') return null;
  if (readiness.state === 'ready') {
    return (
      <Badge color="teal" variant="light" size="lg" style={{ textTransform: 'none' }} data-offline-ready>
        {t`Ready offline`}
      </Badge>
    );
  }
  const percent = readiness.total > 0 ? Math.floor((readiness.cached / readiness.total) * 100) : 0;
  return (
    <Stack gap={4}>
      <Text size="sm">{t`Getting ready to work offline: ${percent} %`}</Text>
      <Progress value={percent} size="sm" aria-label={t`Getting ready to work offline`} />
    </Stack>
  );
}
